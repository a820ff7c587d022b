/// The registrations visible from a container and what each depends on, as validation and graph export see them.
///
/// Nodes are the visible registrations, in the order ``Container/registrations`` lists them, followed by the keys
/// something depends on that nothing registers. Edges are unique and kept in discovery order.
struct DependencyGraph {
    /// One registration, or one key nothing registers.
    struct Node {
        /// The key.
        let key: ServiceKey
        /// The registration in force, or `nil` for a missing key.
        let registration: AnyRegistration?
        /// Whether the registration comes from a parent container.
        let isInherited: Bool
        /// The registration's lifetime, `nil` for a missing key.
        let lifetime: Lifetime?
        /// How the registration's factory runs, `nil` for a missing key.
        let kind: RegistrationKind?
        /// Whether the registration is an alias made with `implements`.
        let isAlias: Bool
        /// The nodes this one depends on.
        var edges: [Int] = []
        /// The nodes this one resolves later, through a ``Lazy`` or ``Provider``: not part of its creation, so no
        /// cycle or captive dependency runs through them.
        var deferredEdges: [DeferredEdge] = []

        init(key: ServiceKey, registration: AnyRegistration?, isInherited: Bool) {
            self.key = key
            self.registration = registration
            self.isInherited = isInherited
            let record = registration?.record
            lifetime = record?.lifetime
            kind = record?.kind
            isAlias = record?.aliasOf != nil
        }
    }

    /// Above this many edges, a node's edges are deduplicated with a set rather than by scanning them.
    private static let scanLimit = 16

    private(set) var nodes: [Node] = []
    private var index: [ServiceKey: Int] = [:]
    private var edgeSets: [Int: Set<Int>] = [:]

    /// Makes an empty graph with room for `capacity` nodes.
    init(capacity: Int = 0) {
        nodes.reserveCapacity(capacity)
        index.reserveCapacity(capacity)
    }

    /// Adds a registration; keys must be unique.
    @discardableResult
    mutating func addRegistration(_ registration: AnyRegistration, isInherited: Bool) -> Int {
        append(Node(key: registration.key, registration: registration, isInherited: isInherited))
    }

    /// The node of `key`, added as a missing key when nothing registers it.
    mutating func node(for key: ServiceKey) -> Int {
        if let found = index[key] { return found }
        return append(Node(key: key, registration: nil, isInherited: false))
    }

    /// Adds the edge `from` → `to` unless it exists.
    mutating func addEdge(from: Int, to: Int) {
        let count = nodes[from].edges.count
        if count < Self.scanLimit {
            guard !nodes[from].edges.contains(to) else { return }
        } else {
            if count == Self.scanLimit { edgeSets[from] = Set(nodes[from].edges) }
            guard edgeSets[from, default: []].insert(to).inserted else { return }
        }
        nodes[from].edges.append(to)
    }

    /// Adds the edge `from` → the node of `key`; for a key of a ``Lazy`` or ``Provider`` nothing registers, a
    /// deferred edge to the node of the service it resolves (as resolution makes one only for a key nothing
    /// registers).
    mutating func addEdge(from: Int, to key: ServiceKey) {
        // A registered key first: asking a type whether it is a `Lazy` or `Provider` scans the binary's
        // conformance records once per type, which for an app's every dependency cost more than the validation.
        if let found = index[key], nodes[found].registration != nil {
            addEdge(from: from, to: found)
        } else if let deferred = key.type as? any DeferredResolution.Type {
            addDeferredEdge(from: from, to: ServiceKey(deferred.target, name: key.name), kind: deferred.edgeKind)
        } else {
            addEdge(from: from, to: node(for: key))
        }
    }

    /// Adds the deferred edge `from` → the node of `key` unless it exists.
    mutating func addDeferredEdge(from: Int, to key: ServiceKey, kind: DeferredEdge.Kind) {
        let edge = DeferredEdge(target: node(for: key), kind: kind)
        guard !nodes[from].deferredEdges.contains(edge) else { return }
        nodes[from].deferredEdges.append(edge)
    }

    private mutating func append(_ node: Node) -> Int {
        let position = nodes.count
        nodes.append(node)
        index[node.key] = position
        return position
    }
}

extension DependencyGraph {
    /// For each node, the node it was first reached from in a walk that starts at the nodes nothing depends on
    /// (in order), then at any node not reached yet (those in cycles); `-1` for a starting node.
    func reachedFrom() -> [Int] {
        var hasIncoming = [Bool](repeating: false, count: nodes.count)
        for node in nodes {
            for target in node.edges { hasIncoming[target] = true }
        }
        let starts = nodes.indices.filter { !hasIncoming[$0] } + Array(nodes.indices)
        var parent = [Int](repeating: -1, count: nodes.count)
        var visited = [Bool](repeating: false, count: nodes.count)
        var stack: [Int] = []
        for start in starts where !visited[start] {
            visited[start] = true
            stack.append(start)
            while let current = stack.popLast() {
                for target in nodes[current].edges where !visited[target] {
                    visited[target] = true
                    parent[target] = current
                    stack.append(target)
                }
            }
        }
        return parent
    }

    /// The keys from a starting node down to `node`, given ``reachedFrom()``.
    func path(to node: Int, parents: [Int]) -> [ServiceKey] {
        var steps: [ServiceKey] = []
        var current = node
        var guardCount = 0
        while current >= 0, guardCount <= nodes.count {
            steps.append(nodes[current].key)
            current = parents[current]
            guardCount += 1
        }
        return steps.reversed()
    }

    /// The cycles, each once, as node lists that start and end with the same node: one per back edge of a
    /// depth-first walk, which finds at least one cycle in every strongly connected part of the graph.
    func cycles() -> [[Int]] {
        var color = [UInt8](repeating: 0, count: nodes.count)
        var found: [[Int]] = []
        var seen = Set<[Int]>()
        for start in nodes.indices where color[start] == 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            color[start] = 1
            while let top = stack.last {
                let edges = nodes[top.node].edges
                guard top.next < edges.count else {
                    color[top.node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = edges[top.next]
                if color[target] == 0 {
                    color[target] = 1
                    stack.append((target, 0))
                } else if color[target] == 1, let begin = stack.lastIndex(where: { $0.node == target }) {
                    let loop = stack[begin...].map(\.node)
                    if seen.insert(Self.canonical(loop)).inserted { found.append(loop + [target]) }
                }
            }
        }
        return found
    }

    /// The loop rotated to start at its smallest node, to recognise the same loop found twice.
    private static func canonical(_ loop: [Int]) -> [Int] {
        guard let smallest = loop.indices.min(by: { loop[$0] < loop[$1] }) else { return loop }
        return Array(loop[smallest...] + loop[..<smallest])
    }
}

/// A dependency resolved after its dependent was created, through a ``Lazy`` or a ``Provider``.
struct DeferredEdge: Equatable {
    /// How the dependent resolves it.
    enum Kind: String {
        /// Through a ``Lazy``: once, on first use.
        case lazy
        /// Through a ``Provider``: on each use.
        case provider
    }

    /// The node of the service resolved.
    let target: Int
    let kind: Kind
}
