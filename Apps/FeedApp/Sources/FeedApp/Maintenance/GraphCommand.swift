import DI

/// `feed graph [--format tree|dot|mermaid|json]`: the app's dependency graph, drawn by the container.
///
/// It reads the container as assembled, not validated, so it draws a broken graph too.
struct GraphCommand: FeedCommand {
    static let format = FlagSpec("format", value: "tree|dot|mermaid|json", help: "The graph's format (tree).")
    static let spec = CommandSpec(
        name: "graph", summary: "Print the app's dependency graph.", positionals: .none,
        flags: [format] + CommonFlags.configuration)

    static func options(from line: ParsedArguments) throws(UsageError) -> DependencyGraphFormat {
        try line.choice(format, as: DependencyGraphFormat.self) ?? .tree
    }

    static func make(_ options: DependencyGraphFormat, composer: AppComposer) throws -> GraphCommand {
        GraphCommand(format: options, container: try composer.unvalidatedContainer(), console: composer.console)
    }

    let format: DependencyGraphFormat
    let container: Container
    let console: any Console

    /// Prints the graph.
    func run() async -> ExitCode {
        let text =
            switch format {
            case .tree: container.dependencyTree()
            case .dot: container.graph(format: .dot)
            case .mermaid: container.graph(format: .mermaid)
            case .json: container.graph(format: .json)
            }
        console.write(text.hasSuffix("\n") ? text : text + "\n")
        return .success
    }
}
