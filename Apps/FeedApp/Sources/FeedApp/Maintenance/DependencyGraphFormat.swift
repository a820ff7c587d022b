/// How `feed graph` prints the dependency graph.
enum DependencyGraphFormat: String, Sendable, CaseIterable {
    /// An indented tree, for people.
    case tree
    /// Graphviz DOT.
    case dot
    /// A Mermaid flowchart.
    case mermaid
    /// JSON, for scripts.
    case json
}
