import Foundation
import NetworkingTestSupport
import Testing

extension EndToEndTests {
    @Suite("New and read items, references and the item itself")
    struct ReadState {
        @Test("every item is new and unread on a first read, and has a reference")
        func firstRead() async throws {
            let (cli, server, url) = try makeSUT()
            defer { cli.remove(stopping: server) }

            let items = try await cli.jsonItems(["read", url])

            #expect(items.count == 3)
            #expect(items.allSatisfy { $0["new"] as? Bool == true && $0["read"] as? Bool == false })
            #expect(Set(items.compactMap { $0["ref"] as? Int }).count == 3)
        }

        @Test("a later read marks exactly the added items new; --new shows only them")
        func laterRead() async throws {
            let (cli, server, url) = try makeSUT()
            defer { cli.remove(stopping: server) }
            _ = try await cli.run(["read", url])
            server.respond(to: "/feed", with: FeedFixtures.rss(items: 5))

            let items = try await cli.jsonItems(["read", url, "--refresh"])
            let text = try await cli.run(["read", url, "--offline", "--new"])
            let newOnly = try await cli.jsonItems(["read", url, "--new", "--refresh"])

            let new = items.filter { $0["new"] as? Bool == true }.compactMap { $0["id"] as? String }
            #expect(Set(new) == ["rss-4", "rss-5"])
            #expect(newOnly.isEmpty, "a third read sees nothing new")
            #expect(!text.stdout.contains("RSS item"), "offline, nothing is first seen: \(text.stdout)")
        }

        @Test("items feed add's check saved are new at the first read, and in --new; a second read sees none new")
        func readAfterAdd() async throws {
            let (cli, server, url) = try makeSUT()
            defer { cli.remove(stopping: server) }
            let added = try await cli.run(["add", url])
            #expect(added.status == 0, "\(added.stderr)")

            let newOnly = try await cli.jsonItems(["read", url, "--new"])
            let again = try await cli.jsonItems(["read", url])

            #expect(newOnly.count == 3, "\(newOnly)")
            #expect(again.count == 3 && again.allSatisfy { $0["new"] as? Bool == false })
        }

        @Test("the text view shows a reference per row and marks new items")
        func textMarks() async throws {
            let (cli, server, url) = try makeSUT()
            defer { cli.remove(stopping: server) }

            let first = try await cli.run(["read", url])
            let second = try await cli.run(["read", url, "--offline"])

            let rows = first.stdout.split(separator: "\n").filter { $0.contains("RSS item") }
            #expect(
                rows.count == 3 && rows.allSatisfy { $0.prefixMatch(of: /\x20\x20\d+ \* RSS item \d\x20/) != nil },
                "\(rows)")
            let later = second.stdout.split(separator: "\n").filter { $0.contains("RSS item") }
            #expect(
                later.count == 3 && later.allSatisfy { $0.prefixMatch(of: /\x20\x20\d+ {3}RSS item \d\x20/) != nil },
                "\(later)")
        }

        @Test("mark-read URL marks the feed read; mark-unread and mark-read REF change one item; --unread follows")
        func markReadAndUnread() async throws {
            let (cli, server, url) = try makeSUT()
            defer { cli.remove(stopping: server) }
            let items = try await cli.jsonItems(["read", url])
            let ref = try #require(items.first { $0["id"] as? String == "rss-2" }?["ref"] as? Int)

            let all = try await cli.run(["mark-read", url])
            let afterAll = try await cli.jsonItems(["read", url, "--offline"])
            let unread = try await cli.run(["mark-unread", String(ref)])
            let onlyUnread = try await cli.jsonItems(["read", url, "--offline", "--unread"])
            let byID = try await cli.run(["mark-read", "rss-2"])
            let none = try await cli.jsonItems(["read", url, "--offline", "--unread"])

            #expect(
                all.status == 0 && unread.status == 0 && byID.status == 0, "\(all.stderr)\(unread.stderr)\(byID.stderr)"
            )
            #expect(all.stdout.contains("Marked 3 items"))
            #expect(afterAll.allSatisfy { $0["read"] as? Bool == true })
            #expect(onlyUnread.compactMap { $0["id"] as? String } == ["rss-2"])
            #expect(none.isEmpty)
        }

        @Test("show prints the item's title, link, author and text, and marks it read")
        func show() async throws {
            let (cli, server, url) = try makeSUT()
            defer { cli.remove(stopping: server) }
            let items = try await cli.jsonItems(["read", url])
            let ref = try #require(items.first { $0["id"] as? String == "rss-1" }?["ref"] as? Int)

            let result = try await cli.run(["show", String(ref)])
            let after = try await cli.jsonItems(["read", url, "--offline"])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("RSS item 1\n"))
            #expect(result.stdout.contains("Link:   https://rss.example.org/1"))
            #expect(result.stdout.contains("\n\nSummary 1\n"))
            #expect(after.first { $0["id"] as? String == "rss-1" }?["read"] as? Bool == true)
            #expect(after.filter { $0["read"] as? Bool == true }.count == 1)
        }

        @Test("open hands the item's link to the first xdg-open on PATH")
        func open() async throws {
            let (cli, server, url) = try makeSUT()
            defer { cli.remove(stopping: server) }
            let items = try await cli.jsonItems(["read", url])
            let ref = try #require(items.first { $0["id"] as? String == "rss-3" }?["ref"] as? Int)
            let bin = try fakeOpener(in: cli)

            let result = try await cli.run(["open", String(ref)], variables: ["PATH": "\(bin.path):/usr/bin:/bin"])

            #expect(result.status == 0, "\(result.stderr)")
            let opened = try String(contentsOf: cli.home.appendingPathComponent("opened"), encoding: .utf8)
            #expect(opened == "https://rss.example.org/3\n")
        }

        @Test("open without $BROWSER or xdg-open says so and exits 1")
        func openWithoutOpener() async throws {
            let (cli, server, url) = try makeSUT()
            defer { cli.remove(stopping: server) }
            _ = try await cli.run(["read", url])

            let result = try await cli.run(["open", "rss-1"], variables: ["PATH": cli.home.path])

            #expect(result.status == 1)
            #expect(result.stderr.contains("set $BROWSER, or install xdg-open"), "\(result.stderr)")
        }

        @Test("--long shows each item's link and summary under its row")
        func long() async throws {
            let (cli, server, url) = try makeSUT()
            defer { cli.remove(stopping: server) }

            let result = try await cli.run(["read", url, "--long"])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("\n      https://rss.example.org/1\n      Summary 1\n"), "\(result.stdout)")
        }

        @Test("cache clear forgets what was read")
        func clearForgets() async throws {
            let (cli, server, url) = try makeSUT()
            defer { cli.remove(stopping: server) }
            _ = try await cli.run(["read", url])
            _ = try await cli.run(["mark-read", url])

            let cleared = try await cli.run(["cache", "clear"])
            let items = try await cli.jsonItems(["read", url])

            #expect(cleared.stdout.contains("forgot which items were read"))
            #expect(items.allSatisfy { $0["new"] as? Bool == true && $0["read"] as? Bool == false })
        }

        @Test("a cache written before items were rows is read --offline with the same items")
        func migratedFixture() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }
            let url = "http://127.0.0.1:9/fixture.xml"

            // Each read prunes copies older than 30 days, which the fixture is: each starts from a fresh copy.
            try installFixture(in: cli)
            let items = try await cli.jsonItems(["read", url, "--offline"])
            try installFixture(in: cli)
            let text = try await cli.run(["read", url, "--offline"])

            #expect(items.compactMap { $0["id"] as? String } == ["fixture-2", "fixture-1", "fixture-3"])
            #expect(items.first?["title"] as? String == "Fixture item two — ünïcødé ✓")
            #expect(items.first?["author"] as? String == "Grace Hopper")
            #expect(items.first?["link"] as? String == "https://fixture.example.org/2")
            #expect(items.allSatisfy { $0["new"] as? Bool == false && $0["read"] as? Bool == false })
            #expect(text.status == 0, "\(text.stderr)")
            #expect(text.stdout.hasPrefix("Fixture Feed\n"))
            #expect(text.stdout.contains("Fixture item one"))
        }

        // MARK: - Helpers

        /// The cache written by the release that kept one JSON payload per feed, kept with the Data package.
        static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Packages/Data/Tests/PersistenceTests/Fixtures")
            .appendingPathComponent("feeds-json-payload.sqlite")

        private func installFixture(in cli: FeedCLI) throws {
            let database = cli.cache.appendingPathComponent("feeds.sqlite")
            try FileManager.default.createDirectory(at: cli.cache, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: database)
            try FileManager.default.copyItem(at: Self.fixture, to: database)
        }

        private func makeSUT() throws -> (FeedCLI, LoopbackHTTPServer, String) {
            try FeedCLI.servingFeed(FeedFixtures.rss())
        }

        /// A folder holding an `xdg-open` that writes its argument to `$HOME/opened`.
        private func fakeOpener(in cli: FeedCLI) throws -> URL {
            let bin = cli.home.appendingPathComponent("bin", isDirectory: true)
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            let script = bin.appendingPathComponent("xdg-open")
            try Data("#!/bin/sh\nprintf '%s\\n' \"$1\" > \"$HOME/opened\"\n".utf8).write(to: script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            return bin
        }
    }
}
