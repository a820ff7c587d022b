extension Container {
    /// The error for a key with no registration: an argument mismatch when the type and name are registered with
    /// another argument type, else a missing registration with near matches.
    @usableFromInline
    func missingRegistration<Service>(_ key: ServiceKey, as type: Service.Type) -> ResolutionError {
        let visible = visibleRegistrations.map(\.registration)
        // A registration of `key` itself, made after the caller's lookup missed, is no mismatch: the caller's
        // answer (missing) stands, decided by its one lookup.
        let sameTypeAndName = visible.filter {
            $0.key.typeID == key.typeID && $0.key.name == key.name
                && $0.key.argumentType.map(ObjectIdentifier.init) != key.argumentType.map(ObjectIdentifier.init)
        }
        if let registered = sameTypeAndName.first {
            return ResolutionError(
                .argumentMismatch, at: key,
                reason: "\(key.withoutArgument) is registered with \(Self.argumentText(registered.key.argumentType)) "
                    + "but was resolved with \(Self.argumentText(key.argumentType))")
        }
        let requestedName = TypeName.of(key.type)
        var suggestions: [String] = []
        for registration in visible where registration.key.argumentType == nil {
            let sameType = registration.key.typeID == key.typeID
            let conforms = !sameType && registration.cachedInstance.map { $0 is Service } == true
            let namedLikeIt = !sameType && TypeName.of(registration.key.type).hasSuffix(requestedName)
            if sameType || conforms || namedLikeIt {
                suggestions.append(registration.key.description)
            }
        }
        return ResolutionError(
            .missingRegistration, at: key, reason: "no registration for \(key)", suggestions: suggestions)
    }

    private static func argumentText(_ type: Any.Type?) -> String {
        type.map { "an argument of type \(TypeName.of($0))" } ?? "no argument"
    }
}
