import Foundation
import NetworkingTestSupport
import Testing

extension EndToEndTests {
    @Suite("Commands and usage")
    struct Commands {
        @Test(
            "usage errors exit 64 and name the problem",
            arguments: [
                (["fetch"], "unknown command \"fetch\""),
                (["read", "--jsn"], "unknown flag --jsn"),
                (["read", "--timeout", "0"], "invalid value \"0\" for --timeout"),
                (["cache", "purge"], "unknown feed cache action"),
                (["graph", "--format", "svg"], "invalid value \"svg\" for --format"),
            ])
        func usageErrors(_ arguments: [String], message: String) async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }

            let result = try await cli.run(arguments)

            #expect(result.status == 64)
            #expect(result.stderr.contains(message))
            #expect(result.stderr.contains("Usage: feed"))
            #expect(result.stdout.isEmpty)
        }

        @Test("--help and --version exit 0")
        func helpAndVersion() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }

            let help = try await cli.run(["--help"])
            let version = try await cli.run(["--version"])

            #expect(help.status == 0)
            #expect(help.stdout.contains("Commands:"))
            #expect(version.status == 0)
            #expect(version.stdout.hasPrefix("feed "))
        }

        @Test("graph --format dot prints a Graphviz graph of the app's container")
        func graphDot() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }

            let result = try await cli.run(["graph", "--format", "dot"])

            guard !Self.isUnavailable(result) else { return }
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("digraph"))
        }

        @Test("validate says the app's container is valid")
        func validate() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }

            let result = try await cli.run(["validate"])

            guard !Self.isUnavailable(result) else { return }
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("valid"))
        }

        @Test("cache info lists a read feed, and cache clear empties it")
        func cacheInfoAndClear() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }
            let server = LoopbackHTTPServer()
            server.respond(to: "/feed", with: FeedFixtures.rss(items: 3))
            let url = try server.url(for: "/feed").absoluteString
            _ = try await cli.run(["read", url])

            let info = try await cli.run(["cache", "info"])
            let clear = try await cli.run(["cache", "clear"])
            let after = try await cli.run(["cache", "info"])

            #expect(info.status == 0, "\(info.stderr)")
            #expect(info.stdout.hasPrefix("1 feed, 3 items"))
            #expect(info.stdout.contains(url))
            #expect(clear.status == 0, "\(clear.stderr)")
            #expect(after.stdout.contains("is empty"))
        }

        // MARK: - Helpers

        /// Whether the command said the container cannot do it yet (exit 1); recorded as a known issue.
        private static func isUnavailable(_ result: ChildResult) -> Bool {
            guard result.stderr.contains("is not available yet") else { return false }
            #expect(result.status == 1)
            withKnownIssue("DI's container cannot describe or check itself yet") {
                Issue.record("\(result.stderr)")
            }
            return true
        }
    }
}
