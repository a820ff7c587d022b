import DI
import Foundation
import Testing

@Suite("Graph export")
struct GraphExportTests {
    @Test("the dependency tree shows each registration under what needs it, created or not, and missing keys")
    func dependencyTree() throws {
        let container = makeSUT()
        _ = try container.resolve((any HTTPClient).self)

        let tree = container.dependencyTree()

        #expect(
            tree == """
                FeedViewModel .transient
                └── FeedLoader(remote) .singleton · not created
                    ├── HTTPClient .singleton · created
                    └── Logger missing
                Session .scoped
                """)
    }

    @Test("a node shown twice is not expanded again, and a loop is marked")
    func repeatsAndCycles() {
        let container = Container()
        container.autoregister(CycleA.self, initializer: CycleA.init)
        container.autoregister(CycleB.self, initializer: CycleB.init)

        #expect(
            container.dependencyTree() == """
                CycleA .transient
                └── CycleB .transient
                    └── CycleA .transient (cycle)
                """)
    }

    @Test("the DOT export has every node with its lifetime and every edge", .enabled(if: Graphviz.isInstalled))
    func dotParsesWithGraphviz() throws {
        let dot = makeSUT().graph(format: .dot)

        let svg = try Graphviz.render(dot)

        #expect(dot.hasPrefix("digraph DI {"))
        #expect(dot.contains("n0 -> n1;"))
        #expect(dot.contains("FeedLoader(remote)\\n.singleton · not created"))
        #expect(svg.contains("<svg"))
    }

    @Test("the Mermaid export is a flowchart with escaped labels, lifetimes and edges")
    func mermaidSyntax() {
        let container = makeSUT()
        container.register([String: Int].self) { _ in [:] }

        let lines = container.graph(format: .mermaid).split(separator: "\n").map(String.init)

        #expect(lines.first == "flowchart LR")
        #expect(lines.contains("    n1[\"FeedLoader(remote)<br/>.singleton · not created\"]"))
        #expect(lines.contains("    n3[\"Logger<br/>missing\"]:::missing") == false)
        #expect(lines.contains { $0.contains("Dictionary#lt;String, Int#gt;") })
        #expect(lines.contains("    n0 --> n1"))
        #expect(lines.filter { $0.contains("\"") }.allSatisfy { $0.filter { $0 == "\"" }.count == 2 })
    }

    @Test("the JSON export decodes, with nodes, lifetimes, created state and edges")
    func jsonDecodes() throws {
        let container = makeSUT()
        _ = try container.resolve((any HTTPClient).self)

        let graph = try JSONDecoder().decode(ExportedGraph.self, from: Data(container.graph(format: .json).utf8))

        #expect(graph.nodes.map(\.key) == ["FeedViewModel", "FeedLoader(remote)", "HTTPClient", "Session", "Logger"])
        #expect(graph.nodes.map(\.lifetime) == ["transient", "singleton", "singleton", "scoped", nil])
        #expect(graph.nodes.map(\.created) == [false, false, true, false, false])
        #expect(graph.nodes.map(\.registered) == [true, true, true, true, false])
        #expect(graph.nodes[1].name == "remote")
        #expect(graph.edges == [.init(from: "n0", to: "n1"), .init(from: "n1", to: "n2"), .init(from: "n1", to: "n4")])
    }

    // MARK: - Helpers

    private func makeSUT() -> Container {
        let container = Container()
        container.register(FeedViewModel.self) { r in
            FeedViewModel(loader: try r.resolve((any FeedLoader).self, name: .remote))
        }
        container.register(
            (any FeedLoader).self, name: .remote, scope: .singleton,
            dependsOn: [.init((any HTTPClient).self), .init((any Logger).self)]
        ) { r in RemoteFeedLoader(url: feedURL, client: try r.resolve((any HTTPClient).self)) }
        container.register((any HTTPClient).self, scope: .singleton) { _ in URLSessionHTTPClient() }
        container.register(Session.self, scope: .scoped) { _ in Session() }
        return container
    }
}

private struct ExportedGraph: Decodable {
    struct Node: Decodable {
        let id: String
        let key: String
        let name: String?
        let registered: Bool
        let lifetime: String?
        let created: Bool
    }

    struct Edge: Decodable, Equatable {
        let from: String
        let to: String
    }

    let nodes: [Node]
    let edges: [Edge]
}

/// Runs Graphviz's `dot`, when installed, on an exported graph.
private enum Graphviz {
    static let path = "/usr/bin/dot"

    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    static func render(_ dot: String) throws -> String {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("di-graph-\(UUID().uuidString).dot")
        try dot.write(to: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-Tsvg", input.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GraphvizFailure(message: String(decoding: message, as: UTF8.self))
        }
        return String(decoding: svg, as: UTF8.self)
    }
}

private struct GraphvizFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { "dot failed: \(message)" }
}
