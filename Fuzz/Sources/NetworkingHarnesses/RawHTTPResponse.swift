import Foundation

/// A server's answer as one fuzz input spells it: an optional header block, a blank line, then the body.
///
/// The header block starts with an optional status line (`HTTP/1.1 304 Not Modified`, else the status is
/// 200) followed by `Name: value` lines; a repeated name is joined with `, ` as HTTP folds it. Input without
/// a blank line (`\r\n\r\n` or `\n\n`) is all body, so a plain feed document is a valid seed. A `Location`
/// header that parses as a URL becomes the response's URL, as after a redirect.
public struct RawHTTPResponse: Sendable, Hashable {
    /// The address the request went to, and the response's URL when no `Location` overrides it.
    public static let requestURL = URL(fileURLWithPath: "/fuzz/feed.xml")

    /// The response's URL.
    public let url: URL
    /// The status code.
    public let statusCode: Int
    /// The headers, names as spelled.
    public let headers: [String: String]
    /// The body.
    public let body: Data

    /// Splits `data` into status, headers and body.
    public init(parsing data: Data) {
        let bytes = [UInt8](data)
        guard let (headerEnd, bodyStart) = Self.blankLine(in: bytes) else {
            self.init(url: Self.requestURL, statusCode: 200, headers: [:], body: data)
            return
        }
        // Split on bytes, not Characters: Swift reads "\r\n" as one Character, which "\n" never matches.
        var lines = bytes[..<headerEnd].split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            Substring(String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self))
        }
        var statusCode = 200
        if let first = lines.first, first.hasPrefix("HTTP/") {
            let fields = first.split(separator: " ", maxSplits: 2)
            statusCode = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
            lines.removeFirst()
        }
        let headers = Self.headers(from: lines)
        let location = headers.first { $0.key.lowercased() == "location" }?.value
        let url = location.flatMap { URL(string: $0, relativeTo: Self.requestURL)?.absoluteURL } ?? Self.requestURL
        self.init(url: url, statusCode: statusCode, headers: headers, body: Data(bytes[bodyStart...]))
    }

    private init(url: URL, statusCode: Int, headers: [String: String], body: Data) {
        self.url = url
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// Where the header block ends and the body starts, or `nil` when there is no blank line.
    private static func blankLine(in bytes: [UInt8]) -> (Int, Int)? {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0x0A && bytes[index + 1] == 0x0A { return (index, index + 2) }
            if index + 3 < bytes.count, bytes[index..<index + 4].elementsEqual([0x0D, 0x0A, 0x0D, 0x0A]) {
                return (index, index + 4)
            }
            index += 1
        }
        return nil
    }

    private static func headers(from lines: [Substring]) -> [String: String] {
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { continue }
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return headers
    }
}
