import Foundation

/// Runs `operation` in a task of its own and returns its result, or `nil` when it has not finished after
/// `timeout`: a test whose resolutions would suspend forever fails instead of hanging. (A task group would wait
/// for its hung children; an unstructured task can be left behind.)
func result<Value: Sendable>(
    within timeout: Duration = .seconds(10), of operation: @escaping @Sendable () async -> Value
) async -> Value? {
    let first = FirstResult<Value?>()
    return await withCheckedContinuation { continuation in
        first.expect(continuation)
        let timer = Task {
            try? await Task.sleep(for: timeout)
            first.deliver(nil)
        }
        Task {
            first.deliver(await operation())
            timer.cancel()
        }
    }
}

/// Resumes a continuation with the first value delivered and ignores the rest.
private final class FirstResult<Value: Sendable>: Sendable {
    private let continuation = Locked<CheckedContinuation<Value, Never>?>(nil)

    func expect(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    func deliver(_ value: Value) {
        let waiting = continuation.withLock { current in
            defer { current = nil }
            return current
        }
        waiting?.resume(returning: value)
    }
}

/// A gate for tasks: `wait()` suspends (it never blocks a thread) until `open()`, after which everyone passes.
final class AsyncGate: Sendable {
    private let state = Locked<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func open() {
        let waiters = state.withLock { state in
            defer { state = (true, []) }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            let passes = state.withLock { state in
                if !state.isOpen { state.waiters.append(continuation) }
                return state.isOpen
            }
            if passes { continuation.resume() }
        }
    }
}
