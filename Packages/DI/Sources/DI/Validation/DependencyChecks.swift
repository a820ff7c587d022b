/// The checks validation runs over an analysed graph; each returns every problem of its kind.
struct DependencyChecks {
    let analysis: DependencyAnalysis
    let container: Container
    /// ``DependencyGraph/reachedFrom()``, computed only when a problem needs a path.
    private let parents: Memoized<[Int]>

    init(analysis: DependencyAnalysis, container: Container) {
        self.analysis = analysis
        self.container = container
        let graph = analysis.graph
        parents = Memoized { graph.reachedFrom() }
    }

    var graph: DependencyGraph { analysis.graph }

    /// Every problem, in a stable order: by kind, then by registration order.
    func problems() -> [ValidationProblem] {
        var problems = missingDependencies() + cycles() + captiveDependencies() + isolationProblems()
        let byNode = analysis.nodeProblems.sorted { $0.node < $1.node }
        for kind in [ValidationProblem.Kind.factoryFailed, .typeMismatch, .unsupportedLifetime] {
            for problem in byNode where problem.kind == kind {
                problems.append(
                    ValidationProblem(
                        kind, path: path(to: problem.node),
                        reason: problem.reason, underlying: problem.underlying))
            }
        }
        return problems + analysis.decoratorProblems
    }

    private func path(to node: Int) -> [ServiceKey] {
        graph.path(to: node, parents: parents.value)
    }

    /// Edges to keys nothing registers, with the path to the registration that needs them.
    func missingDependencies() -> [ValidationProblem] {
        var problems: [ValidationProblem] = []
        let graph = graph
        for node in graph.nodes.indices where graph.nodes[node].kind != nil {
            let targets = graph.nodes[node].edges + graph.nodes[node].deferredEdges.map(\.target)
            for target in targets where graph.nodes[target].kind == nil {
                let key = graph.nodes[target].key
                let error = container.missingRegistration(key, as: Never.self)
                var reason = error.reason
                if !error.suggestions.isEmpty {
                    reason += ". Registered near matches: " + error.suggestions.joined(separator: ", ")
                }
                problems.append(ValidationProblem(.missingDependency, path: path(to: node) + [key], reason: reason))
            }
        }
        return problems
    }

    /// Every loop, once.
    func cycles() -> [ValidationProblem] {
        graph.cycles().map { loop in
            let keys = loop.map { graph.nodes[$0].key }
            let first = keys[0]
            let through = keys.dropFirst().dropLast().map(\.description)
            let reason =
                through.isEmpty
                ? "circular dependency: \(first) resolves itself"
                : "circular dependency: \(first) needs itself through " + through.joined(separator: " → ")
            return ValidationProblem(.circularDependency, path: keys, reason: reason)
        }
    }

    /// Edges from synchronous factories to services they can never resolve synchronously.
    func isolationProblems() -> [ValidationProblem] {
        var problems: [ValidationProblem] = []
        let graph = graph
        for node in graph.nodes.indices {
            guard let holderKind = graph.nodes[node].kind, holderKind != .async else { continue }
            for target in graph.nodes[node].edges {
                guard let kind = graph.nodes[target].kind, let lifetime = graph.nodes[target].lifetime,
                    kind == .mainActor || (kind == .async && lifetime != .singleton)
                else { continue }
                let entry = graph.nodes[node]
                let key = graph.nodes[target].key
                if kind == .async, lifetime != .singleton {
                    problems.append(
                        ValidationProblem(
                            .asyncDependency, path: path(to: node) + [key],
                            reason: "\(entry.key) has a synchronous factory but depends on \(key), an async "
                                + "\(lifetime) service it can never resolve synchronously: make \(key) "
                                + "a .singleton created by bootstrap(), or make the factory of \(entry.key) async"))
                } else if kind == .mainActor, holderKind == .sync {
                    problems.append(
                        ValidationProblem(
                            .mainActorDependency, path: path(to: node) + [key],
                            reason: "\(entry.key) is not a main-actor service but depends on \(key), which only "
                                + "resolveMainActor can resolve: register \(entry.key) with registerMainActor"))
                }
            }
        }
        return problems
    }
}

/// A value computed on first use, for checks that need it only when they find something.
final class Memoized<Value> {
    private let make: () -> Value
    private var stored: Value?

    init(_ make: @escaping () -> Value) {
        self.make = make
    }

    var value: Value {
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}
