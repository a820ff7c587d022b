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
    /// Writes the text, each styled range's lines in its colour when the output is coloured.
    func write(_ text: TerminalSafeText) {
        guard colorsOutput, !text.styledRanges.isEmpty else { return wrapped.write(text) }
        wrapped.write(Self.painted(text.utf8, text.styledRanges))
    }
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

    /// The runs' text, each styled run's lines painted.
    private static func painted(_ runs: [StyledText]) -> String {
        var utf8: [UInt8] = []
        var styledRanges: [TerminalSafeText.StyledRange] = []
        for run in runs {
            let start = utf8.count
            utf8 += run.text.utf8
            if let style = run.style { styledRanges.append(.init(bytes: start..<utf8.count, style: style)) }
        }
        return painted(utf8, styledRanges)
    }

    /// `utf8` with each non-empty line of each styled range between its style's code and the reset, so a colour
    /// never spans a line end.
    private static func painted(_ utf8: [UInt8], _ styledRanges: [TerminalSafeText.StyledRange]) -> String {
        var painted: [UInt8] = []
        painted.reserveCapacity(utf8.count + 16 * styledRanges.count)
        var plainStart = 0
        for range in styledRanges {
            painted += utf8[plainStart..<range.bytes.lowerBound]
            let code = Array("\u{1B}[\(code(for: range.style))m".utf8)
            var lineStart = range.bytes.lowerBound
            while lineStart <= range.bytes.upperBound {
                let lineEnd = utf8[lineStart..<range.bytes.upperBound].firstIndex(of: 0x0A) ?? range.bytes.upperBound
                if lineEnd > lineStart {
                    painted += code
                    painted += utf8[lineStart..<lineEnd]
                    painted += reset
                }
                if lineEnd < range.bytes.upperBound { painted.append(0x0A) }
                lineStart = lineEnd + 1
            }
            plainStart = range.bytes.upperBound
        }
        painted += utf8[plainStart...]
        return String(decoding: painted, as: UTF8.self)
    }

    /// The code that ends a style.
    private static let reset = Array("\u{1B}[0m".utf8)
}
