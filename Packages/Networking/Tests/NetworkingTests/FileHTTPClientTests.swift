import Foundation
import Networking
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("FileHTTPClient")
struct FileHTTPClientTests {
    @Test("get reads a file as a 200 with its bytes and no content type")
    func get_readsFile() async throws {
        let file = try TemporaryFile(contents: Data("<rss/>".utf8))
        defer { file.remove() }

        let response = try await FileHTTPClient().get(from: file.url)

        #expect(response == HTTPResponse(url: file.url, statusCode: 200, headers: [:], body: Data("<rss/>".utf8)))
        #expect(response.contentType == nil)
    }

    @Test("get reports a missing file with its path")
    func get_reportsMissingFile() async throws {
        let url = URL(fileURLWithPath: "/tmp/no-such-dir-\(UUID().uuidString)/feed.xml")

        let result = await outcome(of: FileHTTPClient(), getting: url)

        #expect(result.failure == .fileNotFound(path: url.path))
    }

    @Test("get reports a directory as not a file")
    func get_reportsDirectory() async throws {
        let directory = FileManager.default.temporaryDirectory

        let result = await outcome(of: FileHTTPClient(), getting: directory)

        #expect(result.failure == .isDirectory(path: directory.path))
    }

    @Test("get reads a FIFO that no one writes to as empty instead of waiting for a writer")
    func get_readsUnwrittenFIFOAsEmpty() async throws {
        let fifo = try TemporaryFIFO()
        defer { fifo.remove() }

        let response = try await FileHTTPClient(timeoutSeconds: 60).get(from: fifo.url)

        #expect(response.body.isEmpty)
    }

    @Test("get gives up on a FIFO whose writer sends nothing at the deadline")
    func get_timesOutOnSilentFIFO() async throws {
        let fifo = try TemporaryFIFO()
        defer { fifo.remove() }
        let writer = open(fifo.url.path, O_RDWR | O_NONBLOCK)
        defer { close(writer) }
        _ = write(writer, "<rss", 4)

        let result = await outcome(of: FileHTTPClient(timeoutSeconds: 1), getting: fifo.url)

        #expect(writer >= 0)
        #expect(result.failure == .timedOut(host: fifo.url.path, seconds: 1))
    }

    @Test("get stops waiting on a silent FIFO when its task is cancelled")
    func get_cancelledWhileWaitingOnFIFO() async throws {
        let fifo = try TemporaryFIFO()
        defer { fifo.remove() }
        let writer = open(fifo.url.path, O_RDWR | O_NONBLOCK)
        defer { close(writer) }
        let sut = FileHTTPClient(timeoutSeconds: 60)
        let url = fifo.url
        let task = Task { await outcome(of: sut, getting: url) }
        try await Task.sleep(for: .milliseconds(200))

        task.cancel()
        let result = await task.value

        #expect(result.failure == .cancelled)
    }

    @Test("get refuses a file larger than the limit")
    func get_refusesLargeFile() async throws {
        let file = try TemporaryFile(contents: Data(count: 2_048))
        defer { file.remove() }

        let result = await outcome(of: FileHTTPClient(maxResponseBytes: 1_024), getting: file.url)

        #expect(result.failure == .tooLarge(limit: 1_024))
    }

    @Test("get accepts a file exactly at the limit")
    func get_acceptsFileAtTheLimit() async throws {
        let file = try TemporaryFile(contents: Data(count: 1_024))
        defer { file.remove() }

        let response = try await FileHTTPClient(maxResponseBytes: 1_024).get(from: file.url)

        #expect(response.body.count == 1_024)
    }

    @Test("get refuses a URL that is not a file URL")
    func get_refusesOtherSchemes() async throws {
        let url = try #require(URL(string: "https://example.org/feed.xml"))

        let result = await outcome(of: FileHTTPClient(), getting: url)

        #expect(result.failure == .unsupportedURL("https://example.org/feed.xml"))
    }

    @Test("get reports a file without read permission", .enabled(if: getuid() != 0, "root reads any file"))
    func get_reportsUnreadableFile() async throws {
        let file = try TemporaryFile(contents: Data("secret".utf8))
        defer { file.remove() }
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.url.path)

        let result = await outcome(of: FileHTTPClient(), getting: file.url)

        #expect(result.failure == .fileNotReadable(path: file.url.path))
    }

    @Test("get reports a file whose read fails", .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem")))
    func get_reportsReadFailure() async throws {
        // Reading /proc/self/mem at offset 0 fails with EIO, even for root.
        let url = URL(fileURLWithPath: "/proc/self/mem")

        let result = await outcome(of: FileHTTPClient(), getting: url)

        #expect(result.failure == .fileNotReadable(path: "/proc/self/mem"))
    }

    // MARK: - Helpers

    private struct TemporaryFile {
        let url: URL

        init(contents: Data) throws {
            url = FileManager.default.temporaryDirectory.appending(
                path: "FileHTTPClientTests-\(UUID().uuidString)")
            try contents.write(to: url)
        }

        func remove() {
            try? FileManager.default.removeItem(at: url)
        }
    }

    private struct TemporaryFIFO {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory.appending(
                path: "FileHTTPClientTests-\(UUID().uuidString)")
            guard mkfifo(url.path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        func remove() {
            try? FileManager.default.removeItem(at: url)
        }
    }

    private func outcome(of sut: FileHTTPClient, getting url: URL) async -> Result<HTTPResponse, HTTPClientError> {
        do {
            return .success(try await sut.get(from: url))
        } catch {
            return .failure(error)
        }
    }
}
