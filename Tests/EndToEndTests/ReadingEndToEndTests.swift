import Foundation
import NetworkingTestSupport
import Testing

extension EndToEndTests {
    @Suite("Reading feeds")
    struct Reading {
        @Test(
            "reads each format from the network",
            arguments: [
                (FeedFixtures.rss(), "RSS Example", "RSS item 1"),
                (FeedFixtures.atom, "Atom Example", "Atom entry two"),
                (FeedFixtures.jsonFeed, "JSON Example", "JSON item two"),
            ])
        func readsFormat(_ response: ScriptedResponse, title: String, item: String) async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: response)

            let result = try await cli.run(["read", try server.url(for: "/feed").absoluteString])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("\(title)\n"))
            #expect(result.stdout.contains(item))
        }

        @Test("HTTP 500 with nothing cached exits 1 and says why")
        func serverError() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: .status(500))

            let result = try await cli.run(["read", try server.url(for: "/feed").absoluteString])

            #expect(result.status == 1)
            #expect(result.stderr.contains("answered HTTP 500"))
        }

        @Test("a body with no document in it exits 1 and says the document is not valid")
        func noDocument() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: FeedFixtures.noDocument)

            let result = try await cli.run(["read", try server.url(for: "/feed").absoluteString])

            #expect(result.status == 1)
            #expect(result.stderr.contains("not valid"))
        }

        @Test("a feed cut short is read as far as it goes, as established parsers read it")
        func cutShort() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: FeedFixtures.cutShort)

            let result = try await cli.run(["read", try server.url(for: "/feed").absoluteString])

            #expect(result.status == 0)
            #expect(result.stdout.contains("Cut short"))
            #expect(result.stdout.contains("Kept"))
        }

        @Test("--timeout 1 gives up on a server that does not answer, and says so")
        func timeout() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            // The server would answer long after any run's limit: only the timeout can end the read with this message.
            server.respond(to: "/feed", with: FeedFixtures.rss().delayed(by: .seconds(600)))

            let result = try await cli.run(["read", try server.url(for: "/feed").absoluteString, "--timeout", "1"])

            #expect(result.status == 1)
            #expect(result.stderr.contains("did not answer within 1 second"))
        }

        @Test("--json gives one document with every field of the feed and its items")
        func json() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: FeedFixtures.rss(items: 3))
            let url = try server.url(for: "/feed").absoluteString

            let result = try await cli.run(["read", url, "--json", "--limit", "2"])

            #expect(result.status == 0, "\(result.stderr)")
            let feed = try #require(try Self.feeds(in: result.stdout).first)
            #expect(feed["url"] as? String == url)
            #expect(feed["title"] as? String == "RSS Example")
            #expect(feed["source"] as? String == "remote")
            #expect(feed["error"] == nil)
            let items = try #require(feed["items"] as? [[String: Any]])
            #expect(items.map { $0["id"] as? String } == ["rss-1", "rss-2"])
            #expect(items.first?["link"] as? String == "https://rss.example.org/1")
            #expect((items.first?["published"] as? String)?.hasSuffix("Z") == true)
        }

        @Test("two feeds, one failing: exit 1, the other still shown, in the order asked")
        func oneOfTwoFails() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/good", with: FeedFixtures.atom)
            server.respond(to: "/bad", with: .status(404))

            let result = try await cli.run([
                "read", try server.url(for: "/bad").absoluteString, try server.url(for: "/good").absoluteString,
                "--json",
            ])

            #expect(result.status == 1)
            let feeds = try Self.feeds(in: result.stdout)
            #expect(feeds.count == 2)
            #expect((feeds.first?["error"] as? String)?.contains("HTTP 404") == true)
            #expect(feeds.last?["title"] as? String == "Atom Example")
        }

        @Test("--images saves each item's image into the folder")
        func images() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            let base = try server.url(for: "/images")
            server.respond(to: "/feed", with: FeedFixtures.rss(items: 2, imageBase: base))
            for index in 1...2 {
                server.respond(
                    to: "/images/img\(index).png",
                    with: ScriptedResponse(headers: ["Content-Type": "image/png"], body: FeedFixtures.png))
            }
            let folder = cli.home.appendingPathComponent("pics")

            let result = try await cli.run([
                "read", try server.url(for: "/feed").absoluteString, "--images", folder.path,
            ])

            #expect(result.status == 0, "\(result.stderr)")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(files.count == 2)
            #expect(files.allSatisfy { $0.hasSuffix(".png") })
            let bytes = try files.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
            #expect(bytes.allSatisfy { $0 == FeedFixtures.png })
        }

        @Test("bare feed shows the bundled sample")
        func sample() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }

            let result = try await cli.run([])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.split(separator: "\n").count > 3)
            #expect(!FileManager.default.fileExists(atPath: cli.home.appendingPathComponent("xdg-cache/feed").path))
        }

        // MARK: - Helpers

        private func makeSUT() throws -> (FeedCLI, LoopbackHTTPServer) {
            let server = LoopbackHTTPServer()
            try server.start()
            return (try FeedCLI(), server)
        }

        static func feeds(in json: String) throws -> [[String: Any]] {
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            return try #require(object?["feeds"] as? [[String: Any]])
        }
    }
}
