import Foundation
import NetworkingTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension EndToEndTests {
    @Suite("Ctrl-C")
    struct Interrupt {
        @Test("Ctrl-C prints the feeds already read, past one that never answers, and exits 130")
        func printsWhatWasRead() async throws {
            let result = try await readInterruptedAfterTheReadyFeed()

            #expect(result.status == 130, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("Already Read\n"), "\(result.stdout)")
            #expect(!result.stdout.contains("Never"))
        }

        @Test("Ctrl-C with --json prints one valid document of the feeds already read")
        func printsWhatWasReadAsJSON() async throws {
            let result = try await readInterruptedAfterTheReadyFeed(["--json"])

            #expect(result.status == 130, "\(result.stderr)")
            let feeds = try EndToEndTests.Reading.feeds(in: result.stdout)
            #expect(feeds.map { $0["title"] as? String } == ["Already Read"])
        }

        @Test("Ctrl-C still records the feeds already shown: the next read finds none of their items new")
        func recordsTheFeedsAlreadyShown() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }
            var ready = ""

            let result = try await readInterruptedAfterTheReadyFeed(in: cli) { ready = $0 }
            let again = try await cli.jsonItems(["read", ready, "--offline"])

            #expect(result.status == 130, "\(result.stderr)")
            #expect(!again.isEmpty && again.allSatisfy { $0["new"] as? Bool == false }, "\(again)")
        }

        // MARK: - Helpers

        /// `feed read` of a feed that never answers and one that does, with `flags`, sent Ctrl-C once the second
        /// is read; `cli` when given (else a new one, removed after), and the second feed's address told to `ready`.
        private func readInterruptedAfterTheReadyFeed(
            _ flags: [String] = [], in given: FeedCLI? = nil, ready told: (String) -> Void = { _ in }
        ) async throws -> ChildResult {
            let server = LoopbackHTTPServer()
            try server.start()
            let cli = try given ?? FeedCLI()
            defer { if given == nil { cli.remove() } }
            // The first feed would answer long after the wait's limit: only Ctrl-C can end this read.
            server.respond(to: "/silent", with: FeedFixtures.rss(title: "Never").delayed(by: .seconds(600)))
            server.respond(to: "/ready", with: FeedFixtures.rss(title: "Already Read"))
            let ready = try server.url(for: "/ready").absoluteString
            told(ready)

            let child = try cli.start(
                ["read", try server.url(for: "/silent").absoluteString, ready] + flags + ["--verbose"])
            try await waitUntil { child.errorsSoFar.contains("Read \(ready):") }
            child.send(SIGINT)
            return await child.wait(limit: .seconds(120))
        }
    }
}
