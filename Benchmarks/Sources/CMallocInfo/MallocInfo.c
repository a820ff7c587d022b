#include "CMallocInfo.h"

#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

size_t bench_malloc_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

int bench_malloc_info_available(void) { return 1; }
#else
size_t bench_malloc_bytes_in_use(void) { return 0; }

int bench_malloc_info_available(void) { return 0; }
#endif
