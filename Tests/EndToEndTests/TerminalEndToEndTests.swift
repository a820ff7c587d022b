import Foundation
import NetworkingTestSupport
import Presentation
import Testing

extension EndToEndTests {
    @Suite("Laying feeds out for a terminal, a pipe and COLUMNS")
    struct Terminal {
        static let titles = [
            "東京の新しい図書館が開館しました、建築家のインタビューと写真をたくさん掲載しています",
            "Launch day 🚀🎉 for the new release, with notes about everything that changed ❤️",
            "مقالة طويلة عن تاريخ المكتبات العامة في المدن العربية الكبرى وما تعلمناه منها",
            "A plain title that is long enough to need shortening on any ordinary terminal width",
        ]

        @Test("on a terminal every line fits its width, in every script", arguments: [40, 80, 100])
        func terminalWidths(_ columns: Int) async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: FeedFixtures.rss(title: "Scripts 文字 ✨", itemTitles: Self.titles))

            let result = try await cli.runInTerminal(
                ["read", try server.url(for: "/feed").absoluteString], columns: columns)

            #expect(result.status == 0, "\(result.stdout)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count >= 5, "\(result.stdout)")
            let tooWide = lines.filter { DisplayWidth.of($0) > columns }
            #expect(tooWide.isEmpty, "\(tooWide)")
            // A row is the item's number, its new mark, then the title.
            #expect(lines.contains { $0.hasPrefix("  1 * 東京の") && $0.contains("…") })
        }

        @Test("in a pipe every line is whole")
        func pipe() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: FeedFixtures.rss(title: "Scripts", itemTitles: Self.titles))

            let result = try await cli.run(["read", try server.url(for: "/feed").absoluteString])

            #expect(result.status == 0, "\(result.stderr)")
            for title in Self.titles {
                #expect(result.stdout.contains("* \(title)  "), "\(title)")
            }
        }

        @Test("COLUMNS sets the width when the output is not a terminal")
        func columnsVariable() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: FeedFixtures.rss(title: "Scripts", itemTitles: Self.titles))

            let result = try await cli.run(
                ["read", try server.url(for: "/feed").absoluteString], variables: ["COLUMNS": "50"])

            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= 50 }, "\(lines)")
            #expect(!result.stdout.contains(Self.titles[3]))
        }

        @Test("flags before the command are accepted; a wrong FEED_ENV is refused by bare feed too")
        func globalFlagsAndEnvironment() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }

            let verbose = try await cli.run(["--quiet", "list"])
            let bare = try await cli.run([], variables: ["FEED_ENV": "staging"])

            #expect(verbose.status == 0, "\(verbose.stderr)")
            #expect(bare.status == 64)
            #expect(bare.stderr.contains("production, development, preview"))
        }

        @Test("help fits the terminal's width")
        func help() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }

            let result = try await cli.runInTerminal(["read", "--help"], columns: 60)

            #expect(result.status == 0, "\(result.stdout)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            let tooWide = lines.filter { $0.count > 60 && $0.trimmingCharacters(in: .whitespaces).contains(" ") }
            #expect(tooWide.isEmpty, "\(tooWide)")
            #expect(lines.contains { $0.contains("--max-size BYTES") })
        }

        @Test("--max-size sets the limit, and the message states it as it was set")
        func maxSize() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: FeedFixtures.rss(items: 20))
            let url = try server.url(for: "/feed").absoluteString

            let flag = try await cli.run(["read", url, "--max-size", "1024"])
            let variable = try await cli.run(["read", url], variables: ["FEED_MAX_SIZE": "2048"])

            #expect(flag.status == 1)
            #expect(flag.stderr.contains("larger than the limit of 1 KiB"), "\(flag.stderr)")
            #expect(variable.stderr.contains("larger than the limit of 2 KiB"), "\(variable.stderr)")
        }

        @Test("--version and the User-Agent give the same version")
        func version() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: FeedFixtures.rss())

            let version = try await cli.run(["--version"])
            _ = try await cli.run(["read", try server.url(for: "/feed").absoluteString])

            let number = version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(
                of: "feed ", with: "")
            let agent = server.receivedRequests.first?.headers.first { $0.key.lowercased() == "user-agent" }?.value
            #expect(!number.isEmpty)
            #expect(agent == "feed/\(number)")
        }

        @Test("cache info counts in words that agree with the number and aligns its columns")
        func cacheInfo() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/a", with: FeedFixtures.rss(items: 1))
            server.respond(to: "/longer-path", with: FeedFixtures.rss(items: 3))
            _ = try await cli.run(["read", try server.url(for: "/a").absoluteString])
            _ = try await cli.run(["read", try server.url(for: "/longer-path").absoluteString])

            let result = try await cli.run(["cache", "info"])

            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("2 feeds, 4 items,") == true, "\(result.stdout)")
            #expect(lines.contains { $0.contains(" 1 item ") })
            let columns = lines.dropFirst().map { $0.range(of: "saved")?.lowerBound.utf16Offset(in: $0) }
            #expect(Set(columns).count == 1, "\(result.stdout)")
        }

        // MARK: - Helpers

        private func makeSUT() throws -> (FeedCLI, LoopbackHTTPServer) {
            let server = LoopbackHTTPServer()
            try server.start()
            return (try FeedCLI(), server)
        }
    }
}
