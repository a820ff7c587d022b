#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// An ``HTTPClient`` that reads a local file given as a `file://` URL, so that a feed saved on disk loads
/// like one on a server. It reads the file itself; it is not the cache (that is the SQLite copy).
///
/// A file that reads in full answers like a server would: status 200, no headers (so no content type),
/// the file's bytes as the body. The limits are the network's: a file larger than ``maxResponseBytes``
/// is refused before it is read, one that grows while being read stops at the limit, and the whole
/// read must be over within ``timeoutSeconds``. The file is opened without blocking, so a FIFO or a
/// device with no writer cannot hang the read. Plain paths become file URLs with `URL(fileURLWithPath:)`.
///
/// - Threading: `Sendable`; each read runs on a thread of its own, which sleeps in `poll` while a pipe
///   has nothing to give.
/// - Cancellation: a cancelled task throws ``HTTPClientError/cancelled`` at once.
public struct FileHTTPClient: HTTPClient {
    /// The largest file accepted, in bytes.
    public let maxResponseBytes: Int
    /// How long a read may take, in whole seconds.
    public let timeoutSeconds: Int
    private static let chunkSize = 64 * 1024

    /// Creates a file client.
    ///
    /// - Parameters:
    ///   - maxResponseBytes: The largest file accepted, 10 MiB by default; kept within 1 byte...1 TiB.
    ///   - timeoutSeconds: How long a read may take, 30 s by default; raised to 1 if smaller.
    public init(maxResponseBytes: Int = 10 * 1024 * 1024, timeoutSeconds: Int = 30) {
        self.maxResponseBytes = min(1 << 40, max(1, maxResponseBytes))
        self.timeoutSeconds = max(1, timeoutSeconds)
    }

    /// Reads the file at a `file://` URL; `headers` are ignored.
    ///
    /// - Throws: ``HTTPClientError/unsupportedURL(_:)`` for another scheme,
    ///   ``HTTPClientError/fileNotFound(path:)``, ``HTTPClientError/isDirectory(path:)``,
    ///   ``HTTPClientError/fileNotReadable(path:)``, ``HTTPClientError/tooLarge(limit:)``,
    ///   ``HTTPClientError/timedOut(host:seconds:)`` (naming the path) and ``HTTPClientError/cancelled``.
    public func get(from url: URL, headers: [String: String]) async throws(HTTPClientError) -> HTTPResponse {
        guard url.isFileURL else { throw .unsupportedURL(url.absoluteString) }
        if Task.isCancelled { throw .cancelled }
        let path = url.path
        try checkIsReadableFile(at: path)
        let limits = TransferLimits(
            maxBytes: maxResponseBytes, timeoutSeconds: timeoutSeconds, host: path,
            deadline: .now + .seconds(timeoutSeconds))
        let body = try await DedicatedThread.run(named: "FileHTTPClient.read") {
            cancellation throws(HTTPClientError) in
            try Self.read(path: path, limits: limits, cancellation: cancellation)
        }
        return HTTPResponse(url: url, statusCode: 200, headers: [:], body: body)
    }

    private func checkIsReadableFile(at path: String) throws(HTTPClientError) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .fileNotFound(path: path) }
        if status.st_mode & S_IFMT == S_IFDIR { throw .isDirectory(path: path) }
        guard FileManager.default.isReadableFile(atPath: path) else { throw .fileNotReadable(path: path) }
        let size = Int(status.st_size)
        if size > maxResponseBytes { throw .tooLarge(limit: maxResponseBytes) }
    }

    private static func read(
        path: String, limits: TransferLimits, cancellation: CancellationSignal
    ) throws(HTTPClientError) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .fileNotReadable(path: path) }
        defer { close(descriptor) }
        var body = Data()
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return body }
            if count < 0 {
                guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                    throw .fileNotReadable(path: path)
                }
                do {
                    try DescriptorWait.wait(
                        for: POLLIN, on: descriptor, until: limits.deadline, cancellation: cancellation)
                } catch .timedOut {
                    throw .timedOut(host: path, seconds: limits.timeoutSeconds)
                } catch {
                    throw .cancelled
                }
                continue
            }
            guard body.count <= limits.maxBytes - count else { throw .tooLarge(limit: limits.maxBytes) }
            body.append(contentsOf: chunk[0..<count])
            if cancellation.isFired { throw .cancelled }
            if ContinuousClock.now >= limits.deadline { throw .timedOut(host: path, seconds: limits.timeoutSeconds) }
        }
    }
}
