import Foundation
import Testing

extension EndToEndTests {
    @Suite("Hostile OPML and a damaged subscription list")
    struct HostileSubscriptions {
        @Test("import names each mailto:, javascript: and file: outline, adds the web ones, and list still works")
        func hostileOPML() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }
            let file = cli.home.appendingPathComponent("hostile.opml")
            let outlines = [
                "mailto:someone@example.org", "javascript:alert(1)", "file:///etc/passwd",
                "https://ok.example.org/feed",
            ].map { "<outline text=\"T\" xmlUrl=\"\($0)\"/>" }.joined()
            try Data("<opml version=\"2.0\"><body>\(outlines)</body></opml>".utf8).write(to: file)

            let result = try await cli.run(["import", file.path])
            let list = try await cli.run(["list", "--json"])

            #expect(result.status == 0, "\(result.stderr)")
            let skipped = result.stderr.split(separator: "\n").filter { $0.hasPrefix("feed: skipped T") }
            for address in ["mailto:someone@example.org", "javascript:alert(1)", "file:///etc/passwd"] {
                #expect(skipped.contains { $0.contains(address) }, "\(result.stderr)")
            }
            #expect(
                result.stdout.contains("Added 1 subscription; skipped 0 already there, 3 not usable (named above)."))
            #expect(list.status == 0, "\(list.stderr)")
            #expect(try Subscriptions.urls(in: list.stdout) == ["https://ok.example.org/feed"])
        }

        @Test("a subscription list with one bad line still lists the rest and names the line")
        func badLine() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }
            try FileManager.default.createDirectory(at: cli.config, withIntermediateDirectories: true)
            let text = "https://a.example.org/feed A\nmailto:someone@example.org\nhttps://b.example.org/feed\n"
            try Data(text.utf8).write(to: cli.config.appendingPathComponent("subscriptions.txt"))

            let list = try await cli.run(["list", "--json"])

            #expect(list.status == 0, "\(list.stderr)")
            #expect(
                try Subscriptions.urls(in: list.stdout) == ["https://a.example.org/feed", "https://b.example.org/feed"])
            #expect(list.stderr.contains("line 2 of "), "\(list.stderr)")
            #expect(list.stderr.contains("was skipped"))
        }
    }
}
