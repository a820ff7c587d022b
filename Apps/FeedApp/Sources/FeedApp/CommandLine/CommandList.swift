/// Every `feed` command, in the order help lists them: bare `feed` first.
enum CommandList {
    /// The command types.
    static let commands: [any FeedCommand.Type] = [
        SampleCommand.self, ReadCommand.self, ShowCommand.self, OpenCommand.self, MarkReadCommand.self,
        MarkUnreadCommand.self, SearchCommand.self, CacheCommand.self, GraphCommand.self, ValidateCommand.self,
        AddCommand.self, RemoveCommand.self, ListCommand.self, ImportCommand.self, ExportCommand.self,
        CompletionCommand.self, ManCommand.self,
    ]

    /// `feed help [COMMAND]`: answered by the parser, so it has a spec but no type.
    static let help = CommandSpec(
        name: "help", summary: "Show help for feed or one of its commands.", positionals: .optional("COMMAND"),
        flags: [])

    /// The specs of every command and of `help`, as help lists them.
    static var specs: [CommandSpec] { commands.map { $0.spec } + [help] }

    /// The type of the command `spec` describes.
    static func command(for spec: CommandSpec) -> (any FeedCommand.Type)? {
        commands.first { $0.spec.name == spec.name }
    }
}
