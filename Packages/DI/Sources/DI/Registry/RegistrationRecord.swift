/// The facts about one registration that diagnostics and validation need, recorded when it is made.
struct RegistrationRecord: Sendable {
    /// How the factory runs.
    let kind: RegistrationKind
    /// The lifetime of its instances.
    let lifetime: Lifetime
    /// The type the factory is known to produce: the service type itself for auto-wired registrations, `nil`
    /// when the factory is a closure returning an existential.
    let concreteType: Any.Type?
    /// The keys the factory resolves, when known (auto-wired registrations, or declared with `dependsOn:`),
    /// else `nil`.
    let dependencies: [ServiceKey]?
    /// The key of the registration this one exposes under another type, for aliases.
    let aliasOf: ServiceKey?
    /// The order of registration within its container, to tell which of several wins.
    let sequence: Int
    /// Whether ``dependencies`` were declared with `dependsOn:`: validation then never runs the factory.
    /// (Auto-wired dependencies are known from the initializer; validation may run such a factory when a factory
    /// it observes needs an instance.)
    var declaresDependencies = false
}
