import Foundation
import NetworkingTestSupport
import Testing

extension FeedCLI {
    /// A sandbox, a started loopback server answering `/feed` with `response`, and that feed's URL.
    static func servingFeed(_ response: ScriptedResponse) throws -> (FeedCLI, LoopbackHTTPServer, String) {
        let server = LoopbackHTTPServer()
        try server.start()
        server.respond(to: "/feed", with: response)
        return (try FeedCLI(), server, try server.url(for: "/feed").absoluteString)
    }

    /// Stops `server`, then removes the sandbox.
    func remove(stopping server: LoopbackHTTPServer) {
        server.stop()
        remove()
    }

    /// The items of the first feed `feed ARGUMENTS --json` prints; the run must succeed.
    func jsonItems(_ arguments: [String]) async throws -> [[String: Any]] {
        let result = try await run(arguments + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let feed = try EndToEndTests.Reading.feeds(in: result.stdout).first
        return feed?["items"] as? [[String: Any]] ?? []
    }
}
