import Foundation
import NetworkingTestSupport
import Testing

extension EndToEndTests {
    @Suite("An item's content, shown as paragraphs")
    struct ItemContent {
        @Test("show prints content:encoded as separate paragraphs, in preference to the summary")
        func showParagraphs() async throws {
            let (cli, server, url) = try makeSUT()
            defer { cli.remove(stopping: server) }
            let items = try await cli.jsonItems(["read", url])
            let ref = try #require(items.first { $0["id"] as? String == "full-1" }?["ref"] as? Int)

            let result = try await cli.run(["show", String(ref)])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasSuffix("\n\nOne\n\nTwo, with more words than fit one line\n"))
            #expect(!result.stdout.contains("Short"))
        }

        @Test("on a terminal, show wraps each paragraph to its width, a blank line between paragraphs")
        func showWraps() async throws {
            let (cli, server, url) = try makeSUT()
            defer { cli.remove(stopping: server) }
            let items = try await cli.jsonItems(["read", url])
            let ref = try #require(items.first { $0["id"] as? String == "full-1" }?["ref"] as? Int)

            let result = try await cli.runInTerminal(["show", String(ref)], columns: 20)

            #expect(result.status == 0, "\(result.stdout)")
            #expect(result.stdout.contains("\n\nOne\n\nTwo, with more words\nthan fit one line\n"))
        }

        @Test("--json items carry content when the feed gives it, beside the summary")
        func jsonContent() async throws {
            let (cli, server, url) = try makeSUT()
            defer { cli.remove(stopping: server) }

            let items = try await cli.jsonItems(["read", url])
            let offline = try await cli.jsonItems(["read", url, "--offline"])

            for found in [items, offline] {
                let full = found.first { $0["id"] as? String == "full-1" }
                let bare = found.first { $0["id"] as? String == "full-2" }
                #expect(full?["content"] as? String == "One\n\nTwo, with more words than fit one line")
                #expect(full?["summary"] as? String == "Short")
                #expect(bare != nil && bare?["content"] == nil)
            }
        }

        // MARK: - Helpers

        private static let feed = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Full</title>
            <item><guid>full-1</guid><title>Full text</title><description>Short</description>
            <content:encoded><![CDATA[<p>One</p><p>Two, with   more words than fit one line</p>]]></content:encoded>
            </item>
            <item><guid>full-2</guid><title>Summary only</title><description>Only</description></item>
            </channel></rss>
            """

        private func makeSUT() throws -> (FeedCLI, LoopbackHTTPServer, String) {
            try FeedCLI.servingFeed(.ok(Self.feed, contentType: "application/rss+xml; charset=utf-8"))
        }
    }
}
