import Foundation

/// An ``HTTPClient`` that reads `file://` URLs, which URLSession on Linux rejects.
///
/// A file that reads in full answers like a server would: status 200, no headers (so no content type),
/// the file's bytes as the body. The size limit is the same as for the network: a file larger than
/// ``maxResponseBytes`` is refused before it is read, and a file that grows while being read stops at
/// the limit. Plain paths become file URLs with `URL(fileURLWithPath:)`.
///
/// - Threading: `Sendable`; reads run on the calling task, in chunks, with blocking file I/O.
/// - Cancellation: checked between chunks; a cancelled task throws ``HTTPClientError/cancelled``.
public struct LocalFileHTTPClient: HTTPClient {
    /// The largest file accepted, in bytes.
    public let maxResponseBytes: Int
    private let chunkSize = 64 * 1024

    /// Creates a file client.
    ///
    /// - Parameter maxResponseBytes: The largest file accepted, 10 MiB by default; raised to 1 if smaller.
    public init(maxResponseBytes: Int = 10 * 1024 * 1024) {
        self.maxResponseBytes = max(1, maxResponseBytes)
    }

    /// Reads the file at a `file://` URL; `headers` are ignored.
    ///
    /// - Throws: ``HTTPClientError/unsupportedURL(_:)`` for another scheme,
    ///   ``HTTPClientError/fileNotFound(path:)``, ``HTTPClientError/isDirectory(path:)``,
    ///   ``HTTPClientError/fileNotReadable(path:)``, ``HTTPClientError/tooLarge(limit:)`` and
    ///   ``HTTPClientError/cancelled``.
    public func get(from url: URL, headers: [String: String]) async throws(HTTPClientError) -> HTTPResponse {
        guard url.isFileURL else { throw .unsupportedURL(url.absoluteString) }
        let path = url.path
        try checkIsReadableFile(at: path)
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .fileNotReadable(path: path) }
        defer { try? handle.close() }
        let body = try readAll(from: handle, path: path)
        return HTTPResponse(url: url, statusCode: 200, headers: [:], body: body)
    }

    private func checkIsReadableFile(at path: String) throws(HTTPClientError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        if isDirectory.boolValue { throw .isDirectory(path: path) }
        guard FileManager.default.isReadableFile(atPath: path) else { throw .fileNotReadable(path: path) }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        if size > maxResponseBytes { throw .tooLarge(limit: maxResponseBytes) }
    }

    private func readAll(from handle: FileHandle, path: String) throws(HTTPClientError) -> Data {
        var body = Data()
        while true {
            if Task.isCancelled { throw .cancelled }
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: chunkSize)
            } catch {
                throw .fileNotReadable(path: path)
            }
            guard let chunk, !chunk.isEmpty else { return body }
            guard body.count + chunk.count <= maxResponseBytes else { throw .tooLarge(limit: maxResponseBytes) }
            body.append(chunk)
        }
    }
}
