import BenchHarness
import Testing

@Suite("Harness")
struct HarnessTests {
    @Test("every case is prepared once and measured in every round")
    func run_preparesOnceAndSamplesEveryRound() {
        let (sut, spy) = makeSUT(rounds: 3)

        let results = sut.run([spy.makeCase(.di), spy.makeCase(.swinject)])

        #expect(spy.messages.filter { $0 == .prepared(.di) }.count == 1)
        #expect(spy.messages.filter { $0 == .prepared(.swinject) }.count == 1)
        #expect(results.map(\.library) == [.di, .swinject])
        #expect(results.allSatisfy { $0.summary != nil && $0.iterationsPerSample > 0 })
    }

    @Test("within a round the libraries of a scenario take turns, starting one later each round")
    func run_rotatesLibraryOrderEachRound() {
        let (sut, spy) = makeSUT(rounds: 2)

        _ = sut.run([spy.makeCase(.di), spy.makeCase(.swinject)])

        let lastFour = spy.messages.suffix(4).map { $0 }
        #expect(lastFour == [.ran(.di), .ran(.swinject), .ran(.swinject), .ran(.di)])
    }

    @Test("a case whose setup throws is reported and the others still run")
    func run_reportsSetupFailureAndRunsTheRest() {
        let (sut, spy) = makeSUT(rounds: 2)
        let failing = BenchCase(scenario: spy.scenario, library: .di) { throw BenchSetupError("pending a fix") }

        let results = sut.run([failing, spy.makeCase(.swinject)])

        #expect(results[0].summary == nil)
        #expect(results[0].failure == "pending a fix")
        #expect(results[1].summary != nil)
    }

    // MARK: - Helpers

    private func makeSUT(rounds: Int) -> (Harness, LoopSpy) {
        let spy = LoopSpy()
        let configuration = HarnessConfiguration(rounds: rounds, sampleNanoseconds: 1_000)
        return (Harness(configuration: configuration, log: { _ in }), spy)
    }
}

/// Records which case was prepared and which loop ran, in order.
private final class LoopSpy {
    enum Message: Equatable {
        case prepared(BenchLibrary)
        case ran(BenchLibrary)
    }

    let scenario = BenchScenario(id: "spy", title: "spy")
    private(set) var messages: [Message] = []

    func makeCase(_ library: BenchLibrary) -> BenchCase {
        BenchCase(scenario: scenario, library: library) { [self] in
            messages.append(.prepared(library))
            return { [self] iterations in
                var sum = 0
                for index in 0..<iterations { sum &+= index }
                blackHole(sum)
                messages.append(.ran(library))
            }
        }
    }
}
