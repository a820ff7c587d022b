/// `--color auto|always|never`: whether the app's colours are shown.
///
/// `auto` (the default) colours a stream only when it is a terminal and `NO_COLOR` is not set (to any
/// value, as no-color.org asks); `never` never does; `always` always does, in a pipe too.
enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never

    /// The choice on `line`; `auto` when the flag is absent.
    ///
    /// - Throws: ``UsageError`` for a value other than `auto`, `always` or `never`.
    init(_ line: ParsedArguments) throws(UsageError) {
        self = try line.choice(CommonFlags.color, as: ColorChoice.self) ?? .auto
    }

    /// Whether a stream that is (or is not) a terminal is coloured, given the environment `variables`.
    func colors(terminal: Bool, variables: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: terminal && variables["NO_COLOR"] == nil
        }
    }

    /// `console` colouring the streams this choice allows.
    func console(_ console: any Console, variables: [String: String]) -> any Console {
        ColoringConsole(
            wrapped: console, colorsOutput: colors(terminal: console.outputIsTerminal, variables: variables),
            colorsErrors: colors(terminal: console.errorIsTerminal, variables: variables))
    }
}
