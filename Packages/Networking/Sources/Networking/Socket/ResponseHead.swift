/// The status line and headers of an HTTP/1.x response.
struct ResponseHead {
    let statusCode: Int
    /// The headers; a name sent more than once has its values joined with ", ".
    let headers: [String: String]

    /// The most lines a head may have, and the longest line: a server cannot make the head cost more.
    static let maxLines = 256
    static let maxLineLength = 16 * 1024

    /// Reads a head from `reader`, skipping interim (1xx) responses.
    ///
    /// - Throws: ``HTTPClientError/invalidResponse(host:reason:)`` for a connection closed before any
    ///   response, an answer that is not HTTP, or a head too long.
    static func read(from reader: ConnectionReader, host: String) throws(HTTPClientError) -> ResponseHead {
        for _ in 0..<8 {
            guard let statusLine = try reader.line(maxLength: maxLineLength) else {
                throw .invalidResponse(host: host, reason: "no HTTP response arrived before the connection closed")
            }
            guard let statusCode = statusCode(in: statusLine) else {
                throw .invalidResponse(host: host, reason: "the answer was not an HTTP response")
            }
            let headers = try readHeaders(from: reader, host: host)
            if !(100...199).contains(statusCode) || statusCode == 101 {
                return ResponseHead(statusCode: statusCode, headers: headers)
            }
        }
        throw .invalidResponse(host: host, reason: "it sent too many interim responses")
    }

    /// The value of the header `name` (lowercase), whatever case the server used.
    func value(of name: String) -> String? {
        headers.first { $0.key.lowercased() == name }?.value
    }

    /// `HTTP/1.1 200 OK` → 200.
    private static func statusCode(in line: [UInt8]) -> Int? {
        guard line.starts(with: Array("HTTP/".utf8)), let space = line.firstIndex(of: UInt8(ascii: " ")) else {
            return nil
        }
        let digits = line[(space + 1)...].prefix(3)
        guard digits.count == 3, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    /// Reads header lines up to the blank line that ends them.
    static func readHeaders(from reader: ConnectionReader, host: String) throws(HTTPClientError) -> [String: String] {
        var headers: [String: String] = [:]
        var spelling: [String: String] = [:]
        for _ in 0..<maxLines {
            guard let line = try reader.line(maxLength: maxLineLength) else {
                throw .invalidResponse(host: host, reason: ConnectionReader.closedEarly)
            }
            if line.isEmpty { return headers }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = String(decoding: line[..<colon], as: UTF8.self).trimmingSpaces
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            guard !name.isEmpty else { continue }
            // A name sent twice, in whatever case, is one header whose values are joined.
            if let first = spelling[name.lowercased()], let earlier = headers[first] {
                headers[first] = earlier + ", " + value
            } else {
                spelling[name.lowercased()] = name
                headers[name] = value
            }
        }
        throw .invalidResponse(host: host, reason: "its head has more than \(maxLines) lines")
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
