#ifndef C_MALLOC_INFO_H
#define C_MALLOC_INFO_H

#include <stddef.h>

/// Bytes currently handed out by malloc over all arenas (glibc's `mallinfo2()`: `uordblks + hblkhd`), or 0 where unknown.
size_t bench_malloc_bytes_in_use(void);

/// 1 when `bench_malloc_bytes_in_use` reports real figures on this platform, 0 otherwise.
int bench_malloc_info_available(void);

#endif
