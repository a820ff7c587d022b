/// The minimum, median and maximum of a scenario's samples.
public struct Summary: Sendable, Equatable {
    /// The smallest sample.
    public let min: Double
    /// The middle sample (the mean of the two middle ones for an even count).
    public let median: Double
    /// The largest sample.
    public let max: Double

    /// Summarizes samples; `nil` when there are none.
    /// - Parameter samples: the per-operation figures of every round.
    public init?(samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        self.min = sorted[0]
        self.max = sorted[sorted.count - 1]
        self.median = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
