import Foundation
import NetworkingTestSupport
import Testing

extension EndToEndTests {
    @Suite("Long output goes through a pager on a terminal")
    struct Pager {
        @Test("show of a long article on a terminal goes through FEED_PAGER, with LESS=FRX, and not past it")
        func show_onATerminal_goesThroughThePager() async throws {
            let (cli, server, reference) = try await makeSUT()
            defer { cli.remove(stopping: server) }
            let paged = cli.home.appendingPathComponent("paged")

            let result = try await cli.runInTerminal(
                ["show", reference], columns: 80, rows: 10,
                variables: ["FEED_PAGER": "cat > '\(paged.path)'; echo \"LESS=$LESS\" >> '\(paged.path)'"])

            #expect(result.status == 0, "\(result.stdout)")
            let text = try String(contentsOf: paged, encoding: .utf8)
            #expect(text.contains("Paragraph 1 of the long article") && text.contains("Paragraph 400 of the long"))
            #expect(text.hasSuffix("LESS=FRX\n"))
            #expect(!result.stdout.contains("Paragraph 1 of the long article"))
        }

        @Test("--no-pager, an empty FEED_PAGER, or output that is not a terminal write the article straight out")
        func noPager_writesStraightOut() async throws {
            let (cli, server, reference) = try await makeSUT()
            defer { cli.remove(stopping: server) }
            let paged = cli.home.appendingPathComponent("paged")
            let pager = ["FEED_PAGER": "cat > '\(paged.path)'"]

            let flag = try await cli.runInTerminal(
                ["show", reference, "--no-pager"], columns: 80, rows: 10, variables: pager)
            let empty = try await cli.runInTerminal(
                ["show", reference], columns: 80, rows: 10,
                variables: ["FEED_PAGER": "", "PAGER": "cat > '\(paged.path)'"])
            let piped = try await cli.run(["show", reference], variables: pager)

            for result in [flag, empty, piped] {
                #expect(result.status == 0)
                #expect(result.stdout.contains("Paragraph 400 of the long article"))
            }
            #expect(!FileManager.default.fileExists(atPath: paged.path))
        }

        @Test(
            "a pager that is missing or fails leaves the article written plainly",
            arguments: ["no-such-pager", "false"])
        func failingPager_fallsBackToPlainOutput(pager: String) async throws {
            let (cli, server, reference) = try await makeSUT()
            defer { cli.remove(stopping: server) }

            let result = try await cli.runInTerminal(
                ["show", reference], columns: 80, rows: 10, variables: ["FEED_PAGER": pager])

            #expect(result.status == 0, "\(result.stdout)")
            #expect(result.stdout.contains("Paragraph 1 of the long article"))
            #expect(result.stdout.contains("Paragraph 400 of the long article"))
        }

        @Test("a pager quit early, before reading it all, ends feed quietly with exit 0")
        func pagerQuitEarly_endsQuietly() async throws {
            let (cli, server, reference) = try await makeSUT()
            defer { cli.remove(stopping: server) }

            let result = try await cli.runInTerminal(
                ["show", reference], columns: 80, rows: 10, variables: ["FEED_PAGER": "head -c 100 >/dev/null"])

            #expect(result.status == 0, "\(result.stdout)")
            #expect(!result.stdout.contains("Paragraph"), "nothing is written past the pager")
            #expect(!result.stdout.lowercased().contains("error") && !result.stdout.contains("pipe"))
        }

        @Test(
            "less itself, quit with q after the first screen, ends feed with exit 0",
            .enabled(
                if: FileManager.default.isExecutableFile(atPath: "/usr/bin/less")
                    && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
        func less_quitWithQ_endsWithExit0() async throws {
            let (cli, server, reference) = try await makeSUT()
            defer { cli.remove(stopping: server) }

            let result = try await cli.run(
                drivenBy: ["/usr/bin/python3", "-c", Self.quitAfterFirstScreen], ["show", reference],
                variables: ["TERM": "xterm"])

            #expect(result.stdout.hasSuffix("exit 0\n"), "\(result.stdout) \(result.stderr)")
            #expect(result.stdout.contains("Paragraph 1 of the long article"))
            #expect(!result.stdout.contains("Paragraph 400 of the long article"))
        }

        // MARK: - Helpers

        /// Runs the command on a pseudo-terminal of 10 rows, presses q once the first screen is shown, and prints
        /// what the terminal showed, then `exit STATUS`.
        private static let quitAfterFirstScreen = """
            import fcntl, os, pty, select, struct, sys, termios, time
            pid, fd = pty.fork()
            if pid == 0:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 10, 80, 0, 0))
                os.execv(sys.argv[1], sys.argv[1:])
            shown, pressed, deadline = b"", False, time.time() + 60
            while time.time() < deadline:
                ready, _, _ = select.select([fd], [], [], 0.2)
                if ready:
                    try:
                        data = os.read(fd, 65536)
                    except OSError:
                        break
                    if not data:
                        break
                    shown += data
                if not pressed and b"Paragraph 2" in shown:
                    time.sleep(0.3)
                    os.write(fd, b"q")
                    pressed = True
            if not pressed:
                os.kill(pid, 9)
            _, status = os.waitpid(pid, 0)
            sys.stdout.write(shown.decode("utf-8", "replace") + "\\nexit %d\\n" % os.waitstatus_to_exitcode(status))
            """

        private static func feed() -> String {
            let paragraphs = (1...400).map {
                "<p>Paragraph \($0) of the long article, with words enough for a line.</p>"
            }
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Long</title>
                <item><guid>long-1</guid><title>A long article</title><description>Short</description>
                <content:encoded><![CDATA[\(paragraphs.joined())]]></content:encoded></item>
                </channel></rss>
                """
        }

        /// A sandbox whose cache holds the long article, read once from a loopback server; its reference.
        private func makeSUT() async throws -> (FeedCLI, LoopbackHTTPServer, String) {
            let (cli, server, url) = try FeedCLI.servingFeed(
                .ok(Self.feed(), contentType: "application/rss+xml; charset=utf-8"))
            let items = try await cli.jsonItems(["read", url])
            let reference = try #require(items.first?["ref"] as? Int)
            return (cli, server, String(reference))
        }
    }
}
