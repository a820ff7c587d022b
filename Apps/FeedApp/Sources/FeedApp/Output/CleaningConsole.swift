import Presentation

/// A console that cleans everything written to it with `TerminalText`, so no text from a feed, a file or
/// a server can steer the terminal, on a terminal or in a pipe.
///
/// The app wraps its console in it once; its own sequences (the status line's) are added by the console
/// beneath, after the cleaning.
struct CleaningConsole: Console {
    /// The console written to.
    let wrapped: any Console

    /// Writes `text`, cleaned, to the output.
    func write(_ text: String) { wrapped.write(TerminalText.cleaned(text)) }
    /// Writes `text`, cleaned, to the messages stream.
    func writeError(_ text: String) { wrapped.writeError(TerminalText.cleaned(text)) }
    /// Shows `line`, cleaned, as the status line.
    func showStatus(_ line: String?) { wrapped.showStatus(line.map(TerminalText.cleaned)) }
    var outputIsTerminal: Bool { wrapped.outputIsTerminal }
    var errorIsTerminal: Bool { wrapped.errorIsTerminal }
    var width: Int? { wrapped.width }
}
