/// The dependency graph of a container with the problems found in it: what `validate()`, `dependencyTree()` and
/// `graph(format:)` are made from.
struct DependencyAnalysis {
    /// The registrations and their edges, declared and observed.
    var graph: DependencyGraph
    /// The problems found while building the graph (failing factories, lifetimes, orphan decorators), by node.
    var nodeProblems: [(node: Int, kind: ValidationProblem.Kind, reason: String, underlying: (any Error)?)] = []
    /// Orphan decorators, with their keys.
    var decoratorProblems: [ValidationProblem] = []
    /// The registrations whose dependencies validation can neither read nor observe, in graph order (see
    /// ``ValidationCoverage/notChecked``).
    var notChecked: [ServiceKey] = []
}

extension Container {
    /// Builds the dependency graph visible from this container: declared edges first (auto-wired parameters,
    /// `dependsOn:`, decorators' `dependsOn:`, aliases), then, when `observing`, the edges observed by running,
    /// once, in a throw-away container, the synchronous closures that declare nothing. A declared factory never
    /// runs.
    func analyzeDependencies(observing: Bool = true) -> DependencyAnalysis {
        let visible = visibleRegistrations
        var graph = DependencyGraph(capacity: visible.count)
        for (registration, isInherited) in visible {
            graph.addRegistration(registration, isInherited: isInherited)
        }
        let registered = graph.nodes.count
        var analysis = DependencyAnalysis(graph: graph)
        let undeclaredDecorators = addDecoratorEdges(to: &analysis)
        var roots: [Int] = []
        var isRoot = [Bool](repeating: false, count: registered)
        for node in 0..<registered {
            guard let registration = analysis.graph.nodes[node].registration else { continue }
            let record = registration.record
            for dependency in record.dependencies ?? [] { analysis.graph.addEdge(from: node, to: dependency) }
            if let source = record.aliasOf { analysis.graph.addEdge(from: node, to: source) }
            switch ValidationCoverage.of(registration, undeclaredDecorator: undeclaredDecorators.contains(node)) {
            case .declared:
                continue
            case .notChecked:
                // An alias is checked as its source is: the source alone is listed.
                if record.aliasOf == nil { analysis.notChecked.append(registration.key) }
                continue
            case .observed:
                break
            }
            if record.aliasOf == nil {
                roots.append(node)
                isRoot[node] = true
            } else if let source = record.aliasOf, case let sourceNode = analysis.graph.node(for: source),
                sourceNode < registered, isRoot[sourceNode]
            {
                roots.append(node)  // observed with its source, to check that the instance conforms
            }
        }
        analysis.nodeProblems += staticLifetimeProblems(in: analysis.graph)
        guard observing, !roots.isEmpty else { return analysis }
        let run = ObservationRun(graph: analysis.graph)
        var probes = [(any ProbeRoot)?](repeating: nil, count: registered)
        for node in 0..<registered {
            guard let probe = analysis.graph.nodes[node].registration?.probe(in: run, node: node) else { continue }
            probes[node] = probe.root
            run.probe.install(probe.registration)
        }
        run.observe(roots: roots, probes: probes)
        let observed = run.outcome
        analysis.graph = observed.graph
        analysis.nodeProblems += observed.problems
        return analysis
    }

    /// Adds the edges decorators declare, reports decorators that decorate nothing, and returns the nodes with a
    /// decorator that declares nothing.
    private func addDecoratorEdges(to analysis: inout DependencyAnalysis) -> Set<Int> {
        var undeclared = Set<Int>()
        var container: Container? = self
        while let current = container {
            for (key, decorators) in current.decorators {
                let own = current.state.withLock { _ in current.registrationMadeHere(for: key) }
                // A child's decorators wrap what an ancestor registers for the key.
                if own == nil, current.parent?.registration(for: key) != nil { continue }
                guard let own, own is Decoratable else {
                    let reason =
                        own == nil
                        ? "\(decorators.count) decorator(s) added for \(key), which neither this container nor an "
                            + "ancestor registers: register it, or remove the decorator"
                        : "\(decorators.count) decorator(s) added for \(key), an alias made with implements: "
                            + "decorate the registration it exposes"
                    analysis.decoratorProblems.append(ValidationProblem(.orphanDecorator, path: [key], reason: reason))
                    continue
                }
                let node = analysis.graph.node(for: key)
                guard analysis.graph.nodes[node].registration === own else { continue }
                for decorator in decorators {
                    guard let dependencies = decorator.dependencies else {
                        undeclared.insert(node)
                        continue
                    }
                    for dependency in dependencies { analysis.graph.addEdge(from: node, to: dependency) }
                }
            }
            container = current.parent
        }
        return undeclared
    }

    /// Lifetimes that cannot hold their registration's type, known without running anything.
    private func staticLifetimeProblems(
        in graph: DependencyGraph
    ) -> [(node: Int, kind: ValidationProblem.Kind, reason: String, underlying: (any Error)?)] {
        var problems: [(node: Int, kind: ValidationProblem.Kind, reason: String, underlying: (any Error)?)] = []
        for node in graph.nodes.indices {
            guard !graph.nodes[node].isAlias,
                graph.nodes[node].lifetime == .weak,
                let record = graph.nodes[node].registration?.record
            else { continue }
            let entry = graph.nodes[node]
            if record.lifetime == .weak, let concrete = record.concreteType, !(concrete is AnyClass) {
                problems.append(
                    (
                        node, .unsupportedLifetime,
                        "\(entry.key) is registered as .weak but \(TypeName.of(concrete)) is a value "
                            + "type that cannot be held weakly: register it as .transient or .singleton", nil
                    ))
            }
        }
        return problems
    }
}
