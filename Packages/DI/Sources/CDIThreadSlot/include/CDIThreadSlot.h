#ifndef CDI_THREAD_SLOT_H
#define CDI_THREAD_SLOT_H

#include <stdint.h>

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

/// Stores `value` in the word at `word` (an `Atomic<Int>` of a reader slot) with release ordering: a read's
/// announcement in its thread's slot, entering or leaving.
///
/// The empty `asm` statement is what this function is for. Swift's LLVM-level reference-counting optimizer moves a
/// retain later past any load or store, an atomic one included (neither can release an object), but not past an
/// instruction it does not know; without it, the retain of the instance a read returns was moved after the store
/// that ends the read, leaving the instance unprotected between the two. The statement emits no instruction: on
/// x86-64 and arm64 the function is one store (`mov`, `stlr`).
static inline void cdi_store_releasing(void *_Nonnull word, intptr_t value) {
    __asm__ __volatile__("" ::: "memory");
    __atomic_store_n((intptr_t *)word, value, __ATOMIC_RELEASE);
}

#endif
