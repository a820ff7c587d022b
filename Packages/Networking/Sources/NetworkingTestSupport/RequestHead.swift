import Foundation

/// The request line and headers of an HTTP request, parsed leniently.
struct RequestHead {
    let method: String
    let target: String
    let headers: [String: String]

    /// Parses `data`; `nil` when it holds no request line.
    init?(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        let head = text.components(separatedBy: "\r\n\r\n").first ?? text
        var lines = head.components(separatedBy: "\r\n")
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        method = String(requestLine[0])
        target = String(requestLine[1])
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
    }

    /// The target without its query, such as `/feed` for `/feed?page=2`.
    var pathWithoutQuery: String {
        String(target.prefix { $0 != "?" })
    }

    var recorded: RecordedRequest {
        RecordedRequest(method: method, path: target, headers: headers)
    }
}
