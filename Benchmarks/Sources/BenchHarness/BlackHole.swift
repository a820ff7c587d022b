/// Keeps a value alive so the optimizer cannot remove the work that produced it.
///
/// The body lives in this module and is neither inlinable nor visible to callers in other modules, so every
/// call site must materialize its argument. Every library in a scenario passes its result through this same
/// function, so its small cost (one direct call) is shared alike.
/// - Parameter value: the result of one operation under measurement.
@inline(never)
public func blackHole(_ value: some Any) {}
