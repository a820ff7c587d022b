/// What a scenario measures, which decides how the harness samples it and how its figures are printed.
public enum BenchMetric: Sendable, Equatable {
    /// Wall-clock nanoseconds per operation, from calibrated, timed samples.
    case nanoseconds
    /// Bytes that malloc still holds per operation after a warm-up (`mallinfo2()` before and after N operations).
    case bytes
}
