import Foundation
import Testing

@testable import FeedApp

@Suite("feed completion: scripts for bash, zsh and fish from the command table")
struct CompletionTests {
    @Test("the bash script registers _feed for feed")
    func bashRegisters() throws {
        let result = try bash(script: try script("bash"), "complete -p feed")

        #expect(result.output == "complete -F _feed feed\n", "\(result.errors)")
    }

    @Test("bash completes every command, each command's flags and fixed words")
    func bashCommandsAndFlags() throws {
        let names = CommandList.specs.map(\.name).filter { !$0.isEmpty }
        let lines = [
            "feed ", "feed re", "feed read --li", "feed completion ", "feed --quiet list --",
            "feed --cache /tmp list --j",
            "feed help ex",
        ]

        let replies = try complete(lines)

        #expect(replies[0] == names)
        #expect(replies[1] == ["read", "remove"])
        #expect(replies[2] == ["--limit"])
        #expect(replies[3] == ["bash", "zsh", "fish"])
        #expect(replies[4] == ["--json", "--env", "--cache", "--config", "--verbose", "--quiet", "--color", "--help"])
        #expect(replies[5] == ["--json"])
        #expect(replies[6] == ["export"])
    }

    @Test("bash completes subscribed URLs and titles (as feed list --json gives them) where a command takes them")
    func bashSubscriptions() throws {
        let lines = ["feed remove Dai", "feed remove https://news", "feed read https://", "feed add https://"]

        let replies = try complete(lines)

        #expect(replies[0] == ["Daily\\ News"])
        #expect(replies[1] == ["//news.example.org/rss.xml"])
        #expect(replies[2] == ["//news.example.org/rss.xml", "//blog.example.com/atom"])
        #expect(replies[3] == [])
    }

    @Test("the zsh script defines _feed and registers it with compdef", .enabled(if: ShellRun.exists("/usr/bin/zsh")))
    func zshRegisters() throws {
        let file = try ShellRun.file(try script("zsh"))

        let result = try ShellRun.run(
            "/usr/bin/zsh",
            ["-f", "-c", "autoload -U compinit && compinit -u -D && source \(file.path) && print $_comps[feed]"])

        #expect(result.output == "_feed\n", "\(result.errors)")
        #expect(result.errors.isEmpty)
    }

    @Test(
        "fish completes commands with their summaries, and subscriptions",
        .enabled(if: ShellRun.exists("/usr/bin/fish")))
    func fishCompletes() throws {
        let file = try ShellRun.file(try script("fish"))
        let list = try ShellRun.file(Self.subscriptionList)
        let setUp = "function feed; cat \(list.path); end; source \(file.path)"

        let result = try ShellRun.run(
            "/usr/bin/fish", ["--no-config", "-c", "\(setUp); complete -C 'feed re'; complete -C 'feed remove Dai'"])

        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("read\t\(ReadCommand.spec.summary)"), "\(result.output) \(result.errors)")
        #expect(lines.contains { $0.hasPrefix("remove\t") })
        #expect(lines.contains("Daily News"))
    }

    @Test("feed completion SHELL prints that shell's script")
    func command() async {
        let (code, console) = await runApp(["completion", "fish"])

        #expect(code == .success)
        #expect(console.output == FishCompletion.script(CompletionTable()))
    }

    @Test("completion without a known shell is a usage error")
    func unknownShell() async {
        let (code, console) = await runApp(["completion", "tcsh"])

        #expect(code == .usage)
        #expect(console.errors.contains("bash"))
    }

    // MARK: - Helpers

    /// `feed list --json` for two subscriptions.
    static let subscriptionList = SubscriptionListDocument.render([
        SubscriptionRow(
            subscription: .init(url: url("https://news.example.org/rss.xml"), title: "Daily News"),
            cached: nil),
        SubscriptionRow(
            subscription: .init(url: url("https://blog.example.com/atom")), cached: nil),
    ])

    /// `text` as a URL; a typo shows as a wrong URL in the completions the tests expect, not a crash.
    private static func url(_ text: String) -> URL { URL(string: text) ?? URL(fileURLWithPath: "/invalid") }

    private func script(_ shell: String) throws -> String {
        let table = CompletionTable()
        switch shell {
        case "zsh": return ZshCompletion.script(table)
        case "fish": return FishCompletion.script(table)
        default: return BashCompletion.script(table)
        }
    }

    /// What bash offers for each line, the cursor at its end, with `feed list --json` giving two subscriptions.
    private func complete(_ lines: [String]) throws -> [[String]] {
        let list = try ShellRun.file(Self.subscriptionList)
        let calls = lines.map { "reply \(shellQuoted($0))" }.joined(separator: "\n")
        let result = try bash(
            script: try script("bash"),
            """
            feed() { cat \(list.path); }
            reply() {
                COMP_LINE=$1; COMP_POINT=${#1}
                read -ra COMP_WORDS <<< "$1"
                [[ $1 == *' ' ]] && COMP_WORDS+=('')
                COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
                _feed
                printf '%s\\n' "${COMPREPLY[@]}" ---
            }
            \(calls)
            """)
        #expect(result.errors.isEmpty, "\(result.errors)")
        return result.output.components(separatedBy: "---\n").dropLast().map {
            $0.split(separator: "\n").map(String.init)
        }
    }

    private func bash(script: String, _ commands: String) throws -> ShellRun.Result {
        let file = try ShellRun.file(script)
        return try ShellRun.run("/bin/bash", ["--norc", "--noprofile", "-c", "source \(file.path)\n\(commands)"])
    }

    private func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
