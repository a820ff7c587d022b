/// Where an argument registration caching per argument value keeps one instance: the registration and the value.
struct ArgumentInstanceKey: Hashable, @unchecked Sendable {
    // `@unchecked`: `AnyHashable` is not declared `Sendable`, but it only ever wraps a `Hashable & Sendable`
    // argument (see `Container.register(_:name:scope:dependsOn:factory:)` with a `Hashable` argument).
    let registration: ObjectIdentifier
    let argument: AnyHashable
}
