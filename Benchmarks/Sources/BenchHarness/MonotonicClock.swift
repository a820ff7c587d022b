#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the monotonic clock in nanoseconds: cheap and unaffected by changes to the wall-clock time.
enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point in the past.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
