import AppHarnesses
import Foundation
import FuzzSupport
import Testing

@Suite("The CLI arguments harness")
struct CLIArgumentsHarnessTests {
    @Test("splits the input on NUL bytes into arguments, keeping empty ones")
    func splitsOnNUL() {
        let data = Data("read\0--limit\0\0x".utf8)

        let arguments = CLIArgumentsHarness.arguments(from: data)

        #expect(arguments == ["read", "--limit", "", "x"])
    }

    @Test("reads empty input as no arguments and repairs bytes that are not UTF-8")
    func emptyAndInvalidInput() {
        #expect(CLIArgumentsHarness.arguments(from: Data()).isEmpty)
        #expect(CLIArgumentsHarness.arguments(from: Data([0x61, 0xFF])) == ["a\u{FFFD}"])
    }

    @Test("accepts --version, which needs no composition")
    func acceptsVersion() async {
        let outcome = await CLIArgumentsHarness.outcome(of: Data("--version".utf8))

        #expect(outcome == .accepted(summary: "exit 0"))
    }

    @Test("stops a command line that parses at the composition, before its command runs")
    func stopsAtComposition() async {
        let outcome = await CLIArgumentsHarness.outcome(
            of: Data("read\0https://example.com/feed.xml\0--limit\u{0}5".utf8))

        #expect(outcome == .accepted(summary: "exit 1"))
    }

    @Test("refuses an unknown command with a usage message naming it")
    func refusesUnknownCommand() async {
        let outcome = await CLIArgumentsHarness.outcome(of: Data("reed".utf8))

        guard case .rejected(let message) = outcome else {
            Issue.record("expected a usage error, got \(outcome)")
            return
        }
        #expect(message.contains("reed"))
    }
}
