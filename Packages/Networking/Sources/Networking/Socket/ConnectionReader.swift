import Foundation

/// Reads lines and body bytes from a ``TCPConnection`` through one fixed buffer.
///
/// Every failure is an ``HTTPClientError`` that names the host and the limit that applied.
final class ConnectionReader {
    private let connection: TCPConnection
    private let limits: TransferLimits
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var start = 0
    private var end = 0

    init(_ connection: TCPConnection, limits: TransferLimits) {
        self.connection = connection
        self.limits = limits
    }

    /// The next line without its CR LF (a bare LF also ends a line), or `nil` when the connection
    /// closed before any byte of it.
    ///
    /// - Throws: ``HTTPClientError/invalidResponse(host:reason:)`` for a line longer than `maxLength`
    ///   or cut short by the connection closing.
    func line(maxLength: Int) throws(HTTPClientError) -> [UInt8]? {
        var scanned = start
        while true {
            if let newline = buffer[scanned..<end].firstIndex(of: UInt8(ascii: "\n")), newline - start <= maxLength {
                var line = Array(buffer[start..<newline])
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                start = newline + 1
                return line
            }
            guard end - start <= maxLength else {
                throw .invalidResponse(
                    host: limits.host, reason: "a line of its head is longer than \(maxLength) bytes")
            }
            let scannedCount = end - start
            guard try fill() > 0 else {
                if end == start { return nil }
                throw .invalidResponse(host: limits.host, reason: Self.closedEarly)
            }
            scanned = start + scannedCount
        }
    }

    /// Appends at most `count` bytes to `body`; returns how many, 0 once the connection has closed.
    func read(upTo count: Int, appendingTo body: inout Data) throws(HTTPClientError) -> Int {
        if start == end, try fill() == 0 { return 0 }
        let taken = min(count, end - start)
        buffer.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress {
                body.append(base.assumingMemoryBound(to: UInt8.self) + start, count: taken)
            }
        }
        start += taken
        return taken
    }

    /// Moves what is unread to the front and receives more after it; returns how many bytes arrived.
    private func fill() throws(HTTPClientError) -> Int {
        let (unread, unreadCount) = (start, end - start)
        if unread > 0 {
            buffer.withUnsafeMutableBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                memmove(base, base + unread, unreadCount)
            }
            end = unreadCount
            start = 0
        }
        guard unreadCount < buffer.count else { return 0 }
        let connection = self.connection
        let received: Int
        do {
            received = try buffer.withUnsafeMutableBytes { bytes throws(ConnectionFailure) in
                try connection.receive(into: UnsafeMutableRawBufferPointer(rebasing: bytes[unreadCount...]))
            }
        } catch let failure as ConnectionFailure {
            throw HTTPClientError(failure, limits: limits)
        } catch {
            throw .invalidResponse(host: limits.host, reason: Self.closedEarly)
        }
        end += received
        return received
    }

    static let closedEarly = "the connection closed before the whole response arrived"
}
