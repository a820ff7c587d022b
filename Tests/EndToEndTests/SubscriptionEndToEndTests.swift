import Foundation
import NetworkingTestSupport
import Testing

extension EndToEndTests {
    @Suite("Subscriptions")
    struct Subscriptions {
        @Test("add, list, read all, remove")
        func lifecycle() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }
            let server = LoopbackHTTPServer()
            server.respond(to: "/rss", with: FeedFixtures.rss())
            server.respond(to: "/atom", with: FeedFixtures.atom)
            let rss = try server.url(for: "/rss").absoluteString
            let atom = try server.url(for: "/atom").absoluteString

            let added = try await cli.run(["add", rss])
            let again = try await cli.run(["add", rss])
            let titled = try await cli.run(["add", atom, "--title", "My Atom"])
            let list = try await cli.run(["list"])
            let readAll = try await cli.run(["read"])
            let removed = try await cli.run(["remove", "my atom"])
            let unknown = try await cli.run(["remove", "nothing like it"])
            let listAfter = try await cli.run(["list", "--json"])

            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stdout.contains("Subscribed to RSS Example"))
            #expect(again.status == 0)
            #expect(again.stdout.contains("Already subscribed"))
            #expect(titled.status == 0, "\(titled.stderr)")
            #expect(list.stdout.contains("RSS Example") && list.stdout.contains("My Atom"))
            #expect(list.stdout.contains(rss) && list.stdout.contains("3"))
            #expect(readAll.status == 0, "\(readAll.stderr)")
            #expect(readAll.stdout.contains("RSS Example\n") && readAll.stdout.contains("My Atom\n"))
            #expect(removed.status == 0, "\(removed.stderr)")
            #expect(unknown.status == 1)
            #expect(unknown.stderr.contains("no subscription matches"))
            #expect(try Self.urls(in: listAfter.stdout) == [rss])
        }

        @Test("adding a feed that cannot be read adds nothing")
        func addUnreadable() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }
            let server = LoopbackHTTPServer()
            server.respond(to: "/page", with: .ok("<html><body>Hi</body></html>", contentType: "text/html"))

            let result = try await cli.run(["add", try server.url(for: "/page").absoluteString])
            let list = try await cli.run(["list", "--json"])

            #expect(result.status == 1)
            #expect(result.stderr.contains("--no-check"))
            #expect(try Self.urls(in: list.stdout).isEmpty)
        }

        @Test("import flattens nested categories and skips duplicates")
        func importNested() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }
            let file = cli.home.appendingPathComponent("subs.opml")
            try Data(Self.nestedOPML.utf8).write(to: file)

            let result = try await cli.run(["import", file.path])
            let again = try await cli.run(["import", file.path])
            let list = try await cli.run(["list", "--json"])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Added 3 subscriptions; skipped 0 already there, 1 repeated in the file."))
            #expect(again.stdout.contains("Added 0 subscriptions; skipped 3 already there, 1 repeated in the file."))
            #expect(
                try Self.urls(in: list.stdout) == [
                    "https://one.example.org/feed", "https://two.example.org/rss", "https://three.example.org/atom",
                ])
        }

        @Test("a file that is not OPML is an error with its line and column, and adds nothing")
        func importNotOPML() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }
            let file = cli.home.appendingPathComponent("page.opml")
            try Data("<html>\n<body>\n<outline text=\"a\" xmlUrl=\"https://a.org/f\"/>\n</body></html>".utf8)
                .write(to: file)

            let result = try await cli.run(["import", file.path])
            let list = try await cli.run(["list", "--json"])

            #expect(result.status == 1)
            #expect(result.stderr.contains("line"))
            #expect(result.stderr.contains("column"))
            #expect(result.stderr.contains("Nothing was added."))
            #expect(try Self.urls(in: list.stdout).isEmpty)
        }

        @Test("an OPML file cut short imports the outlines it holds, as established readers do")
        func importCutShort() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }
            let file = cli.home.appendingPathComponent("cut.opml")
            try Data("<opml version=\"2.0\">\n<body>\n<outline text=\"a\" xmlUrl=\"https://a.org/f\">\n</opml>".utf8)
                .write(to: file)

            let result = try await cli.run(["import", file.path])
            let list = try await cli.run(["list", "--json"])

            #expect(result.status == 0)
            #expect(try Self.urls(in: list.stdout) == ["https://a.org/f"])
        }

        @Test("export, then import the export into an empty config, gives the same list")
        func exportRoundTrip() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }
            let file = cli.home.appendingPathComponent("subs.opml")
            try Data(Self.nestedOPML.utf8).write(to: file)
            _ = try await cli.run(["import", file.path])
            let original = try await cli.run(["list", "--json"])

            let exported = try await cli.run(["export"])
            let exportFile = cli.home.appendingPathComponent("export.opml")
            try Data(exported.stdout.utf8).write(to: exportFile)
            let fresh = cli.withFreshConfig()
            let imported = try await fresh.run(["import", exportFile.path])
            let copy = try await fresh.run(["list", "--json"])

            #expect(exported.status == 0, "\(exported.stderr)")
            #expect(exported.stdout.contains("<opml version=\"2.0\""))
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(try Self.subscriptions(in: copy.stdout) == Self.subscriptions(in: original.stdout))
        }

        // MARK: - Helpers

        static let nestedOPML = """
            <?xml version="1.0" encoding="UTF-8"?>
            <opml version="2.0">
              <head><title>Mine</title></head>
              <body>
                <outline text="Tech" title="Tech">
                  <outline type="rss" text="One" title="One" xmlUrl="https://one.example.org/feed"/>
                  <outline text="Deeper">
                    <outline type="rss" text="Two" xmlUrl="https://two.example.org/rss"/>
                  </outline>
                </outline>
                <outline type="rss" text="Three" xmlUrl="https://three.example.org/atom"/>
                <outline type="rss" text="One again" xmlUrl="https://one.example.org/feed"/>
              </body>
            </opml>
            """

        static func subscriptions(in json: String) throws -> [[String: String]] {
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            let rows = try #require(object?["subscriptions"] as? [[String: Any]])
            return rows.map { row in
                ["url", "title", "category"].reduce(into: [:]) { result, key in result[key] = row[key] as? String }
            }
        }

        static func urls(in json: String) throws -> [String] {
            try subscriptions(in: json).compactMap { $0["url"] }
        }
    }
}
