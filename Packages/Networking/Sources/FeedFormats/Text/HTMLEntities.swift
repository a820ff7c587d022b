/// Decodes HTML character references: numeric (`&#233;`, `&#xE9;`) and the common named ones.
///
/// The named set is HTML 4's Latin-1 and typographic entities, which covers what feeds use; an unknown
/// name is left as written.
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
        return named[reference]
    }

    /// Names for U+00A0 to U+00FF, in order.
    private static let latin1Names = [
        "nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect", "uml", "copy", "ordf", "laquo", "not",
        "shy", "reg", "macr", "deg", "plusmn", "sup2", "sup3", "acute", "micro", "para", "middot", "cedil", "sup1",
        "ordm", "raquo", "frac14", "frac12", "frac34", "iquest", "Agrave", "Aacute", "Acirc", "Atilde", "Auml",
        "Aring", "AElig", "Ccedil", "Egrave", "Eacute", "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml", "ETH",
        "Ntilde", "Ograve", "Oacute", "Ocirc", "Otilde", "Ouml", "times", "Oslash", "Ugrave", "Uacute", "Ucirc",
        "Uuml", "Yacute", "THORN", "szlig", "agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig",
        "ccedil", "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml", "eth", "ntilde",
        "ograve", "oacute", "ocirc", "otilde", "ouml", "divide", "oslash", "ugrave", "uacute", "ucirc", "uuml",
        "yacute", "thorn", "yuml",
    ]

    private static let others: [String: UInt32] = [
        "amp": 0x26, "lt": 0x3C, "gt": 0x3E, "quot": 0x22, "apos": 0x27, "OElig": 0x152, "oelig": 0x153,
        "Scaron": 0x160, "scaron": 0x161, "Yuml": 0x178, "fnof": 0x192, "circ": 0x2C6, "tilde": 0x2DC,
        "ensp": 0x2002, "emsp": 0x2003, "thinsp": 0x2009, "zwnj": 0x200C, "zwj": 0x200D, "lrm": 0x200E,
        "rlm": 0x200F, "ndash": 0x2013, "mdash": 0x2014, "lsquo": 0x2018, "rsquo": 0x2019, "sbquo": 0x201A,
        "ldquo": 0x201C, "rdquo": 0x201D, "bdquo": 0x201E, "dagger": 0x2020, "Dagger": 0x2021, "bull": 0x2022,
        "hellip": 0x2026, "permil": 0x2030, "prime": 0x2032, "Prime": 0x2033, "lsaquo": 0x2039,
        "rsaquo": 0x203A, "euro": 0x20AC, "trade": 0x2122, "larr": 0x2190, "rarr": 0x2192, "hearts": 0x2665,
    ]

    private static let named: [String: String] = {
        var table: [String: String] = [:]
        for (offset, name) in latin1Names.enumerated() {
            table[name] = Unicode.Scalar(UInt32(0xA0 + offset)).map(String.init)
        }
        for (name, value) in others {
            table[name] = Unicode.Scalar(value).map(String.init)
        }
        return table
    }()
}
