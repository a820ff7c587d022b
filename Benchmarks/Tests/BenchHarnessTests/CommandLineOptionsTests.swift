import BenchHarness
import Testing

@Suite("CommandLineOptions")
struct CommandLineOptionsTests {
    @Test("no arguments select every scenario and library with the harness's defaults")
    func init_deliversDefaultsOnNoArguments() throws {
        let options = try CommandLineOptions(arguments: [])

        #expect(options.scenarioIDs.isEmpty)
        #expect(options.libraries.isEmpty)
        #expect(options.configuration == HarnessConfiguration(rounds: 15, sampleNanoseconds: 10_000_000))
        #expect(options.fixedIterations == nil)
    }

    @Test("filters, libraries, rounds, sample length and fixed iterations are read")
    func init_readsEveryOption() throws {
        let options = try CommandLineOptions(arguments: [
            "--filter", "singleton,graph", "--library", "di,hand-wired", "--rounds", "5", "--sample-ms", "2",
            "--iterations", "1000",
        ])

        #expect(options.scenarioIDs == ["singleton", "graph"])
        #expect(options.libraries == [.di, .handWired])
        #expect(options.configuration.rounds == 5)
        #expect(options.configuration.sampleNanoseconds == 2_000_000)
        #expect(options.fixedIterations == 1000)
    }

    @Test("an unknown library, a missing value or a bad number is an error")
    func init_throwsOnBadArguments() {
        #expect(throws: BenchSetupError.self) { try CommandLineOptions(arguments: ["--library", "guice"]) }
        #expect(throws: BenchSetupError.self) { try CommandLineOptions(arguments: ["--rounds"]) }
        #expect(throws: BenchSetupError.self) { try CommandLineOptions(arguments: ["--rounds", "0"]) }
        #expect(throws: BenchSetupError.self) { try CommandLineOptions(arguments: ["--fast"]) }
    }
}
