/// What a factory registered with a `dependsOn:` list may resolve: the list, and nothing else.
///
/// Its resolver carries it (see ``Resolver/declaring(_:)``); every resolution the factory makes through that
/// resolver is checked against it, so a list cannot drift from the body. A declared key left unused is fine.
@usableFromInline
final class DeclaredDependencies: Sendable {
    /// The registration whose factory declared the list.
    let registration: ServiceKey
    /// The list, as declared.
    let keys: [ServiceKey]
    /// The list as a set, for a list long enough that hashing beats comparing each key; `nil` for a short one.
    private let lookup: Set<ServiceKey>?

    init(registration: ServiceKey, keys: [ServiceKey]) {
        self.registration = registration
        self.keys = keys
        lookup = keys.count > 16 ? Set(keys) : nil
    }

    /// Whether `key` is in the list: a scan of a short list compares two words per key, cheaper than one hash.
    private func declares(_ key: ServiceKey) -> Bool {
        if let lookup { return lookup.contains(key) }
        return keys.contains { $0.matches(key) }
    }

    /// Throws ``ResolutionError/Kind/undeclaredDependency`` unless `key` is declared: the key itself; for a
    /// ``Lazy`` or ``Provider``, the wrapper's key or the service it resolves; for `resolveAll`, any key of its
    /// type.
    func check(_ key: ServiceKey, collection: Bool = false) throws(ResolutionError) {
        if declares(key) { return }
        if collection, keys.contains(where: { $0.typeID == key.typeID && $0.argumentType == nil }) { return }
        if let deferred = key.type as? any DeferredResolution.Type,
            declares(ServiceKey(deferred.target, name: key.name))
        {
            return
        }
        let declared = keys.isEmpty ? "nothing" : keys.map(\.description).joined(separator: ", ")
        let asked = collection ? "every \(key)" : "\(key)"
        throw ResolutionError(
            .undeclaredDependency, at: key,
            reason: "the factory of \(registration) resolved \(asked), which its dependsOn list does not declare "
                + "(declared: \(declared)): add it to dependsOn, or stop resolving it")
    }
}
