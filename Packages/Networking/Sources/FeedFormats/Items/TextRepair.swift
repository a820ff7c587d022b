import TolerantXML

/// Undoes the two encoding slips publishers make most, as established parsers (feedparser) undo them.
///
/// - Double-encoded UTF-8: UTF-8 bytes once read as Windows-1252 (or Latin-1) and encoded again, so "…"
///   arrives as "â€¦". A text whose characters are all Windows-1252's (or C1 controls) and, taken as those
///   bytes, form valid UTF-8, is read again as that UTF-8. Real Windows-1252 text almost never passes:
///   every accented letter in it would have to be followed by the one to three symbols (bytes 0x80 to
///   0xBF) a UTF-8 sequence needs.
/// - C1 control characters (U+0080 to U+009F), which no text means: they stand for the Windows-1252
///   characters of those bytes ("don\u{92}t" is "don’t"), as in browsers.
enum TextRepair {
    /// `text` with both slips undone; the same string when it has neither, which ASCII text never has.
    static func repaired(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
        let text = decodedTwice(text) ?? text
        guard text.unicodeScalars.contains(where: isC1Control) else { return text }
        let scalars = text.unicodeScalars.map { isC1Control($0) ? Windows1252.scalar(for: UInt8($0.value)) : $0 }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The repaired text of a field that may be absent.
    static func repaired(_ text: String?) -> String? {
        text.map { repaired($0) }
    }

    private static func isC1Control(_ scalar: Unicode.Scalar) -> Bool {
        (0x80...0x9F).contains(scalar.value)
    }

    /// The UTF-8 that `text`'s characters spell as Windows-1252 bytes, or `nil` when one is not in that
    /// code page or the bytes are not valid UTF-8.
    private static func decodedTwice(_ text: String) -> String? {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            guard let byte = scalar.value <= 0xFF ? UInt8(scalar.value) : windows1252Bytes[scalar.value] else {
                return nil
            }
            bytes.append(byte)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The byte of each character Windows-1252 puts at 0x80 to 0x9F.
    private static let windows1252Bytes: [UInt32: UInt8] = Dictionary(
        (0x80...0x9F).map { byte in (Windows1252.scalar(for: UInt8(byte)).value, UInt8(byte)) },
        uniquingKeysWith: { first, _ in first })
}
