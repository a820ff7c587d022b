import Dispatch

/// Runs a loop on two threads at once, each doing the full iteration count, for the 2-thread read scenario.
///
/// The harness divides the wall time by the iteration count, so the figure is nanoseconds per read per thread:
/// equal to the 1-thread figure when the two threads do not slow each other down.
enum TwoThreads {
    static func run(_ iterations: Int, _ body: @escaping @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: 2) { _ in body(iterations) }
    }
}

/// Carries a value that is thread-safe by its library's documentation but not marked `Sendable`
/// (Swinject's `synchronize()` resolver) into the 2-thread scenario.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
