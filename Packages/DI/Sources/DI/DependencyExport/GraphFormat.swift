/// The text formats ``Container/graph(format:)`` exports the dependency graph in.
public enum GraphFormat: String, Sendable, Hashable, CaseIterable {
    /// Graphviz DOT: `dot -Tsvg graph.dot > graph.svg`.
    case dot
    /// A Mermaid flowchart, rendered by Markdown viewers that support Mermaid (GitHub, GitLab, DocC).
    case mermaid
    /// JSON for tools: `{"nodes": [...], "edges": [{"from": "n0", "to": "n1"}]}`.
    case json
}
