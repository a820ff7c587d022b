/// How long and how often the harness samples each case.
public struct HarnessConfiguration: Sendable, Equatable {
    /// Rounds of samples; each round takes one sample of every case, libraries interleaved.
    public var rounds: Int
    /// The wall time one timed sample should take; calibration picks the iteration count to match it.
    public var sampleNanoseconds: Double
    /// Operations per memory sample, after the warm-up.
    public var memoryIterations: Int
    /// Operations run before each memory sample so caches, pools and lazily built tables are in place.
    public var memoryWarmupIterations: Int

    /// Creates a configuration; by default about 10 ms per sample and 15 rounds.
    /// - Parameters:
    ///   - rounds: rounds of samples.
    ///   - sampleNanoseconds: the wall time of one timed sample.
    ///   - memoryIterations: operations per memory sample.
    ///   - memoryWarmupIterations: operations before each memory sample.
    public init(
        rounds: Int = 15,
        sampleNanoseconds: Double = 10_000_000,
        memoryIterations: Int = 10_000,
        memoryWarmupIterations: Int = 1_000
    ) {
        self.rounds = rounds
        self.sampleNanoseconds = sampleNanoseconds
        self.memoryIterations = memoryIterations
        self.memoryWarmupIterations = memoryWarmupIterations
    }
}
