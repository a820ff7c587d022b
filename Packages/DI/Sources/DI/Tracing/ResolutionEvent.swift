/// One step of a traced resolution, reported to the observer given to ``Container/traceResolutions(_:)``.
///
/// Steps are reported when they end, so a service's dependencies come before it; ``depth`` tells them apart
/// (0 is what the caller asked for).
public struct ResolutionEvent: Sendable, CustomStringConvertible {
    /// What was resolved.
    public let key: ServiceKey
    /// How deep in the resolution: 0 for the top-level request, 1 for what its factory resolved, and so on.
    public let depth: Int
    /// The registration's lifetime.
    public let lifetime: Lifetime
    /// Whether a factory made a new instance; `false` when a cached one was handed out.
    public let isCreated: Bool
    /// The time the step took, its own dependencies included; zero for a cached instance read without a lock.
    public let duration: Duration

    /// One indented line: `  FeedLoader(remote) .singleton created 1.2 ms`.
    public var description: String {
        let indent = String(repeating: "  ", count: min(depth, 32))
        let outcome = isCreated ? "created" : "reused"
        let milliseconds =
            Double(duration.components.seconds) * 1_000
            + Double(duration.components.attoseconds) / 1_000_000_000_000_000
        let rounded = (milliseconds * 100).rounded() / 100
        return "\(indent)\(key) \(lifetime) \(outcome) \(rounded) ms"
    }
}

/// The observer of one traced resolution and which of its steps ran a factory.
///
/// Shared by the resolvers of one top-level resolution (through its ``ResolutionContext``).
@usableFromInline
final class ResolutionTracer: Sendable {
    let observer: @Sendable (ResolutionEvent) -> Void
    /// The depths whose step ran a factory, set by the producing registration, read when the step ends.
    private let created = Lock<Set<Int>>.make([])

    init(observer: @escaping @Sendable (ResolutionEvent) -> Void) {
        self.observer = observer
    }

    /// Records that the step at `depth` ran its factory.
    func markCreated(depth: Int) {
        created.withLock { _ = $0.insert(depth) }
    }

    /// Runs the step of `registration` at `depth` (the depth of the resolver its factory gets) and reports it.
    func step<Service>(
        _ registration: AnyRegistration, depth: Int, _ body: () throws(ResolutionError) -> Service
    ) throws(ResolutionError) -> Service {
        created.withLock { _ = $0.remove(depth) }
        let clock = ContinuousClock()
        let start = clock.now
        let service = try body()
        let elapsed = clock.now - start
        let ranFactory = created.withLock { $0.remove(depth) != nil }
        observer(
            ResolutionEvent(
                key: registration.key, depth: max(depth - 1, 0), lifetime: registration.record.lifetime,
                isCreated: ranFactory || registration.record.lifetime == .transient, duration: elapsed))
        return service
    }

    /// Reports a cached instance handed out at `depth` without running anything.
    @usableFromInline
    func reused(_ registration: AnyRegistration, depth: Int) {
        observer(
            ResolutionEvent(
                key: registration.key, depth: max(depth - 1, 0), lifetime: registration.record.lifetime,
                isCreated: false,
                duration: .zero))
    }
}
