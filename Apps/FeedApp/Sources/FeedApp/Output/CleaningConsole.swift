import Presentation

/// A console that cleans everything written to it with `TerminalText`, so no text from a feed, a file or
/// a server can steer the terminal, on a terminal or in a pipe.
///
/// The app wraps its console in it once; its own sequences (colours, the status line's) are added by the
/// consoles beneath, after the cleaning.
struct CleaningConsole: Console {
    /// The console written to.
    let wrapped: any Console

    /// Writes `text`, cleaned, to the output.
    func write(_ text: String) { wrapped.write(TerminalText.cleaned(text)) }
    /// Writes `text`, cleaned already, to the output.
    func write(_ text: TerminalSafeText) { wrapped.write(text) }
    /// Writes `text`, cleaned, to the messages stream.
    func writeError(_ text: String) { wrapped.writeError(TerminalText.cleaned(text)) }
    /// Writes each run's text, cleaned, to the output, keeping its style.
    func write(_ runs: [StyledText]) { wrapped.write(runs.map(Self.cleaned)) }
    /// Writes each run's text, cleaned, to the messages stream, keeping its style.
    func writeError(_ runs: [StyledText]) { wrapped.writeError(runs.map(Self.cleaned)) }
    /// Shows `line`, cleaned, as the status line.
    func showStatus(_ line: String?) { wrapped.showStatus(line.map(TerminalText.cleaned)) }
    var outputIsTerminal: Bool { wrapped.outputIsTerminal }
    var errorIsTerminal: Bool { wrapped.errorIsTerminal }
    var width: Int? { wrapped.width }

    private static func cleaned(_ run: StyledText) -> StyledText {
        StyledText(TerminalText.cleaned(run.text), run.style)
    }
}
