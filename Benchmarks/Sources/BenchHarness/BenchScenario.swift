/// One situation measured for every library that supports it: a row group of the result table.
public struct BenchScenario: Sendable, Equatable {
    /// A short stable identifier used by `--filter` (for example `singleton`).
    public let id: String
    /// The human-readable name printed in the tables.
    public let title: String
    /// What is measured.
    public let metric: BenchMetric
    /// The figure `DI` must reach, if the benchmark sets one.
    public let target: BenchTarget?

    /// Creates a scenario.
    /// - Parameters:
    ///   - id: a short stable identifier used by `--filter`.
    ///   - title: the human-readable name printed in the tables.
    ///   - metric: what is measured; `.nanoseconds` unless it is a memory scenario.
    ///   - target: the figure `DI` must reach, if any.
    public init(id: String, title: String, metric: BenchMetric = .nanoseconds, target: BenchTarget? = nil) {
        self.id = id
        self.title = title
        self.metric = metric
        self.target = target
    }
}
