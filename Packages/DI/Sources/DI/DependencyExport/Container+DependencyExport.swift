extension Container {
    /// A readable tree of the registrations visible from this container and what each depends on, marking which
    /// shared instances are created yet.
    ///
    /// ```
    /// FeedViewModel .transient
    /// └── FeedLoader(remote) .singleton · created
    ///     ├── HTTPClient .singleton · not created
    ///     └── Logger missing
    /// ```
    ///
    /// Each tree starts at a registration nothing depends on. A service already shown is not expanded again
    /// (`(see above)`); a loop is marked `(cycle)`. The edges are the ones ``validate()`` sees: it observes the
    /// synchronous factories that declare nothing in the same way, creating and caching nothing here.
    ///
    /// - Returns: the tree, one registration per line.
    public func dependencyTree() -> String {
        reading { DependencyTreeWriter(graph: analyzeDependencies().graph).text() }
    }

    /// The dependency graph as text, with every registration's lifetime and kind, created state, and missing keys.
    ///
    /// ```swift
    /// try container.graph(format: .dot).write(toFile: "graph.dot", atomically: true, encoding: .utf8)
    /// ```
    ///
    /// The edges are the ones ``validate()`` sees (see ``dependencyTree()``).
    ///
    /// - Parameter format: DOT for Graphviz, Mermaid for Markdown, JSON for tools.
    /// - Returns: the graph in that format.
    public func graph(format: GraphFormat) -> String {
        // The analysis looks registrations up, and the writers read cached instances, without a lock.
        let read = enterRead()
        defer { leaveRead(read) }
        let graph = analyzeDependencies().graph
        switch format {
        case .dot: return DependencyGraphWriter(graph: graph).dot()
        case .mermaid: return DependencyGraphWriter(graph: graph).mermaid()
        case .json: return DependencyGraphWriter(graph: graph).json()
        }
    }
}
