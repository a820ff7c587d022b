/// How a registration's factory runs.
public enum RegistrationKind: String, Sendable, Hashable, CaseIterable {
    /// A synchronous factory: resolved by `resolve` and `resolveAsync`.
    case sync
    /// An async factory: resolved by `resolveAsync`, or by `resolve` once created (for example by a bootstrap).
    case async
    /// A main-actor factory: resolved by `resolveMainActor` on the main actor.
    case mainActor
}
