import Foundation

/// Runs `body` on `count` dedicated threads released together, and waits (at most `timeout`) for all of them.
///
/// Returns whether every thread finished in time. Real threads, not tasks: the cooperative pool has 2 threads
/// here, too few to create real contention.
@discardableResult
func runOnThreads(_ count: Int, timeout: TimeInterval = 20, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let start = OneShotGate()
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            start.wait()
            body(index)
            group.leave()
        }
        thread.start()
    }
    start.open()
    return group.wait(timeout: .now() + timeout) == .success
}

/// A gate that opens once and then lets every waiter through; waits give up after a timeout so a broken test
/// fails instead of hanging.
final class OneShotGate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let isOpen = Locked(false)

    func open() {
        let first = isOpen.withLock { open in
            defer { open = true }
            return !open
        }
        guard first else { return }
        for _ in 0..<256 { semaphore.signal() }
    }

    @discardableResult
    func wait(timeout: TimeInterval = 10) -> Bool {
        let passed = semaphore.wait(timeout: .now() + timeout) == .success
        if passed { semaphore.signal() }
        return passed
    }
}

/// Collects values from several threads.
final class Collector<Value: Sendable>: Sendable {
    private let values = Locked<[Value]>([])

    func append(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    var all: [Value] { values.withLock { $0 } }
}
