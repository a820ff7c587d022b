/// How many terminal columns text takes, counted per grapheme cluster as terminals draw it.
///
/// East Asian Wide and Fullwidth characters take two columns, so does a character shown as an emoji
/// (followed by U+FE0F, or a flag of two regional indicators); combining marks, format and control
/// characters take none, as they join the character before them; everything else takes one. The wide
/// scalars come from Unicode's EastAsianWidth data (`scripts/generate-wide-scalars`).
public enum DisplayWidth {
    /// The columns `text` takes.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The columns `text` takes: on its UTF-8 bytes when every scalar is ``isOneColumn(_:)``, else per character.
    public static func of(_ text: String) -> Int {
        oneColumnScalars(in: text, readingUpTo: .max) ?? text.reduce(0) { $0 + of($1) }
    }

    /// Whether `text` takes more than `columns`, read only as far as it takes to tell.
    ///
    /// Text of ``isOneColumn(_:)`` scalars (printable ASCII, Latin, typographic punctuation) is counted on
    /// its UTF-8 bytes, a column a scalar: none of them joins another into one character. Anything else is
    /// counted per character from the start. (Counting what comes before such a scalar never overstates:
    /// what joins a character only keeps or widens it, so an early "more" stands.)
    static func exceeds(_ text: String, _ columns: Int) -> Bool {
        guard let used = oneColumnScalars(in: text, readingUpTo: columns) else {
            return charactersExceed(text, columns)
        }
        return used > columns
    }

    /// The columns `text` takes when each of its scalars is ``isOneColumn(_:)``, read until they pass `limit`
    /// (then the count so far, more than `limit`); `nil` when a scalar before that is not.
    private static func oneColumnScalars(in text: String, readingUpTo limit: Int) -> Int? {
        var text = text
        // Read on the string's own UTF-8 bytes, eight printable ASCII bytes at a time: through the UTF-8 view's
        // iterator this was most of shortening the summaries of a 10,000-item feed.
        return text.withUTF8 { bytes in
            var used = 0
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count {
                    let word = ByteWords.word(at: index, of: bytes)
                    if ByteWords.isPrintableASCII(word) {
                        used += 8
                        index += 8
                        if used > limit { return used }
                        continue
                    }
                }
                let lead = bytes[index]
                let scalar: UInt32
                let length: Int
                switch lead {
                case 0..<0x80:
                    scalar = UInt32(lead)
                    length = 1
                case 0xC2..<0xE0 where index + 1 < bytes.count:
                    scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                    length = 2
                case 0xE0..<0xF0 where index + 2 < bytes.count:
                    scalar =
                        UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                        | UInt32(bytes[index + 2] & 0x3F)
                    length = 3
                default: return nil
                }
                guard isOneColumn(scalar) else { return nil }
                used += 1
                index += length
                if used > limit { return used }
            }
            return used
        }
    }

    /// Whether `scalar` is a character of its own one column wide, whatever is next to it: printable ASCII,
    /// U+00A0–U+02FF but the soft hyphen (Latin; combining marks begin at U+0300), and the dashes, quotes,
    /// bullets and ellipsis of U+2010–U+2027 and U+2030–U+205E. None is wide, a mark, a format character,
    /// or a grapheme extender, joiner or prefix.
    static func isOneColumn(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E: true
        default: false
        }
    }

    private static func charactersExceed(_ text: String, _ columns: Int) -> Bool {
        var used = 0
        for character in text {
            used += of(character)
            if used > columns { return true }
        }
        return false
    }

    /// The columns one character takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        // A lone ASCII scalar: printable ones take a column, controls none.
        if let ascii = character.asciiValue, character.utf8.count == 1 { return (0x20...0x7E).contains(ascii) ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(emojiPresentation) || regionalIndicators.contains(first.value) { return 2 }
        return width(of: first)
    }

    /// U+FE0F VARIATION SELECTOR-16: show the character before it as an emoji, two columns wide.
    private static let emojiPresentation: Unicode.Scalar = "\u{FE0F}"
    /// Two of them make a flag, drawn as one emoji.
    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

    private static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .format: return 0
        default: return isWide(scalar.value) ? 2 : 1
        }
    }

    /// Whether `value` is in ``wideScalars``, by binary search.
    private static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideScalars.count
        while low < high {
            let middle = (low + high) / 2
            let range = wideScalars[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
