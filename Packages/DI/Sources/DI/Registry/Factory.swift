/// A registration's factory, synchronous or async.
@usableFromInline
enum Factory<Service: Sendable>: Sendable {
    /// Runs on the resolving thread.
    case sync(@Sendable (Resolver) throws -> Service)
    /// Runs in the resolving task; only `resolveAsync` (or a bootstrap) can call it.
    case async(@Sendable (Resolver) async throws -> Service)
}
