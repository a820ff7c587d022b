/// A console that shows styled runs in colour (ANSI SGR codes) on the streams ``ColorChoice`` allows.
///
/// It sits beneath ``CleaningConsole``, so its codes are the only ones that reach the terminal. Each
/// styled run's lines are coloured one by one, so a colour never spans a line end (`less -R` and a
/// terminal that scrolls keep it whole).
struct ColoringConsole: Console {
    /// The console written to.
    let wrapped: any Console
    /// Whether the output is coloured.
    let colorsOutput: Bool
    /// Whether the messages stream is coloured.
    let colorsErrors: Bool

    func write(_ text: String) { wrapped.write(text) }
    func writeError(_ text: String) { wrapped.writeError(text) }
    func write(_ text: TerminalSafeText) { wrapped.write(text) }
    /// Writes the runs, each styled one in its colour when the output is coloured.
    func write(_ runs: [StyledText]) {
        wrapped.write(colorsOutput ? Self.painted(runs) : runs.map(\.text).joined())
    }
    /// Writes the runs, each styled one in its colour when the messages stream is coloured.
    func writeError(_ runs: [StyledText]) {
        wrapped.writeError(colorsErrors ? Self.painted(runs) : runs.map(\.text).joined())
    }
    func showStatus(_ line: String?) { wrapped.showStatus(line) }
    var outputIsTerminal: Bool { wrapped.outputIsTerminal }
    var errorIsTerminal: Bool { wrapped.errorIsTerminal }
    var width: Int? { wrapped.width }

    /// The SGR parameters of each style: bold for titles, green for new items, yellow, red; a search's
    /// matched words in reverse video, as pagers show what was searched for.
    static func code(for style: StyledText.Style) -> String {
        switch style {
        case .feedTitle: "1"
        case .newItem: "32"
        case .warning: "33"
        case .error: "31"
        case .match: "7"
        }
    }

    private static func painted(_ runs: [StyledText]) -> String {
        runs.map { run in
            guard let style = run.style else { return run.text }
            return run.text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "\u{1B}[\(code(for: style))m\($0)\u{1B}[0m"
            }.joined(separator: "\n")
        }.joined()
    }
}
