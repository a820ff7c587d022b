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

        @Test("--verbose traces what the container built for the command; without it, nothing is traced")
        func verboseTracesResolutions() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }

            let verbose = try await cli.run(["list", "--verbose"])
            let quiet = try await cli.run(["list"])

            #expect(verbose.status == 0, "\(verbose.stderr)")
            #expect(verbose.stderr.contains("debug: resolved"))
            #expect(verbose.stderr.contains(" created "))
            #expect(!quiet.stderr.contains("resolved"))
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

        @Test("graph --format dot prints the app's real chain as a Graphviz graph")
        func graphDot() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }

            let result = try await cli.run(["graph", "--format", "dot"])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("digraph"))
            for node in ["FeedLoader(online", "LocalFeedLoader", "FileHTTPClient", "HTTPClient", "FeedMapper"] {
                #expect(result.stdout.contains(node), "missing \(node) in the graph")
            }
        }

        @Test("graph prints the dependency tree by default, marking what is not created yet")
        func graphTree() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }

            let result = try await cli.run(["graph"])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("FeedLoader(online, argument: FeedRequest)"))
            #expect(result.stdout.contains("not created"))
        }

        @Test("validate says the app's container is valid")
        func validate() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }

            let result = try await cli.run(["validate"])

            #expect(result.status == 0, "\(result.stderr)")
            // Every registration of the app is declared or can be observed: none left unchecked.
            #expect(result.stdout.hasPrefix("The app's container is valid.\nAll "))
            #expect(result.stdout.hasSuffix(" registrations were checked.\n"))
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
    }
}
