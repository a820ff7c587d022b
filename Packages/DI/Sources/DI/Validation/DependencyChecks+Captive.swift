extension DependencyChecks {
    /// Longer-lived services holding shorter-lived ones, directly or through transient services.
    ///
    /// A `.singleton` or `.weak` service must not hold a `.scoped` or `.graph` one, and a `.scoped` service must not
    /// hold a `.graph` one: the holder would keep one instance past the scope or resolution it belongs to.
    /// Holding a `.transient` service is fine (a transient instance belongs to whoever resolved it), and so is
    /// holding a `.weak` one (the holder is what keeps it alive).
    func captiveDependencies() -> [ValidationProblem] {
        let graph = analysis.graph
        let holders = graph.nodes.filter { !$0.isAlias && ($0.lifetime.map(Self.holdsLong) ?? false) }
        guard !holders.isEmpty else { return [] }
        let starts = holders.flatMap(\.edges)
        let towardShortLived = routes(includingScoped: true, from: starts)
        let towardGraph = routes(includingScoped: false, from: starts)
        var problems: [ValidationProblem] = []
        for entry in holders {
            guard let holderLifetime = entry.lifetime else { continue }
            let route = holderLifetime == .scoped ? towardGraph : towardShortLived
            var reported = Set<Int>()
            for first in entry.edges {
                guard let steps = follow(route, from: first), let target = steps.last,
                    reported.insert(target).inserted,
                    let capturedLifetime = graph.nodes[target].lifetime
                else { continue }
                let keys = [entry.key] + steps.map { graph.nodes[$0].key }
                let capturedKey = graph.nodes[target].key
                problems.append(
                    ValidationProblem(
                        .captiveDependency, path: keys,
                        reason: "captive dependency: \(entry.key) is \(holderLifetime) but holds \(capturedKey), "
                            + "which is \(capturedLifetime), and would keep one instance of it for its whole life: "
                            + "make \(capturedKey) longer-lived or \(entry.key) shorter-lived"))
            }
        }
        return problems
    }

    /// Whether a service of `lifetime` can hold a captive: singletons, weak and scoped services.
    private static func holdsLong(_ lifetime: Lifetime) -> Bool {
        lifetime == .singleton || lifetime == .weak || lifetime == .scoped
    }

    /// For each node, the next step toward a `.graph` (or, when `includingScoped`, a `.scoped`) node through
    /// transient nodes only: the node itself when it is one, `nil` when none is reachable that way.
    private func routes(includingScoped: Bool, from starts: [Int]) -> [Int?] {
        let graph = analysis.graph
        var next = [Int?](repeating: nil, count: graph.nodes.count)
        var state = [UInt8](repeating: 0, count: graph.nodes.count)  // 0 new, 1 in progress, 2 done
        for start in starts where state[start] == 0 {
            var stack: [(node: Int, edge: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                let lifetime = graph.nodes[top.node].lifetime
                if lifetime == .graph || (includingScoped && lifetime == .scoped) {
                    next[top.node] = top.node
                } else if lifetime == .transient, next[top.node] == nil,
                    top.edge < graph.nodes[top.node].edges.count
                {
                    stack[stack.count - 1].edge += 1
                    let target = graph.nodes[top.node].edges[top.edge]
                    if state[target] == 0 {
                        state[target] = 1
                        stack.append((target, 0))
                    } else if state[target] == 2, next[target] != nil {
                        next[top.node] = target
                    }
                    continue
                }
                state[top.node] = 2
                stack.removeLast()
                if let parent = stack.last?.node, next[parent] == nil, next[top.node] != nil {
                    next[parent] = top.node
                }
            }
        }
        return next
    }

    /// The steps from `first` along `route` to the node it leads to, or `nil`.
    private func follow(_ route: [Int?], from first: Int) -> [Int]? {
        guard route[first] != nil else { return nil }
        var steps = [first]
        var current = first
        while let step = route[current], step != current, steps.count <= route.count {
            steps.append(step)
            current = step
        }
        return steps
    }
}
