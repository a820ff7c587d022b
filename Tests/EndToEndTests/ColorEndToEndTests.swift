import Foundation
import NetworkingTestSupport
import Testing

extension EndToEndTests {
    @Suite("Colours on a terminal, none in a pipe")
    struct Colors {
        /// The bold that starts a feed's title.
        static let bold = "\u{1B}[1m"

        @Test("on a terminal the title is coloured; NO_COLOR (even empty) and --color never turn it off")
        func terminal() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            let url = try server.url(for: "/feed").absoluteString

            let colored = try await cli.runInTerminal(["read", url], columns: 80)
            let noColor = try await cli.runInTerminal(["read", url], columns: 80, variables: ["NO_COLOR": ""])
            let never = try await cli.runInTerminal(["read", url, "--color", "never"], columns: 80)

            #expect(colored.status == 0, "\(colored.stdout)")
            #expect(colored.stdout.contains("\(Self.bold)RSS Example\u{1B}[0m\n"), "\(colored.stdout)")
            for plain in [noColor, never] {
                #expect(plain.status == 0, "\(plain.stdout)")
                #expect(plain.stdout.contains("RSS Example\n"))
                #expect(!plain.stdout.contains(Self.bold), "\(plain.stdout)")
            }
        }

        @Test("in a pipe nothing is coloured, unless --color always")
        func pipe() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            let url = try server.url(for: "/feed").absoluteString

            let plain = try await cli.run(["read", url])
            let always = try await cli.run(["read", url, "--color", "always"], variables: ["NO_COLOR": "1"])

            #expect(plain.stdout.hasPrefix("RSS Example\n"))
            #expect(!plain.stdout.contains("\u{1B}"))
            #expect(always.stdout.hasPrefix("\(Self.bold)RSS Example\u{1B}[0m\n"), "\(always.stdout)")
        }

        private func makeSUT() throws -> (FeedCLI, LoopbackHTTPServer) {
            let server = LoopbackHTTPServer()
            try server.start()
            server.respond(to: "/feed", with: FeedFixtures.rss())
            return (try FeedCLI(), server)
        }
    }
}
