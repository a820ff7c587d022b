/// UTF-8 text already free of everything ``TerminalText`` cleans, so consoles write it without checking it
/// again, and the parts of it that play a style.
///
/// Only a writer that copies every piece of feed text through the same cleaning as it builds its output makes
/// one (``JSONTextWriter``, ``TerminalTextWriter``): checking, cleaning and copying a whole `--json` document once
/// more was a large share of `feed read --offline` (Benchmarks/README.md, "Figures behind the code's comments").
public struct TerminalSafeText: Sendable {
    /// A part of the text that plays a style: a console that colours paints each of its lines.
    public struct StyledRange: Sendable, Equatable {
        /// Where the part is in ``TerminalSafeText/utf8``.
        public let bytes: Range<Int>
        /// What the part is.
        public let style: StyledText.Style
    }

    /// The text's bytes, valid UTF-8.
    public let utf8: [UInt8]
    /// The styled parts, in order, apart from one another; the rest of the text is plain.
    public let styledRanges: [StyledRange]

    init(cleanedUTF8 utf8: [UInt8], styledRanges: [StyledRange] = []) {
        self.utf8 = utf8
        self.styledRanges = styledRanges
    }
}
