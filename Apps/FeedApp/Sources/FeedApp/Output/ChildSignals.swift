#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `posix_spawn` attributes every child of the app starts with: no blocked signals (a child started from a
/// Swift-concurrency thread would otherwise inherit blocked ones) and the default handling of SIGPIPE, SIGINT and
/// SIGQUIT, whatever this process does with them.
enum ChildSignals {
    /// Runs `body` with those attributes, which live only as long as the call.
    static func withSpawnAttributes<Result>(_ body: (UnsafePointer<posix_spawnattr_t>) -> Result) -> Result {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        return withUnsafePointer(to: &attributes) { body($0) }
    }
}
