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
        var text = text
        var scan = Scan(text)
        guard scan.hasNonASCII else { return text }
        if let decoded = decodedTwice(text) {
            text = decoded
            scan = Scan(text)
        }
        guard scan.hasC1Control else { return text }
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

    /// What one pass over a text's UTF-8 finds: any byte above ASCII, and any C1 control (0xC2 followed by
    /// 0x80 to 0x9F).
    private struct Scan {
        var hasNonASCII = false
        var hasC1Control = false

        init(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                // Eight bytes at a time while they are ASCII, as nearly all feed text is.
                var index = 0
                while index + 8 <= bytes.count {
                    let word = UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 != 0 { break }
                    index += 8
                }
                guard var position = bytes[index...].firstIndex(where: { $0 >= 0x80 }) else { return }
                hasNonASCII = true
                while let lead = bytes[position...].firstIndex(of: 0xC2) {
                    if lead + 1 < bytes.count, (0x80...0x9F).contains(bytes[lead + 1]) {
                        hasC1Control = true
                        return
                    }
                    position = lead + 1
                }
            }
        }
    }

    /// The UTF-8 that `text`'s characters spell as Windows-1252 bytes, or `nil` when one is not in that
    /// code page or the bytes are not valid UTF-8. Stops at the first byte that breaks UTF-8's shape, so
    /// ordinary text ("café", "it’s") costs a few characters, not a pass over the whole text.
    private static func decodedTwice(_ text: String) -> String? {
        // The shape first, so that ordinary text is refused before a byte is copied.
        var continuations = 0
        for scalar in text.unicodeScalars {
            // Every character above U+00FF is a byte from 0x80 to 0x9F, which only continues a sequence.
            if scalar.value > 0xFF, continuations == 0 { return nil }
            guard let byte = codePageByte(of: scalar) else { return nil }
            if continuations > 0 {
                guard (0x80...0xBF).contains(byte) else { return nil }
                continuations -= 1
            } else {
                switch byte {
                case 0x00...0x7F: break
                case 0xC2...0xDF: continuations = 1
                case 0xE0...0xEF: continuations = 2
                case 0xF0...0xF4: continuations = 3
                default: return nil
                }
            }
        }
        guard continuations == 0 else { return nil }
        // The shape is right; the validation also refuses overlong forms and surrogates.
        return String(validating: text.unicodeScalars.compactMap(codePageByte(of:)), as: UTF8.self)
    }

    /// The Windows-1252 (or Latin-1) byte of `scalar`, or `nil` when the code page has none.
    private static func codePageByte(of scalar: Unicode.Scalar) -> UInt8? {
        scalar.value <= 0xFF ? UInt8(scalar.value) : windows1252Bytes[scalar.value]
    }

    /// The byte of each character Windows-1252 puts at 0x80 to 0x9F.
    private static let windows1252Bytes: [UInt32: UInt8] = Dictionary(
        (0x80...0x9F).map { byte in (Windows1252.scalar(for: UInt8(byte)).value, UInt8(byte)) },
        uniquingKeysWith: { first, _ in first })
}
