#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Resolves a link as written in a feed against the base it is relative to.
enum LinkResolver {
    /// The absolute URL `reference` denotes from `base`; `nil` for an empty or unusable reference.
    ///
    /// Spaces and other characters a URL may not hold are percent-encoded first, since feeds carry
    /// them unescaped. Most links are already absolute `http(s)` URLs, which resolving would give back
    /// unchanged: those are parsed once, without the base.
    static func resolve(_ reference: String?, against base: URL?) -> URL? {
        guard let trimmed = reference?.trimmingWhitespace, !trimmed.isEmpty else { return nil }
        if isPlainAbsolute(trimmed), let url = URL(string: trimmed) { return url }
        if let url = URL(string: trimmed, relativeTo: base) { return url.absoluteURL }
        guard !hasForbiddenHostCharacter(trimmed) else { return nil }
        return URL(string: percentEncoded(trimmed), relativeTo: base)?.absoluteURL
    }

    /// Whether the host of absolute `reference` holds a character no host may hold (`http://example.c[o.test/`):
    /// percent-encoding it would give a URL whose host no browser accepts, so the link is unusable.
    private static func hasForbiddenHostCharacter(_ reference: String) -> Bool {
        guard let schemeEnd = reference.utf8.firstRange(of: "://".utf8),
            reference[..<schemeEnd.lowerBound].allSatisfy({ $0.isASCII && ($0.isLetter || "+-.".contains($0)) })
        else { return false }
        let authority = reference[schemeEnd.upperBound...].prefix { !"/?#\\".contains($0) }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        if hostAndPort.hasPrefix("[") { return false }  // An IPv6 literal, which URL parsing checks itself.
        return hostAndPort.contains { " <>[]^|".contains($0) }
    }

    /// `reference` with every byte but those of a URL query (ASCII letters, digits and `!$&'()*+,-./:;=?@_~`),
    /// `#` and `%` written as `%XX`: what `addingPercentEncoding(withAllowedCharacters:)` gives with
    /// `.urlQueryAllowed` and those two.
    private static func percentEncoded(_ reference: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(reference.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in reference.utf8 {
            if byte < 0x80, isLetterOrDigit(byte) || Self.keptPunctuation.contains(byte) {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let keptPunctuation = Set("!$&'()*+,-./:;=?@_~#%".utf8)

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Whether `link` is an `http(s)` URL that resolving leaves as it is: lowercase scheme, printable ASCII,
    /// and no `.` after a `/` (no dot segment to remove).
    private static func isPlainAbsolute(_ link: String) -> Bool {
        let answer = link.utf8.withContiguousStorageIfAvailable { bytes in
            guard hasHTTPScheme(bytes) else { return false }
            var previous: UInt8 = 0
            for byte in bytes {
                // Printable ASCII is 0x21 to 0x7E: one unsigned comparison after the shift.
                guard byte &- 0x21 < 0x5E, !(previous == UInt8(ascii: "/") && byte == UInt8(ascii: ".")) else {
                    return false
                }
                previous = byte
            }
            return true
        }
        return answer ?? false
    }

    /// Whether `bytes` start with `http://` or `https://`.
    private static func hasHTTPScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 7, bytes[0] == UInt8(ascii: "h"), bytes[1] == UInt8(ascii: "t"),
            bytes[2] == UInt8(ascii: "t"), bytes[3] == UInt8(ascii: "p")
        else { return false }
        let colon = bytes[4] == UInt8(ascii: "s") ? 5 : 4
        return colon + 3 <= bytes.count && bytes[colon] == UInt8(ascii: ":") && bytes[colon + 1] == UInt8(ascii: "/")
            && bytes[colon + 2] == UInt8(ascii: "/")
    }
}
