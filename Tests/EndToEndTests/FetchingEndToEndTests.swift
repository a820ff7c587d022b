import Foundation
import NetworkingTestSupport
import Testing

extension EndToEndTests {
    @Suite("Fetching politely and resiliently")
    struct Fetching {
        @Test("two reads within the refresh interval make one request; with --refresh, two")
        func politeRefresh() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", with: FeedFixtures.rss())
            let url = try server.url(for: "/feed").absoluteString

            let first = try await cli.run(["read", url])
            let second = try await cli.run(["read", url])
            let requestsWithin = server.receivedRequests.count
            let refreshed = try await cli.run(["read", url, "--refresh"])

            #expect(first.status == 0 && second.status == 0 && refreshed.status == 0, "\(second.stderr)")
            #expect(second.stdout.hasPrefix("RSS Example\n"))
            #expect(second.stdout.contains("From the cache"), "\(second.stdout)")
            #expect(requestsWithin == 1)
            #expect(server.receivedRequests.count == 2)
        }

        @Test("a refresh= interval written in the subscription list is kept when the list is saved again")
        func subscriptionInterval() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            let url = try server.url(for: "/feed").absoluteString
            let file = cli.config.appendingPathComponent("subscriptions.txt")
            try FileManager.default.createDirectory(at: cli.config, withIntermediateDirectories: true)
            try Data("\(url) refresh=2h Hourly\n".utf8).write(to: file)

            let added = try await cli.run(["add", try server.url(for: "/other").absoluteString, "--no-check"])
            let list = try await cli.run(["list"])

            #expect(added.status == 0, "\(added.stderr)")
            #expect(list.stdout.contains("Hourly"), "\(list.stdout) \(list.stderr)")
            #expect(try String(contentsOf: file, encoding: .utf8).contains("\(url) refresh=2h Hourly\n"))
        }

        @Test("a 301 of a subscribed feed updates feed list and says so; a 302 does not")
        func permanentRedirect() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/new", with: FeedFixtures.rss())
            server.respond(to: "/old", with: .redirect(to: "/new", status: 301))
            server.respond(to: "/elsewhere", with: .redirect(to: "/new", status: 302))
            let old = try server.url(for: "/old").absoluteString
            let elsewhere = try server.url(for: "/elsewhere").absoluteString
            let new = try server.url(for: "/new").absoluteString
            _ = try await cli.run(["add", old, "--no-check"])
            _ = try await cli.run(["add", elsewhere, "--no-check"])

            let read = try await cli.run(["read"])
            let list = try await cli.run(["list"])

            #expect(read.status == 0, "\(read.stderr)")
            #expect(read.stderr.contains("\(old) has moved for good to \(new)"), "\(read.stderr)")
            #expect(!read.stderr.contains("\(elsewhere) has moved"))
            #expect(list.stdout.contains(new) && list.stdout.contains(elsewhere), "\(list.stdout)")
            #expect(!list.stdout.contains(old), "\(list.stdout)")
        }

        @Test("503, 503, 200 is read with exit 0 after three requests")
        func retriesTransientStatuses() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            server.respond(to: "/feed", withEach: [.status(503), .status(503), FeedFixtures.rss()])

            let result = try await cli.run([
                "read", try server.url(for: "/feed").absoluteString, "--refresh", "--timeout", "60",
            ])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("RSS Example\n"))
            #expect(server.receivedRequests.count == 3)
        }

        @Test("a refused port is tried once: the redirect that leads to it is requested once")
        func refusedOnce() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            let closed = LoopbackHTTPServer()
            let refusing = try closed.url(for: "/feed")
            closed.stop()
            server.respond(to: "/feed", with: .redirect(to: refusing.absoluteString))

            let result = try await cli.run([
                "read", try server.url(for: "/feed").absoluteString, "--refresh", "--timeout", "60",
            ])

            #expect(result.status == 1)
            #expect(result.stderr.contains("Couldn't connect to 127.0.0.1"), "\(result.stderr)")
            #expect(server.receivedRequests.count == 1)
        }

        @Test("add of an HTML page subscribes to the first feed it offers; read of the page names its feeds")
        func discovery() async throws {
            let (cli, server) = try makeSUT()
            defer { cli.remove() }
            let html = """
                <!DOCTYPE html><html><head><title>Blog</title>
                <link rel="alternate" type="application/rss+xml" href="/feed.xml">
                <link rel="alternate" type="application/atom+xml" href="/atom.xml">
                </head><body><p>Hello</p></body></html>
                """
            server.respond(to: "/", with: .ok(html, contentType: "text/html; charset=utf-8"))
            server.respond(to: "/feed.xml", with: FeedFixtures.rss())
            let page = try server.url(for: "/").absoluteString
            let feed = try server.url(for: "/feed.xml").absoluteString
            let atom = try server.url(for: "/atom.xml").absoluteString

            let add = try await cli.run(["add", page])
            let list = try await cli.run(["list"])
            let all = try await cli.run(["add", page, "--all"])
            let read = try await cli.run(["read", page, "--refresh"])

            #expect(add.status == 0, "\(add.stderr)")
            #expect(add.stdout.contains("taking the first feed it offers, \(feed)"), "\(add.stdout)")
            #expect(list.stdout.contains(feed) && !list.stdout.contains("\(page) "), "\(list.stdout)")
            #expect(all.stdout.contains("offers 2 feeds:\n  \(feed)\n  \(atom)\n"), "\(all.stdout)")
            #expect(read.status == 1)
            #expect(read.stderr.contains("a web page that offers 2 feeds: \(feed), \(atom)"), "\(read.stderr)")
        }

        // MARK: - Helpers

        private func makeSUT() throws -> (FeedCLI, LoopbackHTTPServer) {
            let server = LoopbackHTTPServer()
            try server.start()
            return (try FeedCLI(), server)
        }
    }
}
