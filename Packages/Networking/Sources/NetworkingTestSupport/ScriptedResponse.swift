import Foundation

/// What a ``LoopbackHTTPServer`` answers on one path: status, headers, body, a delay, and how it is sent.
public struct ScriptedResponse: Sendable, Hashable {
    /// How the response goes out on the wire.
    public enum Delivery: Sendable, Hashable {
        /// The whole response with a `Content-Length`, then the connection closes.
        case complete
        /// The whole response without `Content-Length`: the body ends when the connection closes.
        case withoutContentLength
        /// A `Content-Length` of the whole body, but only its first `sentBytes` bytes, then the connection closes.
        case truncated(sentBytes: Int)
        /// The connection closes without any response.
        case closeWithoutResponse
        /// `Transfer-Encoding: chunked`, the body in chunks of at most `size` bytes.
        case chunked(size: Int)
        /// The body sent again and again without `Content-Length` (in chunks when `chunked`), until the
        /// client closes the connection or the server stops.
        case endless(chunked: Bool)
        /// A `Content-Length` of the whole body, then one byte of it every `interval`.
        case trickle(interval: Duration)
        /// The body alone, as the whole answer (status line and headers included, or not), then the
        /// connection closes: for answers no well-behaved server gives.
        case raw
    }

    /// The status code.
    public var status: Int
    /// Headers to send; `Content-Length` and `Connection: close` are added unless given here.
    public var headers: [String: String]
    /// The body.
    public var body: Data
    /// How long to wait after reading the request before answering.
    public var delay: Duration
    /// How the response is sent.
    public var delivery: Delivery

    /// Creates a response; by default an empty 200 sent at once.
    public init(
        status: Int = 200,
        headers: [String: String] = [:],
        body: Data = Data(),
        delay: Duration = .zero,
        delivery: Delivery = .complete
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.delivery = delivery
    }

    /// A 200 with `body` as UTF-8 text and the given content type.
    public static func ok(_ body: String, contentType: String = "text/plain; charset=utf-8") -> ScriptedResponse {
        ScriptedResponse(status: 200, headers: ["Content-Type": contentType], body: Data(body.utf8))
    }

    /// An empty response with `status`.
    public static func status(_ status: Int) -> ScriptedResponse {
        ScriptedResponse(status: status)
    }

    /// A redirect to `location` (a path on the same server, or a full URL) with `status`, 302 by default.
    public static func redirect(to location: String, status: Int = 302) -> ScriptedResponse {
        ScriptedResponse(status: status, headers: ["Location": location])
    }

    /// `bytes` sent as the whole answer, whatever they hold, then the connection closes.
    public static func raw(_ bytes: String) -> ScriptedResponse {
        ScriptedResponse(body: Data(bytes.utf8), delivery: .raw)
    }

    /// A connection closed without any response.
    public static let closeWithoutResponse = ScriptedResponse(delivery: .closeWithoutResponse)

    /// The same response, sent after `delay`.
    public func delayed(by delay: Duration) -> ScriptedResponse {
        var copy = self
        copy.delay = delay
        return copy
    }
}
