import Foundation
import Testing

@testable import FeedApp

@Suite("feed man: the manual page from the same table as help")
struct ManPageTests {
    @Test("every command's usage, summary and flags read as feed COMMAND --help gives them")
    func agreesWithHelp() async {
        let (code, console) = await runApp(["man"])
        let page = Self.plainText(console.output)

        #expect(code == .success)
        for spec in CommandList.specs where !spec.name.isEmpty {
            let help = HelpText.text(for: spec, width: 1_000).split(separator: "\n").map(String.init)
            #expect(help.first?.trimmingCharacters(in: .whitespaces) == "Usage: \(spec.usage)")
            #expect(
                page.contains(
                    "\n\(spec.invocation)\n\(spec.usageParts.joined(separator: " "))\n".replacingOccurrences(
                        of: "\n\n", with: "\n")))
            #expect(page.contains("\n\(spec.summary)\n"), "\(spec.name)")
            for flag in spec.flags {
                let row = help.first { $0.hasPrefix("  \(flag.synopsis) ") }
                #expect(row?.hasSuffix(" \(flag.help)") == true, "\(spec.name) \(flag.name)")
                #expect(page.contains("\n\(flag.synopsis)\n\(flag.help)\n"), "\(spec.name) \(flag.name)")
            }
        }
    }

    @Test("it lists exactly the commands help lists, and the exit codes")
    func sameCommands() {
        let page = ManPage.text()
        let sections = page.split(separator: "\n").filter { $0.hasPrefix(".SS ") }
        let overview = HelpText.text(for: SampleCommand.spec, width: 1_000)

        #expect(sections.count == CommandList.specs.count - 1)
        for spec in CommandList.specs where !spec.name.isEmpty {
            #expect(overview.contains("\n  \(spec.name) "))
            #expect(sections.contains { $0 == ".SS \(ManPage.escaped(spec.invocation))" })
        }
        for (code, meaning) in HelpText.exitCodes {
            #expect(page.contains(".B \(code)\n\(ManPage.escaped(meaning))."))
        }
    }

    @Test("text is escaped for roff: hyphens, backslashes, a leading dot")
    func escaping() {
        #expect(ManPage.escaped("--json") == "\\-\\-json")
        #expect(ManPage.escaped("a\\b") == "a\\eb")
        #expect(ManPage.escaped(".hidden") == "\\&.hidden")
        #expect(ManPage.escaped("N ≥ 1") == "N \\[u2265] 1")
    }

    @Test("groff reads the page without a warning", .enabled(if: ShellRun.exists("/usr/bin/groff")))
    func groffReadsIt() throws {
        let result = try ShellRun.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z"], input: ManPage.text())

        #expect(result.status == 0)
        #expect(result.errors.isEmpty, "\(result.errors)")
    }

    /// The page's text without its requests: `.B x` and `.I x` become `x`, other requests go, escapes are undone.
    static func plainText(_ page: String) -> String {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            if line.hasPrefix(".B ") || line.hasPrefix(".I ") { return String(line.dropFirst(3)) }
            return line.hasPrefix(".") ? nil : String(line)
        }
        var text = lines.joined(separator: "\n")
        while let start = text.range(of: "\\[u"), let end = text[start.upperBound...].firstIndex(of: "]") {
            let scalar = UInt32(text[start.upperBound..<end], radix: 16).flatMap(Unicode.Scalar.init)
            text.replaceSubrange(start.lowerBound...end, with: scalar.map { String($0) } ?? "?")
        }
        return "\n"
            + text.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\&", with: "")
            .replacingOccurrences(of: "\\e", with: "\\") + "\n"
    }
}
