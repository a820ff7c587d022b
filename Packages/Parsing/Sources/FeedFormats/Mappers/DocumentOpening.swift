#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the start of a document that is neither XML nor JSON looks like, for the message that refuses it.
struct DocumentOpening: Equatable {
    /// The most characters a message quotes.
    static let maxQuotedCharacters = 16

    /// Whether the first bytes hold control bytes or are not UTF-8: a program, an image, an archive.
    let isBinary: Bool
    /// The first printable characters of the first line, at most ``maxQuotedCharacters``; empty for binary data.
    let quote: String

    /// Judges `bytes`, the first bytes of a document (possibly cut inside a character at the end), and
    /// quotes from `text`, the same bytes decoded from where the document's content starts.
    init(bytes: [UInt8], text: Substring) {
        let controls = bytes.contains { ($0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains($0)) || $0 == 0x7F }
        isBinary = controls || String(validating: Self.droppingCutCharacter(bytes), as: UTF8.self) == nil
        guard !isBinary else {
            quote = ""
            return
        }
        let firstLine = text.prefix { !$0.isNewline }
        quote = String(firstLine.filter(Self.isPrintable).prefix(Self.maxQuotedCharacters))
    }

    /// `bytes` without a UTF-8 sequence cut short at its end, where a prefix of a document may stop.
    private static func droppingCutCharacter(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        guard let lead = bytes.indices.reversed().prefix(4).first(where: { bytes[$0] & 0xC0 != 0x80 }) else {
            return bytes[...]
        }
        let length =
            switch bytes[lead] {
            case 0xF0...: 4
            case 0xE0...: 3
            case 0xC0...: 2
            default: 1
            }
        return bytes.count - lead < length ? bytes[..<lead] : bytes[...]
    }

    /// Letters, digits, punctuation, symbols and the plain space: never a control, a bidi control or a
    /// private-use character, whatever the terminal would make of it.
    private static func isPrintable(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation,
                .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
                .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .nonspacingMark, .spacingMark,
                .enclosingMark:
                true
            case .spaceSeparator: scalar == " "
            default: false
            }
        }
    }
}
