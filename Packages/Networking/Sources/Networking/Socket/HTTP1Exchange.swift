import Foundation

/// One GET over one new connection in HTTP/1.1: the request out, the head and the whole body in.
///
/// It asks for an uncompressed body (`Accept-Encoding: identity`) and refuses a compressed one, so the
/// bytes counted against the limit are the bytes kept. The body is appended in place into one buffer,
/// reserved up front when the length is known.
struct HTTP1Exchange: Sendable {
    let url: URL
    let headers: [String: String]
    let userAgent: String
    let limits: TransferLimits
    let cancellation: CancellationSignal

    /// Sends the request and reads the response.
    ///
    /// - Throws: ``HTTPClientError``: `cannotConnect`, `timedOut`, `cancelled`, `tooLarge` or
    ///   `invalidResponse`.
    func perform() throws(HTTPClientError) -> HTTPResponse {
        let connection: TCPConnection
        do {
            connection = try TCPConnection(
                host: url.host ?? "", port: url.port ?? 80, deadline: limits.deadline, cancellation: cancellation)
            try connection.send(Array(request.utf8))
        } catch {
            throw HTTPClientError(error, limits: limits)
        }
        let reader = ConnectionReader(connection, limits: limits)
        let head = try ResponseHead.read(from: reader, host: limits.host)
        let body = try BodyReader(reader: reader, head: head, limits: limits).read()
        return HTTPResponse(url: url, statusCode: head.statusCode, headers: head.headers, body: body)
    }

    /// The request head; a caller's header holding a line break is left out rather than sent as two.
    private var request: String {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let path = components?.percentEncodedPath ?? ""
        let query = components?.percentEncodedQuery.map { "?" + $0 } ?? ""
        var lines = [
            "GET \(path.isEmpty ? "/" : path)\(query) HTTP/1.1",
            "Host: \(hostHeader)",
            "User-Agent: \(userAgent)",
            "Accept-Encoding: identity",
            "Connection: close",
        ]
        if !headers.keys.contains(where: { $0.lowercased() == "accept" }) { lines.append("Accept: */*") }
        let fixed: Set<String> = ["host", "user-agent", "accept-encoding", "connection", "content-length"]
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) where !fixed.contains(name.lowercased()) {
            guard !(name + value).contains(where: { $0 == "\r" || $0 == "\n" }) else { continue }
            lines.append("\(name): \(value)")
        }
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    private var hostHeader: String {
        let host = url.host ?? ""
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return url.port.map { "\(bracketed):\($0)" } ?? bracketed
    }
}
