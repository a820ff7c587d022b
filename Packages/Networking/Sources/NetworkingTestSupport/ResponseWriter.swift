import Foundation

/// Writes a ``ScriptedResponse`` to a socket as HTTP/1.1, the way its ``ScriptedResponse/Delivery`` says.
struct ResponseWriter {
    let response: ScriptedResponse

    init(_ response: ScriptedResponse) {
        self.response = response
    }

    func write(to descriptor: Int32) {
        switch response.delivery {
        case .closeWithoutResponse:
            return
        case .complete:
            LoopbackSocket.send(head(contentLength: response.body.count) + response.body, to: descriptor)
        case .withoutContentLength:
            LoopbackSocket.send(head(contentLength: nil) + response.body, to: descriptor)
        case .truncated(let sentBytes):
            let sent = response.body.prefix(max(0, sentBytes))
            LoopbackSocket.send(head(contentLength: response.body.count) + sent, to: descriptor)
        }
    }

    private func head(contentLength: Int?) -> Data {
        var lines = ["HTTP/1.1 \(response.status) \(Self.reason(for: response.status))"]
        let given = Set(response.headers.keys.map { $0.lowercased() })
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
            lines.append("\(name): \(value)")
        }
        if let contentLength, !given.contains("content-length") {
            lines.append("Content-Length: \(contentLength)")
        }
        if !given.contains("connection") {
            lines.append("Connection: close")
        }
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    private static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
