/// Runs synchronous factories once each, in a throw-away container, to observe what they resolve.
///
/// Every visible registration is mirrored in the throw-away container by a probe (see ``AnyRegistration/probe(in:node:)``). When an
/// observed factory resolves a key, the probe records the edge and hands out the instance the key's own factory
/// made, observing that factory first if needed. So each factory runs at most once per validation (linear time),
/// nothing is cached by the real container, and everything observed is dropped with the run.
///
/// A factory that validation does not run (async, main-actor, with a runtime argument, declared with
/// `dependsOn:`, or failing) cannot hand out an instance: the probe records the edge and throws, and the factory
/// that asked stops there. Nesting deeper than ``maximumDepth`` is deferred (the deepest factory is observed
/// first, then the ones above it again), so long chains never overflow the stack.
final class ObservationRun: @unchecked Sendable {
    /// How deep observed factories may nest before the deepest one is deferred.
    static let maximumDepth = 48

    private enum Observation {
        case notRun
        case running
        case done(Any)
        case stopped
    }

    private struct Frame {
        let node: Int
        var stoppedBelow = false
    }

    private struct State {
        var graph: DependencyGraph
        var observations: [Observation]
        var frames: [Frame] = []
        var deferred: [Int] = []
        var deferrals = 0
        var problems: [(node: Int, kind: ValidationProblem.Kind, reason: String, underlying: (any Error)?)] = []
    }

    private enum Step {
        case value(Any)
        case stop
        case run(deferrals: Int)
    }

    /// The throw-away container the probes live in.
    let probe = Container()
    private let state: Lock<State>

    init(graph: DependencyGraph) {
        state = Lock.make(State(graph: graph, observations: Array(repeating: .notRun, count: graph.nodes.count)))
        probe.observation = self
    }

    /// The graph with the observed edges, and the problems found while observing, by node.
    var outcome:
        (
            graph: DependencyGraph,
            problems: [(node: Int, kind: ValidationProblem.Kind, reason: String, underlying: (any Error)?)]
        )
    {
        state.withLock { ($0.graph, $0.problems) }
    }

    /// Observes the factories of `roots` (and, on demand, of what they resolve), each at most once.
    func observe(roots: [Int], probes: [(any ProbeRoot)?]) {
        var cursor = 0
        var budget = 4 * probes.count + 64
        while cursor < roots.count, budget > 0 {
            budget -= 1
            if let deferred = state.withLock({ $0.deferred.popLast() }) {
                if deferred < probes.count { probes[deferred]?.observeAsRoot() }
                continue
            }
            probes[roots[cursor]]?.observeAsRoot()
            if state.withLock({ $0.deferred.isEmpty }) { cursor += 1 }
        }
    }

    /// Called when the factory being observed resolves a ``Lazy`` or ``Provider`` of `key`: records the deferred
    /// edge (the factory gets the wrapper; nothing is resolved now).
    func recordDeferred(_ key: ServiceKey, kind: DeferredEdge.Kind) {
        state.withLock { state in
            if let top = state.frames.last?.node { state.graph.addDeferredEdge(from: top, to: key, kind: kind) }
        }
    }

    /// Called by the probe of `node` when something resolves it: records the edge from the factory being observed,
    /// then returns the instance, observing `make` first when it was not run yet.
    ///
    /// Generic only where it must be: the bookkeeping works on `Any`, so that no generic type (`Result<Service, _>`,
    /// `Service?`) is looked up at run time for each of the thousands of services a validation observes.
    ///
    /// - Throws: a ``ResolutionError`` that stops the factory that asked, when no instance can be handed out.
    func provide<Service>(
        _ node: Int, make: (@Sendable (Resolver) throws -> Service)?
    ) throws(ResolutionError) -> Service {
        let canRun: Bool
        if case .some = make { canRun = true } else { canRun = false }
        switch step(for: node, canRun: canRun) {
        case .value(let instance):
            if let service = instance as? Service { return service }
            state.withLock { Self.markStopped(&$0) }
            throw Self.stop
        case .stop:
            throw Self.stop
        case .run(let deferrals):
            guard case .some(let make) = make else { throw Self.stop }
            let service: Service
            do {
                service = try make(probe.topLevelResolver(scope: nil))
            } catch {
                finish(node, failure: error, deferralsBefore: deferrals)
                throw Self.stop
            }
            guard finish(node, made: service, deferralsBefore: deferrals) else { throw Self.stop }
            return service
        }
    }

    /// Records the edge to `node` and decides what its probe does: hand out the instance made before, stop the
    /// factory that asked, or run `node`'s factory (when `canRun`).
    private func step(for node: Int, canRun: Bool) -> Step {
        state.withLock { state in
            if let top = state.frames.last?.node { state.graph.addEdge(from: top, to: node) }
            switch state.observations[node] {
            case .done(let instance):
                return .value(instance)
            case .running, .stopped:
                break
            case .notRun:
                guard canRun else { break }
                guard state.frames.count < Self.maximumDepth else {
                    state.deferred.append(node)
                    state.deferrals += 1
                    break
                }
                state.frames.append(Frame(node: node))
                state.observations[node] = .running
                return .run(deferrals: state.deferrals)
            }
            Self.markStopped(&state)
            return .stop
        }
    }

    /// Records the instance `node`'s factory made; whether it may be handed out (not when a deeper factory was
    /// deferred meanwhile: `node` is observed again later).
    private func finish(_ node: Int, made instance: Any, deferralsBefore: Int) -> Bool {
        state.withLock { state in
            _ = state.frames.popLast()
            guard state.deferrals == deferralsBefore else {
                state.observations[node] = .notRun
                Self.markStopped(&state)
                return false
            }
            state.observations[node] = .done(instance)
            Self.checkLifetime(of: instance, node: node, in: &state)
            return true
        }
    }

    /// Records that `node`'s factory threw `error` (unless a deeper factory was deferred meanwhile).
    private func finish(_ node: Int, failure error: any Error, deferralsBefore: Int) {
        state.withLock { state in
            let frame = state.frames.popLast()
            if state.deferrals != deferralsBefore {
                state.observations[node] = .notRun
            } else {
                state.observations[node] = .stopped
                if frame?.stoppedBelow != true { Self.record(error, node: node, in: &state) }
            }
            Self.markStopped(&state)
        }
    }

    /// Records why a factory failed on its own: a missing key it resolved (an edge), or a problem.
    private static func record(_ error: any Error, node: Int, in state: inout State) {
        if let resolution = error as? ResolutionError {
            switch resolution.kind {
            case .missingRegistration, .argumentMismatch:
                if let missing = resolution.path.last {
                    state.graph.addEdge(from: node, to: missing)
                    return
                }
            case .typeMismatch:
                state.problems.append((node, .typeMismatch, resolution.reason, nil))
                return
            default:
                break
            }
        }
        let key = state.graph.nodes[node].key
        state.problems.append(
            (node, .factoryFailed, "the factory of \(key) threw while validation observed it: \(error)", error))
    }

    /// A `.weak` registration whose factory made a value type.
    private static func checkLifetime(of instance: Any, node: Int, in state: inout State) {
        guard let record = state.graph.nodes[node].registration?.record, record.lifetime == .weak,
            record.concreteType == nil
        else { return }
        let made = type(of: instance)
        guard !(made is AnyClass) else { return }
        state.problems.append(
            (
                node, .unsupportedLifetime,
                "\(state.graph.nodes[node].key) is registered as .weak but its factory made a \(TypeName.of(made)), a value "
                    + "type that cannot be held weakly: register it as .transient or .singleton", nil
            ))
    }

    private static func markStopped(_ state: inout State) {
        guard !state.frames.isEmpty else { return }
        state.frames[state.frames.count - 1].stoppedBelow = true
    }

    /// What a probe throws to stop the factory that asked; the run knows why, the error is never reported.
    private static var stop: ResolutionError {
        ResolutionError(.factoryFailed, reason: "validation cannot make this service without running its factory")
    }
}
