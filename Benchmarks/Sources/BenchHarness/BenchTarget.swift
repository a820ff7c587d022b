/// The figure `DI` must reach in a scenario (the README's table of targets).
public enum BenchTarget: Sendable, Equatable {
    /// The median must be at most this many nanoseconds per operation.
    case atMostNanoseconds(Double)
    /// The median must be at most this many bytes retained per operation.
    case atMostBytes(Double)
    /// The median throughput must be at least this fraction of hand-wired code's in the same run, that is
    /// DI's median nanoseconds at most hand-wired's median divided by the fraction.
    case throughputVersusHandWired(atLeast: Double)

    /// The target as printed in the targets table.
    public var description: String {
        switch self {
        case .atMostNanoseconds(let limit): "≤ \(ValueFormatter.format(limit, metric: .nanoseconds))"
        case .atMostBytes(let limit): "≤ \(ValueFormatter.format(limit, metric: .bytes))"
        case .throughputVersusHandWired(let fraction): "≥ \(fraction)× hand-wired getter throughput"
        }
    }
}
