/// Keeps a value alive so the optimizer cannot remove the work that produced it.
///
/// Release builds of SwiftPM packages optimize across modules, and an empty `@inline(never)` function is
/// then known to have no effect: calls to it, and the work feeding them, vanish. `@_optimize(none)` keeps the
/// function opaque to that analysis, so callers must materialize the argument and make the call. Every library
/// in a scenario passes its result through this same function, so its small, fixed cost (one direct call) is
/// shared alike.
/// - Parameter value: the result of one operation under measurement.
@inline(never)
@_optimize(none)
public func blackHole<Value>(_ value: Value) {}
