import Foundation
import NetworkingTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEndTests {
    @Suite("The offline cache")
    struct OfflineCache {
        @Test("falls back to the cache with a warning when the server is gone, and exits 0")
        func serverStopped() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: FeedFixtures.rss())
            let url = try server.url(for: "/feed").absoluteString
            _ = try await cli.run(["read", url])
            server.stop()

            let result = try await cli.run(["read", url, "--refresh"])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Couldn't connect to 127.0.0.1"))
            #expect(result.stdout.contains("Showing the copy saved"))
            #expect(result.stdout.contains("RSS item 1"))
        }

        @Test("cache clear gives the disk back: under 50 KB left after five feeds of 1,000 items, and it says how much")
        func clearFreesDisk() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            for feed in 1...5 {
                server.respond(to: "/feed\(feed)", with: FeedFixtures.rss(title: "Feed \(feed)", items: 1000))
                _ = try await cli.run(["read", try server.url(for: "/feed\(feed)").absoluteString])
            }
            let before = try Self.bytes(in: cli.cache)

            let result = try await cli.run(["cache", "clear"])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(before > 1_000_000, "the reads should have filled the cache first (\(before) bytes)")
            #expect(try Self.bytes(in: cli.cache) < 50_000)
            #expect(
                result.stdout.contains("(5 feeds, ") && result.stdout.contains("given back to the disk"),
                "\(result.stdout)")
        }

        @Test("a 304 serves the cached copy as unchanged, after a conditional request")
        func notModified() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            var first = FeedFixtures.rss()
            first.headers["ETag"] = "\"v1\""
            server.respond(to: "/feed", with: first)
            let url = try server.url(for: "/feed").absoluteString
            _ = try await cli.run(["read", url])
            server.respond(to: "/feed", with: .status(304))

            let result = try await cli.run(["read", url, "--refresh"])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Unchanged since"))
            #expect(result.stdout.contains("RSS item 1"))
            #expect(server.receivedRequests.last?.value(forHeader: "If-None-Match") == "\"v1\"")
        }

        @Test("a corrupt cache file does not crash the reader, which fetches again")
        func corruptCache() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: FeedFixtures.rss())
            let url = try server.url(for: "/feed").absoluteString
            _ = try await cli.run(["read", url])
            try corruptEveryFile(in: cli.cache)

            let result = try await cli.run(["read", url])
            let offline = try await cli.run(["read", url, "--offline"])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("RSS item 1"))
            #expect(offline.status == 0, "\(offline.stderr)")
        }

        @Test(
            "--offline serves a stale cache, marked stale", .enabled(if: Sqlite.isAvailable, "needs the sqlite3 tool"))
        func staleOffline() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: FeedFixtures.rss())
            let url = try server.url(for: "/feed").absoluteString
            _ = try await cli.run(["read", url])
            try await Sqlite.run(
                "UPDATE feeds SET saved_at = saved_at - 172800;", in: cli.cache.appendingPathComponent("feeds.sqlite"))
            server.stop()

            let result = try await cli.run(["read", url, "--offline"])
            let json = try await cli.run(["read", url, "--offline", "--json"])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("From the cache, saved 2 days ago (stale)"))
            let feed = try EndToEndTests.Reading.feeds(in: json.stdout).first
            #expect(feed?["stale"] as? Bool == true)
            #expect(feed?["source"] as? String == "cache")
        }

        @Test("Ctrl-C while a feed loads exits 130 and leaves the cache as it was")
        func interrupt() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: FeedFixtures.rss())
            let url = try server.url(for: "/feed").absoluteString
            _ = try await cli.run(["read", url])
            // The server would answer long after the wait's limit: only Ctrl-C can end this read with 130.
            server.respond(to: "/feed", with: FeedFixtures.rss(title: "Changed").delayed(by: .seconds(600)))
            let requestsBefore = server.receivedRequests.count

            let child = try cli.start(["read", url, "--refresh"])
            try await waitUntil { server.receivedRequests.count > requestsBefore }
            child.send(SIGINT)
            let result = await child.wait(limit: .seconds(120))
            let offline = try await cli.run(["read", url, "--offline"])

            #expect(result.status == 130, "\(result.stderr)")
            #expect(offline.status == 0, "\(offline.stderr)")
            #expect(offline.stdout.hasPrefix("RSS Example\n"))
        }

        // MARK: - Helpers

        /// The bytes of the files directly in `folder`.
        private static func bytes(in folder: URL) throws -> Int {
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])
                .reduce(0) { $0 + ((try $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
        }

        private func makeSUT() throws -> (FeedCLI, LoopbackHTTPServer) {
            let server = LoopbackHTTPServer()
            try server.start()
            return (try FeedCLI(), server)
        }

        private func corruptEveryFile(in folder: URL) throws {
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? []
            for case let file as URL in files where !file.hasDirectoryPath {
                try Data("this is not a database".utf8).write(to: file)
            }
        }
    }
}
