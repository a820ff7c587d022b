import Foundation
import Testing

extension EndToEndTests {
    @Suite("Shell completion and the man page")
    struct Shell {
        @Test("the bash script of the built binary, sourced in bash, registers feed's completion")
        func bashCompletion() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }
            let script = try await cli.run(["completion", "bash"])
            let file = cli.home.appendingPathComponent("feed.bash")
            try Data(script.stdout.utf8).write(to: file)

            let bash = try ChildProcess(
                executable: URL(fileURLWithPath: "/bin/bash"),
                arguments: ["--norc", "-c", "source \(file.path) && complete -p feed"], environment: [:])
            let result = await bash.wait(limit: .seconds(60))

            #expect(script.status == 0, "\(script.stderr)")
            #expect(result.stdout == "complete -F _feed feed\n", "\(result.stderr)")
        }

        @Test("feed man prints a roff page that lists every command of feed --help")
        func manPage() async throws {
            let cli = try FeedCLI()
            defer { cli.remove() }

            let page = try await cli.run(["man"])
            let help = try await cli.run(["--help"])

            #expect(page.status == 0, "\(page.stderr)")
            #expect(page.stdout.hasPrefix(".TH FEED 1 "))
            // The overview's command rows: after "Commands:", up to the blank line; a wrapped summary is indented further.
            let rows = help.stdout.components(separatedBy: "\n").drop { $0 != "Commands:" }.dropFirst()
                .prefix { !$0.isEmpty }
            let commands = rows.filter { $0.dropFirst(2).first != " " }.compactMap { $0.split(separator: " ").first }
            #expect(commands.count >= 10)
            for command in commands {
                #expect(page.stdout.contains(".SS feed \(command.replacingOccurrences(of: "-", with: "\\-"))\n"))
            }
        }
    }
}
