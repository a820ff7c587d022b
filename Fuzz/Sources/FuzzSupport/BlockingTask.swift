import Dispatch
import Synchronization

/// Runs async code to completion from the synchronous callback libFuzzer calls.
///
/// libFuzzer calls `LLVMFuzzerTestOneInput` on its own thread, never on a Swift concurrency thread, so
/// waiting on a semaphore there cannot starve the cooperative pool. Never call it from async code (a test):
/// blocking the pool's few threads while the task waits for one of them deadlocks.
public enum BlockingTask {
    /// Runs `operation` in a detached task and waits for its result.
    ///
    /// - Parameters:
    ///   - fallback: What to return if the task ended without a result (it cannot, but no force unwrap).
    ///   - operation: The async work.
    public static func run<Value: Sendable>(
        fallback: Value,
        _ operation: @escaping @Sendable () async -> Value
    ) -> Value {
        let result = ResultSlot<Value>()
        let pending = PendingOperation(operation)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            // The task closure holds only the box: the operation, and the input it captured, are released inside
            // `runOnce` before the signal, so a replay that exits right after cannot see them as leaked.
            if let value = await pending.runOnce() { result.store(value) }
            done.signal()
        }
        done.wait()
        return result.value ?? fallback
    }
}

/// The operation a task runs once and then lets go of.
private final class PendingOperation<Value: Sendable>: Sendable {
    private let slot: Mutex<(@Sendable () async -> Value)?>

    init(_ operation: @escaping @Sendable () async -> Value) {
        slot = Mutex(operation)
    }

    /// Takes the operation out of the box and runs it; `nil` when it already ran.
    func runOnce() async -> Value? {
        guard
            let operation = slot.withLock({ stored in
                defer { stored = nil }; return stored
            })
        else { return nil }
        return await operation()
    }
}

/// A place for one task's result, read by the thread that waited for it.
private final class ResultSlot<Value: Sendable>: Sendable {
    private let slot = Mutex<Value?>(nil)

    var value: Value? { slot.withLock { $0 } }

    func store(_ value: Value) {
        slot.withLock { $0 = value }
    }
}
