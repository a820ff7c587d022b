extension ResolutionError {
    /// The error for a waiter that would close a cycle by waiting for `key`'s creation.
    ///
    /// The path goes on past `key` through the creations on the loop, so that once the resolution frames have
    /// prepended their steps it shows the loop once: `NodeB → NodeA → NodeB`.
    ///
    /// - Parameters:
    ///   - key: the service the waiter asked for.
    ///   - loop: the tickets on the loop, starting with `key`'s (see ``WaitChains``).
    ///   - waiters: who would have waited (see ``WaitChains/enter(_:waitingFor:)``).
    static func cycle(awaiting key: ServiceKey, loop: [CreationTicket], waiters: [Waiter]) -> ResolutionError {
        let rest = loop.dropFirst()
        // A loop of one creation: the waiter itself (or a creation enclosing it) is creating `key`.
        guard !rest.isEmpty else {
            return ResolutionError(
                .circularDependency, reason: "circular dependency: \(key) is needed while it is being created")
        }
        let other = loop.first?.isAsync == true ? "task" : "thread"
        let me = if case .thread = waiters.first { "this thread" } else { "this task" }
        let waits = rest.dropLast().map { ", which waits for \($0.key)" }.joined()
        let mine = rest.last.map { ", which waits for \($0.key) (being created by \(me))" } ?? ""
        var error = ResolutionError(
            .circularDependency,
            reason: "circular dependency across \(other)s: \(key) is being created by another \(other)" + waits + mine)
        for step in rest.reversed() { error = error.prepending(step.key) }
        return error
    }
}
