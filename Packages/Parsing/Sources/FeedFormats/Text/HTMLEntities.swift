import TolerantXML

/// Decodes HTML character references in escaped HTML: numeric (`&#233;`, `&#xE9;`) and every HTML named
/// one; an unknown name is left as written.
enum HTMLEntities {
    /// What a reference stands for: one character, or the text of a named reference.
    enum Decoded {
        case scalar(Unicode.Scalar)
        case text(String)
    }

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
        if let scalar = commonScalar(named: reference) { return .scalar(scalar) }
        return HTMLNamedEntities.text(named: String(decoding: reference, as: UTF8.self)).map(Decoded.text)
    }

    /// The character of `amp`, `lt`, `gt`, `quot`, `apos` or `nbsp`: the name's bytes, read as one number,
    /// picked by a switch.
    private static func commonScalar(named name: ArraySlice<UInt8>) -> Unicode.Scalar? {
        guard name.count <= 4 else { return nil }
        var packed: UInt32 = 0
        for byte in name { packed = packed << 8 | UInt32(byte) }
        switch (name.count, packed) {  // the count too: a NUL byte first would pack to the same number
        case (3, 0x61_6D_70): return "&"  // amp
        case (2, 0x6C_74): return "<"  // lt
        case (2, 0x67_74): return ">"  // gt
        case (4, 0x71_75_6F_74): return "\""  // quot
        case (4, 0x61_70_6F_73): return "'"  // apos
        case (4, 0x6E_62_73_70): return "\u{A0}"  // nbsp
        default: return nil
        }
    }
}
