import Foundation
import NetworkingTestSupport
import Testing

extension EndToEndTests {
    @Suite("Connections to one host")
    struct Connections {
        @Test("24 feeds of one host with --jobs 3 are read over at most 3 connections")
        func jobsBoundConnections() async throws {
            let (cli, server, urls) = try makeSUT(feeds: 24)
            defer { cli.remove(stopping: server) }

            let result = try await cli.run(["read", "--jobs", "3"] + urls)

            #expect(result.status == 0, "\(result.stderr)")
            #expect(server.receivedRequests.count == 24)
            #expect(server.acceptedConnections <= 3)
        }

        @Test("24 feeds of one host with --jobs 12 are read over more than 8 connections, at most 12")
        func jobsRaiseConnections() async throws {
            let (cli, server, urls) = try makeSUT(feeds: 24)
            defer { cli.remove(stopping: server) }

            let result = try await cli.run(["read", "--jobs", "12"] + urls)

            #expect(result.status == 0, "\(result.stderr)")
            #expect(server.receivedRequests.count == 24)
            #expect(server.acceptedConnections > 8)
            #expect(server.acceptedConnections <= 12)
        }

        @Test("without --jobs, 24 feeds of one host are read over more than 3 connections, at most 8")
        func defaultBoundsConnections() async throws {
            let (cli, server, urls) = try makeSUT(feeds: 24)
            defer { cli.remove(stopping: server) }

            let result = try await cli.run(["read"] + urls)

            #expect(result.status == 0, "\(result.stderr)")
            #expect(server.receivedRequests.count == 24)
            #expect(server.acceptedConnections > 3)
            #expect(server.acceptedConnections <= 8)
        }

        // MARK: - Helpers

        /// A sandbox and a server that keeps connections alive and answers each of `feeds` feeds after a pause
        /// (so that requests overlap), with their URLs.
        private func makeSUT(feeds: Int) throws -> (FeedCLI, LoopbackHTTPServer, [String]) {
            let server = LoopbackHTTPServer(keepsConnectionsAlive: true)
            try server.start()
            let paths = (1...feeds).map { "/feed/\($0)" }
            for path in paths {
                server.respond(to: path, with: FeedFixtures.rss(title: "Feed \(path)").delayed(by: .milliseconds(300)))
            }
            return (try FeedCLI(), server, try paths.map { try server.url(for: $0).absoluteString })
        }
    }
}
