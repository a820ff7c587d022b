import Foundation

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
        return trimmed.addingPercentEncoding(withAllowedCharacters: allowed)
            .flatMap { URL(string: $0, relativeTo: base) }?.absoluteURL
    }

    /// Whether the host of absolute `reference` holds a character no host may hold (`http://example.c[o.test/`):
    /// percent-encoding it would give a URL whose host no browser accepts, so the link is unusable.
    private static func hasForbiddenHostCharacter(_ reference: String) -> Bool {
        guard let schemeEnd = reference.range(of: "://"),
            reference[..<schemeEnd.lowerBound].allSatisfy({ $0.isASCII && ($0.isLetter || "+-.".contains($0)) })
        else { return false }
        let authority = reference[schemeEnd.upperBound...].prefix { !"/?#\\".contains($0) }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        if hostAndPort.hasPrefix("[") { return false }  // An IPv6 literal, which URL parsing checks itself.
        return hostAndPort.contains { " <>[]^|".contains($0) }
    }

    private static let allowed: CharacterSet = {
        var set = CharacterSet.urlQueryAllowed
        set.insert(charactersIn: "#%")
        return set
    }()

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
