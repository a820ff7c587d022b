import Foundation

/// Reads a response body the way its head frames it: a `Content-Length`, chunks, or up to the close.
///
/// Never holds more than the limit: a declared length above it is refused before any body byte is
/// read, and a body that grows past it stops there.
struct BodyReader {
    let reader: ConnectionReader
    let head: ResponseHead
    let limits: TransferLimits

    /// The whole body.
    ///
    /// - Throws: ``HTTPClientError/tooLarge(limit:)`` past the limit;
    ///   ``HTTPClientError/invalidResponse(host:reason:)`` for a body cut short, a malformed chunk, or a
    ///   compression or transfer coding the request did not ask for.
    func read() throws(HTTPClientError) -> Data {
        if head.statusCode == 204 || head.statusCode == 304 { return Data() }
        if let coding = head.value(of: "content-encoding")?.lowercased(), !coding.isEmpty, coding != "identity" {
            throw invalid("it sent a compressed body (Content-Encoding: \(coding)) without being asked for one")
        }
        if let coding = head.value(of: "transfer-encoding")?.lowercased() {
            guard coding.split(separator: ",").last?.trimmingCharacters(in: .whitespaces) == "chunked" else {
                throw invalid("its Transfer-Encoding \(coding) is not supported")
            }
            return try readChunks()
        }
        if let declared = head.value(of: "content-length") {
            guard let length = Int(declared), length >= 0 else {
                throw invalid("its Content-Length \(declared) is not a number of bytes")
            }
            return try readExactly(length)
        }
        return try readToClose()
    }

    private func readExactly(_ length: Int) throws(HTTPClientError) -> Data {
        guard length <= limits.maxBytes else { throw .tooLarge(limit: limits.maxBytes) }
        var body = Data(capacity: length)
        while body.count < length {
            guard try reader.read(upTo: length - body.count, appendingTo: &body) > 0 else {
                throw invalid("the body was cut short after \(body.count) of \(length) bytes")
            }
        }
        return body
    }

    private func readToClose() throws(HTTPClientError) -> Data {
        var body = Data()
        while try reader.read(upTo: limits.maxBytes + 1 - body.count, appendingTo: &body) > 0 {
            guard body.count <= limits.maxBytes else { throw .tooLarge(limit: limits.maxBytes) }
        }
        return body
    }

    private func readChunks() throws(HTTPClientError) -> Data {
        var body = Data()
        while true {
            guard let line = try reader.line(maxLength: 1024) else { throw invalid(ConnectionReader.closedEarly) }
            let digits = line.prefix { $0 != UInt8(ascii: ";") }.filter { $0 != UInt8(ascii: " ") }
            guard !digits.isEmpty, digits.count <= 15,
                let size = Int(String(decoding: digits, as: UTF8.self), radix: 16), size >= 0
            else { throw invalid("a chunk's size is not a hexadecimal number") }
            if size == 0 { break }
            guard size <= limits.maxBytes - body.count else { throw .tooLarge(limit: limits.maxBytes) }
            let end = body.count + size
            while body.count < end {
                guard try reader.read(upTo: end - body.count, appendingTo: &body) > 0 else {
                    throw invalid(ConnectionReader.closedEarly)
                }
            }
            try readEndOfChunk()
        }
        _ = try ResponseHead.readHeaders(from: reader, host: limits.host)
        return body
    }

    /// The CR LF after a chunk's data: anything else means the chunk was longer than its size said.
    private func readEndOfChunk() throws(HTTPClientError) {
        let end: [UInt8]?
        do {
            end = try reader.line(maxLength: 2)
        } catch .invalidResponse(_, let reason) where reason != ConnectionReader.closedEarly {
            throw invalid("a chunk is longer than its size")
        }
        guard let end else { throw invalid(ConnectionReader.closedEarly) }
        guard end.isEmpty else { throw invalid("a chunk is longer than its size") }
    }

    private func invalid(_ reason: String) -> HTTPClientError {
        .invalidResponse(host: limits.host, reason: reason)
    }
}
