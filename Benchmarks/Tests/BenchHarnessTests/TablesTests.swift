import BenchHarness
import Testing

@Suite("ResultTable and TargetTable")
struct TablesTests {
    @Test("each row's ratio is its median over DI's median in the same scenario")
    func render_deliversRatioToDI() {
        let results = [
            makeResult(.di, median: 10, scenario: singleton),
            makeResult(.swinject, median: 820, scenario: singleton),
        ]

        let table = ResultTable.render(results)

        #expect(table.contains("| resolve a created singleton | DI | 10.0 ns | 10.0 ns | 10.0 ns | 1.00× |"))
        #expect(
            table.contains(
                "| resolve a created singleton | Swinject 2.10.0 | 820.0 ns | 820.0 ns | 820.0 ns | 82.00× |"))
    }

    @Test("a case that could not run says why instead of figures")
    func render_deliversReasonOnFailure() {
        let failed = BenchResult(
            scenario: singleton, library: .di, summary: nil, iterationsPerSample: 0, failure: "pending a fix")

        #expect(ResultTable.render([failed]).contains("not run: pending a fix"))
    }

    @Test("an absolute target is met at or below its limit and missed above it")
    func targets_judgeAbsoluteLimits() {
        let met = TargetTable.render([makeResult(.di, median: 20, scenario: singleton)])
        let missed = TargetTable.render([makeResult(.di, median: 40, scenario: singleton)])

        #expect(met.contains("| 20.0 ns | yes |"))
        #expect(missed.contains("| 40.0 ns | no, 2.00× the target |"))
    }

    @Test("a throughput target compares DI with hand-wired code in the same run")
    func targets_judgeThroughputAgainstHandWired() {
        let scenario = BenchScenario(id: "reads", title: "reads", target: .throughputVersusHandWired(atLeast: 0.9))

        let table = TargetTable.render([
            makeResult(.di, median: 10, scenario: scenario), makeResult(.handWired, median: 8, scenario: scenario),
        ])

        #expect(table.contains("no (0.80× hand-wired)"))
    }

    // MARK: - Helpers

    private let singleton = BenchScenario(
        id: "singleton", title: "resolve a created singleton", target: .atMostNanoseconds(20))

    private func makeResult(_ library: BenchLibrary, median: Double, scenario: BenchScenario) -> BenchResult {
        BenchResult(
            scenario: scenario, library: library, summary: Summary(samples: [median]), iterationsPerSample: 1)
    }
}
