#ifndef CDI_THREAD_SLOT_H
#define CDI_THREAD_SLOT_H

/// The calling thread's reader slot, cached in a C thread-local variable: Swift has no thread-local variable it
/// can read inline, and DI's resolutions look their thread's slot up on every call.
///
/// Where the compiler has `_Thread_local` (C11; clang on Linux and on Apple platforms), reading the cache is a
/// thread-local load: on x86-64 and arm64 Linux, in an executable, one load relative to the thread pointer; on
/// Apple platforms, a call through the variable's thread-local descriptor (`tlv_get_addr`, no lock). Elsewhere
/// the cache is always empty and storing to it does nothing: DI then finds the slot without it, from
/// `pthread_self()`, as it would on a thread's first resolution.

#if defined(__has_feature)
#if __has_feature(c_thread_local)
#define CDI_HAS_THREAD_LOCAL 1
#endif
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && !defined(__STDC_NO_THREADS__)
#define CDI_HAS_THREAD_LOCAL 1
#endif

#ifdef CDI_HAS_THREAD_LOCAL
/// The cache itself, defined in CDIThreadSlot.c: one per thread, empty (NULL) when a thread starts.
extern _Thread_local void *_Nullable cdi_thread_slot_value;
#endif

/// The calling thread's cached slot, or NULL when none is cached (or the platform has no thread-local storage).
static inline void *_Nullable cdi_thread_slot(void) {
#ifdef CDI_HAS_THREAD_LOCAL
    return cdi_thread_slot_value;
#else
    return (void *)0;
#endif
}

/// Caches `slot` as the calling thread's slot (NULL empties the cache); does nothing without thread-local storage.
static inline void cdi_set_thread_slot(void *_Nullable slot) {
#ifdef CDI_HAS_THREAD_LOCAL
    cdi_thread_slot_value = slot;
#else
    (void)slot;
#endif
}

#endif
