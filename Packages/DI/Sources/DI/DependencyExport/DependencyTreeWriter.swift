/// Writes a dependency graph as an indented tree, without recursion (graphs may be deep), in linear time.
struct DependencyTreeWriter {
    let graph: DependencyGraph

    private struct Item {
        let node: Int
        let depth: Int
        let prefix: String
        let connector: String
        /// Set for the target of a deferred edge: shown with its kind, never expanded.
        var deferred: DeferredEdge.Kind? = nil
    }

    func text() -> String {
        let nodes = graph.nodes
        var hasIncoming = [Bool](repeating: false, count: nodes.count)
        for node in nodes {
            for target in node.edges { hasIncoming[target] = true }
        }
        var shown = [Bool](repeating: false, count: nodes.count)
        var onPath = [Bool](repeating: false, count: nodes.count)
        var path: [Int] = []
        var lines: [String] = []
        let starts = nodes.indices.filter { !hasIncoming[$0] } + Array(nodes.indices)
        for start in starts where !shown[start] {
            var stack = [Item(node: start, depth: 0, prefix: "", connector: "")]
            while let item = stack.popLast() {
                while path.count > item.depth, let left = path.popLast() { onPath[left] = false }
                let label = DependencyNodeLabel(nodes[item.node])
                let line = item.connector + label.title + " " + label.subtitle
                if let kind = item.deferred {
                    lines.append(line + " (\(kind.rawValue))")
                    continue
                }
                if onPath[item.node] {
                    lines.append(line + " (cycle)")
                    continue
                }
                if shown[item.node], !nodes[item.node].edges.isEmpty {
                    lines.append(line + " (see above)")
                    continue
                }
                shown[item.node] = true
                lines.append(line)
                path.append(item.node)
                onPath[item.node] = true
                let edges =
                    nodes[item.node].edges.map { ($0, nil as DeferredEdge.Kind?) }
                    + nodes[item.node].deferredEdges.map { ($0.target, $0.kind as DeferredEdge.Kind?) }
                for (position, (target, deferred)) in edges.enumerated().reversed() {
                    let isLast = position == edges.count - 1
                    stack.append(
                        Item(
                            node: target, depth: item.depth + 1, prefix: item.prefix + (isLast ? "    " : "│   "),
                            connector: item.prefix + (isLast ? "└── " : "├── "), deferred: deferred))
                }
            }
            while let left = path.popLast() { onPath[left] = false }
        }
        return lines.joined(separator: "\n")
    }
}
