/// How validation learns what a registration depends on, and so whether it runs anything to check it.
///
/// Listed for each registration by ``RegistrationDescription/validation``; ``Container/validate()`` reports the
/// ``notChecked`` ones by key in its ``ValidationReport``.
public enum ValidationCoverage: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Its dependencies are declared (an `autoregister` form's parameters, `dependsOn:`, an instance): checked
    /// without running anything, by ``Container/validate()`` and by ``Assembler/build(validate:)`` alike.
    case declared
    /// A synchronous closure that declares nothing: ``Container/validate()`` runs it once, in a throw-away
    /// container, to observe what it resolves; ``Assembler/build(validate:)`` does not run it and so cannot check
    /// it.
    case observed
    /// A closure that declares nothing and that validation cannot run: it takes a runtime argument validation has
    /// no value for, is async or runs on the main actor (or a declared registration has a decorator that declares
    /// nothing). Its dependencies are not checked: declare them with `dependsOn:`.
    case notChecked

    /// The coverage's name, as written in code: `.declared`.
    public var description: String { "." + rawValue }

    /// The coverage of `registration`; `undeclaredDecorator` when a decorator without `dependsOn:` wraps it.
    static func of(_ registration: AnyRegistration, undeclaredDecorator: Bool) -> ValidationCoverage {
        let record = registration.record
        if record.dependencies != nil { return undeclaredDecorator ? .notChecked : .declared }
        guard record.kind == .sync, registration.key.argumentType == nil else { return .notChecked }
        return .observed
    }
}
