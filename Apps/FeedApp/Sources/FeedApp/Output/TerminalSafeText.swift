/// UTF-8 text already free of everything ``TerminalText`` cleans, so consoles write it without checking it
/// again.
///
/// Only a writer that copies every piece of feed text through the same cleaning as it builds its output makes
/// one (``JSONTextWriter``): checking, cleaning and copying a 4 MB `--json` document once more cost a fifth of
/// `feed read --offline`.
public struct TerminalSafeText: Sendable {
    /// The text's bytes, valid UTF-8.
    public let utf8: [UInt8]

    init(cleanedUTF8 utf8: [UInt8]) {
        self.utf8 = utf8
    }
}
