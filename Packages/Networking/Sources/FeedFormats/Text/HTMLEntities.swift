import TolerantXML

/// Decodes HTML character references in escaped HTML: numeric (`&#233;`, `&#xE9;`) and every HTML named
/// one; an unknown name is left as written.
enum HTMLEntities {
    /// What a reference stands for: one character, or the text of a named reference.
    enum Decoded: Equatable {
        case scalar(Unicode.Scalar)
        case text(String)
    }

    private static let common: [(name: [UInt8], scalar: Unicode.Scalar)] = [
        (Array("amp".utf8), "&"), (Array("lt".utf8), "<"), (Array("gt".utf8), ">"), (Array("quot".utf8), "\""),
        (Array("apos".utf8), "'"), (Array("nbsp".utf8), "\u{A0}"),
    ]

    /// The longest reference looked for: `&`, 32 bytes of name, `;`.
    private static let longestReference = 34

    /// What the reference at `start` (which holds `&`) stands for and the index after it, or `nil` when
    /// there is no reference there.
    static func decode(in bytes: [UInt8], at start: Int) -> (Decoded, Int)? {
        let limit = min(bytes.count, start + longestReference)
        var semicolon = start + 1
        while semicolon < limit, bytes[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
        guard semicolon < limit, semicolon > start + 1 else { return nil }
        let reference = bytes[(start + 1)..<semicolon]
        guard let decoded = decode(reference) else { return nil }
        return (decoded, semicolon + 1)
    }

    /// Whether a `;` follows the `&` at `start` closely enough to end a reference; without one, the `&` is
    /// text whatever follows it.
    static func mayStartReference(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let limit = min(bytes.count, start + longestReference)
        var index = start + 2
        while index < limit {
            if bytes[index] == UInt8(ascii: ";") { return true }
            index += 1
        }
        return false
    }

    private static func decode(_ reference: ArraySlice<UInt8>) -> Decoded? {
        if reference.first == UInt8(ascii: "#") {
            return NumericReference.scalar(of: reference.dropFirst()).map(Decoded.scalar)
        }
        // The names escaped HTML in feeds nearly always uses, read without parsing the whole table.
        if let scalar = common.first(where: { $0.name.elementsEqual(reference) })?.scalar { return .scalar(scalar) }
        return HTMLNamedEntities.text(named: String(decoding: reference, as: UTF8.self)).map(Decoded.text)
    }
}
