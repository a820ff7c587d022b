import TolerantXML

/// Decodes HTML character references in escaped HTML: numeric (`&#233;`, `&#xE9;`) and every HTML named
/// one; an unknown name is left as written.
enum HTMLEntities {
    /// The decoded text of the reference at `start` (which holds `&`) and the index after it, or `nil`
    /// when there is no reference there.
    static func decode(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        let limit = min(bytes.count, start + 34)
        guard let semicolon = (start + 1..<limit).first(where: { bytes[$0] == UInt8(ascii: ";") }),
            semicolon > start + 1
        else { return nil }
        guard let decoded = decode(String(decoding: bytes[(start + 1)..<semicolon], as: UTF8.self)) else { return nil }
        return (decoded, semicolon + 1)
    }

    private static func decode(_ reference: String) -> String? {
        if reference.hasPrefix("#") {
            let digits = reference.dropFirst()
            let value: UInt32? =
                digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, value != 0 else { return nil }
            // Numeric references to 0x80-0x9F mean Windows-1252 characters in practice.
            if (0x80...0x9F).contains(value) { return String(Windows1252.scalar(for: UInt8(value))) }
            return Unicode.Scalar(value).map(String.init)
        }
        return HTMLNamedEntities.text(named: reference)
    }
}
