import Synchronization

/// Records values from any thread, in order: the memory of the spies and counters in these examples.
final class Recorder<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    /// Appends `value`.
    func record(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    /// Everything recorded so far, oldest first.
    var recorded: [Value] {
        values.withLock { $0 }
    }

    /// How many values were recorded.
    var count: Int {
        values.withLock { $0.count }
    }
}

/// Counts how many times a factory ran, to show when the container creates an instance.
final class CreationCounter: Sendable {
    private let value = Atomic<Int>(0)

    /// Adds one creation.
    func increment() {
        value.add(1, ordering: .relaxed)
    }

    /// The number of creations so far.
    var count: Int {
        value.load(ordering: .relaxed)
    }
}
