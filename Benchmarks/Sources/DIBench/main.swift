import BenchHarness
import Foundation

// di-bench: the side-by-side DI benchmark. See Benchmarks/README.md and scripts/bench.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("di-bench: \(message)\n".utf8))
    exit(2)
}

let options: CommandLineOptions
do {
    options = try CommandLineOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)")
}
let cases = BenchCatalog.cases(matching: options)

if options.listOnly {
    for scenario in Scenarios.all {
        let libraries = cases.filter { $0.scenario == scenario }.map(\.library.rawValue)
        print("\(scenario.id): \(scenario.title) [\(libraries.joined(separator: ", "))]")
    }
    exit(0)
}
guard !cases.isEmpty else { fail("no case matches --filter / --library; try --list.") }

if let iterations = options.fixedIterations {
    do {
        for benchCase in cases { try Harness.runOnce(benchCase, iterations: iterations) }
    } catch {
        fail("\(error)")
    }
    exit(0)
}

let harness = Harness(configuration: options.configuration) { line in
    FileHandle.standardError.write(Data("  \(line)\n".utf8))
}
let command = (["di-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
print("Run: `\(command)` (what `scripts/bench` runs) · \(MachineInfo.describe())")
print(
    "Release build, \(options.configuration.rounds) interleaved rounds, ~\(Int(options.configuration.sampleNanoseconds / 1e6)) ms per sample; min / median / max per operation.\n"
)
let results = harness.run(cases)
print(ResultTable.render(results))
print(TargetTable.render(results))
