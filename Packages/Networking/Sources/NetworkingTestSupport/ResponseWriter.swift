import Foundation

/// Writes a ``ScriptedResponse`` to a socket as HTTP/1.1, the way its ``ScriptedResponse/Delivery`` says.
struct ResponseWriter {
    let response: ScriptedResponse
    /// Whether the server has stopped: endless and trickled bodies end then.
    let isStopped: () -> Bool
    /// Whether the connection stays open after the response (no `Connection: close`).
    let keepsAlive: Bool

    init(_ response: ScriptedResponse, keepsAlive: Bool = false, isStopped: @escaping () -> Bool) {
        self.response = response
        self.keepsAlive = keepsAlive
        self.isStopped = isStopped
    }

    func write(to descriptor: Int32) {
        switch response.delivery {
        case .closeWithoutResponse:
            return
        case .raw:
            LoopbackSocket.send(response.body, to: descriptor)
        case .complete:
            LoopbackSocket.send(head(contentLength: response.body.count) + response.body, to: descriptor)
        case .withoutContentLength:
            LoopbackSocket.send(head(contentLength: nil) + response.body, to: descriptor)
        case .truncated(let sentBytes):
            let sent = response.body.prefix(max(0, sentBytes))
            LoopbackSocket.send(head(contentLength: response.body.count) + sent, to: descriptor)
        case .chunked(let size):
            writeChunked(to: descriptor, size: max(1, size))
        case .endless(let chunked):
            writeEndlessly(to: descriptor, chunked: chunked)
        case .trickle(let interval):
            guard LoopbackSocket.send(head(contentLength: response.body.count), to: descriptor) else { return }
            for byte in response.body where !isStopped() {
                guard LoopbackSocket.send(Data([byte]), to: descriptor) else { return }
                Thread.sleep(
                    forTimeInterval: Double(interval.components.seconds) + Double(interval.components.attoseconds)
                        / 1e18)
            }
        }
    }

    private func writeChunked(to descriptor: Int32, size: Int) {
        guard LoopbackSocket.send(head(contentLength: nil, chunked: true), to: descriptor) else { return }
        var offset = response.body.startIndex
        while offset < response.body.endIndex {
            let end = min(offset + size, response.body.endIndex)
            guard LoopbackSocket.send(Self.chunk(response.body[offset..<end]), to: descriptor) else { return }
            offset = end
        }
        LoopbackSocket.send(Data("0\r\n\r\n".utf8), to: descriptor)
    }

    private func writeEndlessly(to descriptor: Int32, chunked: Bool) {
        guard LoopbackSocket.send(head(contentLength: nil, chunked: chunked), to: descriptor) else { return }
        let piece = chunked ? Self.chunk(response.body) : response.body
        while !isStopped(), !piece.isEmpty, LoopbackSocket.send(piece, to: descriptor) {}
    }

    private static func chunk(_ bytes: Data) -> Data {
        Data((String(bytes.count, radix: 16) + "\r\n").utf8) + bytes + Data("\r\n".utf8)
    }

    private func head(contentLength: Int?, chunked: Bool = false) -> Data {
        var lines = ["HTTP/1.1 \(response.status) \(Self.reason(for: response.status))"]
        let given = Set(response.headers.keys.map { $0.lowercased() })
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
            lines.append("\(name): \(value)")
        }
        if chunked, !given.contains("transfer-encoding") {
            lines.append("Transfer-Encoding: chunked")
        }
        if let contentLength, !given.contains("content-length") {
            lines.append("Content-Length: \(contentLength)")
        }
        if !given.contains("connection"), !keepsAlive {
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
