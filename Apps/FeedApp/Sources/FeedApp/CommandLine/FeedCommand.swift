/// One `feed` command: what it accepts (its ``spec``, which parsing and help read), and its run.
///
/// The app parses the line against ``spec``, reads the command's own values with ``options(from:)`` (before
/// anything is built, so a wrong line never opens a store), builds the command with ``make(_:composer:)``
/// and runs it. Each command gets what it needs through its initializer; tests call that initializer with
/// fakes. Adding a command is writing one such type and listing it in ``CommandList``.
protocol FeedCommand: Sendable {
    /// The command's own values, typed and checked.
    associatedtype Options: Sendable

    /// The command's name, summary, arguments and flags.
    static var spec: CommandSpec { get }

    /// The command's values on `line`.
    ///
    /// - Throws: ``UsageError`` naming the argument or flag value that is not accepted.
    static func options(from line: ParsedArguments) throws(UsageError) -> Options

    /// The command for `options`, with what it needs from the composition.
    ///
    /// - Throws: the composition's error when the app cannot be built.
    static func make(_ options: Options, composer: AppComposer) throws -> Self

    /// Does what the command is for and says how it ended.
    func run() async -> ExitCode
}

/// The options of a command that has none of its own.
struct NoOptions: Sendable, Equatable {}

extension FeedCommand where Options == NoOptions {
    /// A command without values of its own reads nothing from its line.
    static func options(from line: ParsedArguments) throws(UsageError) -> NoOptions { NoOptions() }
}

extension FeedCommand where Options == String {
    /// A command of one argument (its spec's `.one`, which parsing has checked) takes it as typed.
    static func options(from line: ParsedArguments) throws(UsageError) -> String { line.positionals.first ?? "" }
}
