/// Why a service could not be resolved, and the whole path that led there.
///
/// Its description names every step, then the reason and what to try:
/// `FeedViewModel → FeedLoader(remote) → HTTPClient: no registration for HTTPClient`.
public struct ResolutionError: Error, CustomStringConvertible, Sendable {
    /// The kinds of failure, stable for tests and for code that reacts to them.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Nothing is registered for the requested type and name (in this container or its parents).
        case missingRegistration
        /// Resolving the service needs the service itself, on this thread or through another thread that
        /// waits for this one.
        case circularDependency
        /// The registered factory threw; ``ResolutionError/underlying`` holds its error.
        case factoryFailed
        /// A registration exists for the type and name, but with a different runtime argument type (or none).
        case argumentMismatch
        /// A `.scoped` service was resolved outside a scope, or from a `.singleton` or `.weak` service that would
        /// outlive the scope.
        case scopedOutsideScope
        /// A `.weak` registration's factory made a value type, which cannot be held weakly.
        case weakValueType
        /// A registration exposed as another type made an instance that does not conform to that type.
        case typeMismatch
        /// The scope was closed: it no longer resolves anything.
        case scopeClosed
        /// A factory registered with a `dependsOn:` list resolved something the list does not declare.
        case undeclaredDependency
        /// The container (or an ancestor) was shut down: it no longer resolves anything; make a new container.
        case containerShutDown
        /// The service has an async factory and was resolved synchronously before it was created.
        case asyncOnly
        /// The service is main-actor isolated and was resolved through the nonisolated API.
        case mainActorOnly
        /// The service is marked ``Registration/liveOnly()`` and was resolved in a test build
        /// (``Assembler/buildTest(overrides:validate:)``) whose overrides do not replace it.
        case liveServiceInTest
    }

    /// What went wrong.
    public let kind: Kind
    /// Why, in words, without the path: `no registration for HTTPClient`.
    public let reason: String
    /// Registrations that may be what was meant, in readable form, for a missing registration.
    public let suggestions: [String]
    /// The error the factory threw, for ``Kind/factoryFailed``.
    public let underlying: (any Error)?

    /// The steps from the top-level request to the failing service, appended while the error unwinds.
    private var reversedPath: [ServiceKey]

    /// Makes an error, optionally with the failing service as the path's last step; the resolution frames it
    /// unwinds through prepend their own steps.
    init(
        _ kind: Kind, at key: ServiceKey? = nil, reason: String, suggestions: [String] = [],
        underlying: (any Error)? = nil
    ) {
        self.kind = kind
        self.reason = reason
        self.suggestions = suggestions
        self.underlying = underlying
        self.reversedPath = key.map { [$0] } ?? []
    }

    /// Every step from the top-level request to the failing service, outermost first.
    public var path: [ServiceKey] { reversedPath.reversed() }

    /// The path, the reason and the suggestions, in one line.
    public var description: String {
        var text = path.map(\.description).joined(separator: " → ") + ": " + reason
        if !suggestions.isEmpty {
            text += ". Registered near matches: " + suggestions.joined(separator: ", ")
        }
        return text
    }

    /// The same error with one more outer step, added by each resolution frame the error passes through.
    @usableFromInline
    func prepending(_ key: ServiceKey) -> ResolutionError {
        var copy = self
        copy.reversedPath.append(key)
        return copy
    }

    /// For a cycle, cuts the path just after the first repeated step so that it shows the loop once:
    /// `A → B → A` rather than the full unwound depth.
    @usableFromInline
    func trimmedToCycle() -> ResolutionError {
        guard kind == .circularDependency else { return self }
        var seen = Set<ServiceKey>()
        var kept: [ServiceKey] = []
        for step in path {
            kept.append(step)
            if !seen.insert(step).inserted { break }
        }
        var copy = self
        copy.reversedPath = kept.reversed()
        return copy
    }
}
