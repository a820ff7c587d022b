import Foundation
import NetworkingTestSupport
import Testing

extension EndToEndTests {
    @Suite("Searching the cached items")
    struct Search {
        @Test("finds an item by a word of its title, with its feed, id, link and date")
        func byTitle() async throws {
            let (cli, server, garden, _) = try await makeSUT()
            defer { cli.remove(stopping: server) }

            let results = try await search(cli, ["spring"])

            #expect(results.count == 1)
            #expect(results.first?["title"] as? String == "Tomatoes in spring")
            #expect(
                results.first?["url"] as? String == garden && results.first?["feedTitle"] as? String == "Garden Notes")
            #expect(
                results.first?["id"] as? String == "g-1"
                    && results.first?["link"] as? String == "https://g.example.org/1")
            #expect(results.first?["published"] as? String == "2026-01-02T10:00:00Z")
            #expect((results.first?["snippet"] as? String)?.contains("spring") == true)
        }

        @Test("finds an item by a word of its text alone")
        func byText() async throws {
            let (cli, server, _, _) = try await makeSUT()
            defer { cli.remove(stopping: server) }

            let results = try await search(cli, ["lentils"])

            #expect(results.map { $0["title"] as? String } == ["Soup for winter"])
            #expect((results.first?["snippet"] as? String)?.contains("lentils") == true)
        }

        @Test("searches every feed read, a match in the title first; --feed narrows to one feed")
        func acrossFeedsAndNarrowed() async throws {
            let (cli, server, _, kitchen) = try await makeSUT()
            defer { cli.remove(stopping: server) }

            let everywhere = try await search(cli, ["tomatoes"])
            let narrowed = try await search(cli, ["tomatoes", "--feed", kitchen])

            #expect(everywhere.map { $0["title"] as? String } == ["Tomatoes in spring", "Soup for winter"])
            #expect(narrowed.map { $0["title"] as? String } == ["Soup for winter"])
        }

        @Test("cache clear empties the index: nothing is found afterwards")
        func clearEmptiesTheIndex() async throws {
            let (cli, server, _, _) = try await makeSUT()
            defer { cli.remove(stopping: server) }
            #expect(try await search(cli, ["tomatoes"]).count == 2)

            let cleared = try await cli.run(["cache", "clear"])

            #expect(cleared.status == 0, "\(cleared.stderr)")
            #expect(try await search(cli, ["tomatoes"]).isEmpty)
        }

        @Test("on a terminal the match is highlighted under the title and feed; in a pipe nothing but text")
        func terminalAndPipe() async throws {
            let (cli, server, _, kitchen) = try await makeSUT()
            defer { cli.remove(stopping: server) }

            let terminal = try await cli.runInTerminal(["search", "lentils"], columns: 80)
            let pipe = try await cli.run(["search", "lentils"])

            #expect(terminal.status == 0, "\(terminal.stdout)")
            #expect(terminal.stdout.contains("Soup for winter\n  \u{1B}[1mKitchen Log\u{1B}[0m · \(kitchen)\n"))
            #expect(terminal.stdout.contains("\u{1B}[7mlentils\u{1B}[0m"))
            #expect(pipe.stdout.contains("Soup for winter\n") && pipe.stdout.contains("lentils simmer"))
            #expect(!pipe.stdout.contains("\u{1B}"))
        }

        @Test("a query of search syntax is searched as words, never an error")
        func syntaxIsText() async throws {
            let (cli, server, _, _) = try await makeSUT()
            defer { cli.remove(stopping: server) }

            for query in ["\"tomatoes", "tomatoes OR", "NEAR(a b)", "title:x", "*", "-"] {
                let result = try await cli.run(["search", query])
                #expect(result.status == 0, "\(query): \(result.stderr)")
            }
            #expect(try await search(cli, ["\"tomatoes"]).count == 2)
        }

        // MARK: - Helpers

        /// A server with two feeds, both read once: their URLs.
        private func makeSUT() async throws -> (FeedCLI, LoopbackHTTPServer, String, String) {
            let server = LoopbackHTTPServer()
            try server.start()
            server.respond(
                to: "/garden",
                with: Self.rss(
                    "Garden Notes", "g",
                    [
                        ("Tomatoes in spring", "Planting tips for a sunny balcony"),
                        ("Compost", "Worms turn scraps into soil"),
                    ]))
            server.respond(
                to: "/kitchen",
                with: Self.rss(
                    "Kitchen Log", "k",
                    [("Soup for winter", "Tomatoes and lentils simmer slowly"), ("Bread", "Sourdough starter care")]))
            let cli = try FeedCLI()
            let garden = try server.url(for: "/garden").absoluteString
            let kitchen = try server.url(for: "/kitchen").absoluteString
            let read = try await cli.run(["read", garden, kitchen])
            #expect(read.status == 0, "\(read.stderr)")
            return (cli, server, garden, kitchen)
        }

        private func search(_ cli: FeedCLI, _ arguments: [String]) async throws -> [[String: Any]] {
            let result = try await cli.run(["search"] + arguments + ["--json"])
            #expect(result.status == 0, "\(result.stderr)")
            let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            return document?["results"] as? [[String: Any]] ?? []
        }

        private static func rss(_ title: String, _ prefix: String, _ items: [(String, String)]) -> ScriptedResponse {
            let entries = items.enumerated().map { index, item in
                """
                <item><title>\(item.0)</title><link>https://\(prefix).example.org/\(index + 1)</link>
                <guid>\(prefix)-\(index + 1)</guid><description>\(item.1)</description>
                <pubDate>\(["Fri, 02", "Sat, 03"][index % 2]) Jan 2026 10:00:00 GMT</pubDate></item>
                """
            }
            return .ok(
                "<rss version=\"2.0\"><channel><title>\(title)</title>\(entries.joined())</channel></rss>",
                contentType: "application/rss+xml")
        }
    }
}
