/// Keeps a benchmark's result alive: a call the optimizer can neither remove nor clone into a cheaper variant
/// (`@_optimize(none)`, in a module of its own).
@inline(never) @_optimize(none)
public func blackHole<T>(_ value: T) {}
