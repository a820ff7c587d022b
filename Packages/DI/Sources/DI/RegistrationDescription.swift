/// A readable summary of one registration in force, as listed by ``Container/registrations``.
public struct RegistrationDescription: Sendable, CustomStringConvertible {
    /// The key it is registered under.
    public let key: ServiceKey
    /// How its factory runs.
    public let kind: RegistrationKind
    /// The lifetime of its instances.
    public let lifetime: Lifetime
    /// The type its factory is known to produce: the service type when it is concrete (a class, struct or
    /// enum), else the type of the cached instance if one exists, else `nil`.
    public let concreteType: Any.Type?
    /// The keys its factory resolves, when known (auto-wired registrations, or declared with `dependsOn:`), else
    /// `nil`.
    public let dependencies: [ServiceKey]?
    /// Whether ``dependencies`` were declared with `dependsOn:`.
    public let declaresDependencies: Bool
    /// How validation learns what it depends on: declared, observed by running it in a throw-away container, or
    /// not checked.
    public let validation: ValidationCoverage
    /// How many decorators wrap it (see
    /// ``Container/decorate(_:name:dependsOn:decorator:)-(_,_,_,(Resolver,Service)->Service)``).
    public let decoratorCount: Int
    /// For a registration exposed under another type, the key of the registration it exposes.
    public let aliasOf: ServiceKey?
    /// Whether an instance is cached (a created singleton, a live weak instance).
    public let hasCachedInstance: Bool
    /// Whether the registration comes from a parent container.
    public let isInherited: Bool
    /// The order of registration within its container: of two registrations of one key, the later wins.
    public let sequence: Int

    /// Whether validation checks it without running it: its dependencies are declared (see
    /// ``ValidationCoverage/declared``).
    public var isCheckableWithoutRunning: Bool { validation == .declared }

    /// One line: `FeedLoader(remote) .singleton sync`, with its origin and dependencies.
    public var description: String {
        var text = "\(key) \(lifetime) \(kind.rawValue)"
        if let aliasOf { text += " as \(aliasOf)" }
        if let dependencies { text += " ← [" + dependencies.map(\.description).joined(separator: ", ") + "]" }
        if decoratorCount > 0 { text += " decorated ×\(decoratorCount)" }
        if hasCachedInstance { text += " (cached)" }
        if isInherited { text += " (inherited)" }
        if validation == .notChecked { text += " (not checked)" }
        return text
    }
}
