import Foundation

/// A value guarded by an `NSLock`, for test doubles shared across threads. (`Synchronization.Mutex` is invisible
/// to the thread sanitizer on Linux, which would report every guarded access as a race.)
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
