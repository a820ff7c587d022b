import Foundation
import NetworkingTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEndTests {
    @Suite("A cache that cannot be written or is not what it seems")
    struct CacheSafety {
        @Test(
            "--offline reads a cache this user cannot write, and says it cannot be written",
            .enabled(if: geteuid() == 0 && FeedCLI.setpriv != nil, "needs root and setpriv to play another user"))
        func offlineReadOnly() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove(stopping: server) }
            let url = try server.url(for: "/feed").absoluteString
            _ = try await cli.run(["read", url])

            let result = try await cli.runAsNobody(["read", url, "--offline"])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("RSS item 1"))
            #expect(result.stderr.contains("cannot be written"), "\(result.stderr)")
        }

        @Test("a symbolic link in place of the cache database is refused, said so, and its target left alone")
        func symbolicLink() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove(stopping: server) }
            let target = cli.home.appendingPathComponent("target")
            try Data().write(to: target)
            try FileManager.default.createDirectory(at: cli.cache, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: cli.cache.appendingPathComponent("feeds.sqlite"), withDestinationURL: target)

            let result = try await cli.run(["read", try server.url(for: "/feed").absoluteString])

            #expect(result.stdout.contains("RSS item 1"), "the feed is still shown")
            #expect(result.stderr.contains("symbolic link"), "\(result.stderr)")
            #expect(try Data(contentsOf: target).isEmpty)
        }

        @Test("a read leaves no -wal or -shm file beside the cache databases")
        func noLeftovers() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove(stopping: server) }
            let images = cli.home.appendingPathComponent("images")

            let result = try await cli.run([
                "read", try server.url(for: "/feed").absoluteString, "--images", images.path,
            ])

            #expect(result.status == 0, "\(result.stderr)")
            let files = try FileManager.default.contentsOfDirectory(atPath: cli.cache.path).sorted()
            #expect(files == ["feeds.sqlite", "images.sqlite"])
        }

        // MARK: - Helpers

        private func makeSUT() throws -> (FeedCLI, LoopbackHTTPServer) {
            let server = LoopbackHTTPServer()
            try server.start()
            server.respond(to: "/feed", with: FeedFixtures.rss(imageBase: try server.url(for: "/images")))
            for index in 1...3 {
                server.respond(
                    to: "/images/img\(index).png",
                    with: ScriptedResponse(status: 200, headers: ["Content-Type": "image/png"], body: FeedFixtures.png))
            }
            return (try FeedCLI(), server)
        }

    }
}
