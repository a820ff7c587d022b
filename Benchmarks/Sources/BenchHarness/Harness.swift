/// Runs cases fairly: calibrate, warm up, then several rounds with the libraries of each
/// scenario interleaved, so machine noise hits every library alike.
public final class Harness {
    private let configuration: HarnessConfiguration
    private let log: (String) -> Void

    /// Creates a harness.
    /// - Parameters:
    ///   - configuration: rounds and sample sizes.
    ///   - log: receives progress lines (calibration results, failures); the executable sends them to stderr.
    public init(configuration: HarnessConfiguration = HarnessConfiguration(), log: @escaping (String) -> Void) {
        self.configuration = configuration
        self.log = log
    }

    /// Prepares, calibrates and samples every case.
    ///
    /// Cases are sampled in the order given, grouped by scenario; within a round the libraries of one
    /// scenario follow each other in an order that rotates from round to round.
    /// - Parameter cases: the cases to run.
    /// - Returns: one result per case, in the order given; a case whose setup throws has a failure instead.
    public func run(_ cases: [BenchCase]) -> [BenchResult] {
        var slots: [Slot] = []
        var failures: [Int: String] = [:]
        for (index, benchCase) in cases.enumerated() {
            do {
                let loop = try benchCase.prepare()
                let iterations = calibrate(benchCase, loop: loop)
                log("\(benchCase.scenario.id) / \(benchCase.library.rawValue): \(iterations) operations per sample")
                slots.append(Slot(index: index, loop: loop, iterations: iterations))
            } catch {
                failures[index] = "\(error)"
                log("\(benchCase.scenario.id) / \(benchCase.library.rawValue) failed: \(error)")
            }
        }
        var samples = [[Double]](repeating: [], count: cases.count)
        let groups = Dictionary(grouping: slots) { cases[$0.index].scenario.id }
        let order = orderedScenarioIDs(cases)
        for round in 0..<configuration.rounds {
            for id in order {
                guard let group = groups[id], !group.isEmpty else { continue }
                for offset in 0..<group.count {
                    let slot = group[(offset + round) % group.count]
                    samples[slot.index].append(sample(cases[slot.index].scenario.metric, slot.loop, slot.iterations))
                }
            }
        }
        return cases.enumerated().map { index, benchCase in
            let iterations = slots.first { $0.index == index }?.iterations ?? 0
            return BenchResult(
                scenario: benchCase.scenario,
                library: benchCase.library,
                summary: Summary(samples: samples[index]),
                iterationsPerSample: iterations,
                failure: failures[index]
            )
        }
    }

    /// Prepares one case and runs its loop exactly `iterations` times, for instruction counting.
    /// - Parameters:
    ///   - benchCase: the case to run.
    ///   - iterations: how many operations to run.
    /// - Throws: the case's setup error.
    public static func runOnce(_ benchCase: BenchCase, iterations: Int) throws {
        let loop = try benchCase.prepare()
        loop(iterations)
    }

    // MARK: - Sampling

    private struct Slot {
        let index: Int
        let loop: BenchCase.Loop
        let iterations: Int
    }

    private func calibrate(_ benchCase: BenchCase, loop: BenchCase.Loop) -> Int {
        guard benchCase.scenario.metric == .nanoseconds else { return configuration.memoryIterations }
        var iterations = 1
        var elapsed = timed(loop, iterations)
        while elapsed < configuration.sampleNanoseconds / 10 && iterations < 1 << 40 {
            iterations *= elapsed > 0 ? min(10, max(2, Int(configuration.sampleNanoseconds / 10 / elapsed))) : 10
            elapsed = timed(loop, iterations)
        }
        let calibrated = max(1, Int(Double(iterations) * configuration.sampleNanoseconds / max(elapsed, 1)))
        _ = timed(loop, calibrated)
        return calibrated
    }

    private func sample(_ metric: BenchMetric, _ loop: BenchCase.Loop, _ iterations: Int) -> Double {
        switch metric {
        case .nanoseconds:
            return timed(loop, iterations) / Double(iterations)
        case .bytes:
            loop(configuration.memoryWarmupIterations)
            let before = MemoryProbe.bytesInUse()
            loop(iterations)
            let after = MemoryProbe.bytesInUse()
            return Double(after - before) / Double(iterations)
        }
    }

    private func timed(_ loop: BenchCase.Loop, _ iterations: Int) -> Double {
        let start = MonotonicClock.now()
        loop(iterations)
        return Double(MonotonicClock.now() - start)
    }

    private func orderedScenarioIDs(_ cases: [BenchCase]) -> [String] {
        var seen: Set<String> = []
        return cases.map(\.scenario.id).filter { seen.insert($0).inserted }
    }
}
