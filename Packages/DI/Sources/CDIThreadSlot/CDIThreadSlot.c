#include "CDIThreadSlot.h"

#ifdef CDI_HAS_THREAD_LOCAL
_Thread_local void *_Nullable cdi_thread_slot_value = (void *)0;
#endif
