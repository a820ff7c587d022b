/// The outcome of one case: its summary over all rounds, or why it could not run.
public struct BenchResult {
    /// The scenario measured.
    public let scenario: BenchScenario
    /// The library measured.
    public let library: BenchLibrary
    /// Per-operation figures over all rounds, or `nil` when the case failed.
    public let summary: Summary?
    /// Operations per sample chosen by calibration (or fixed, for memory scenarios).
    public let iterationsPerSample: Int
    /// Why the case could not run, when it could not.
    public let failure: String?

    /// Creates a result.
    /// - Parameters:
    ///   - scenario: the scenario measured.
    ///   - library: the library measured.
    ///   - summary: per-operation figures over all rounds, `nil` on failure.
    ///   - iterationsPerSample: operations per sample.
    ///   - failure: why the case could not run, if it could not.
    public init(
        scenario: BenchScenario,
        library: BenchLibrary,
        summary: Summary?,
        iterationsPerSample: Int,
        failure: String? = nil
    ) {
        self.scenario = scenario
        self.library = library
        self.summary = summary
        self.iterationsPerSample = iterationsPerSample
        self.failure = failure
    }
}
