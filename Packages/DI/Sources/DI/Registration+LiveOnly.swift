extension Registration {
    /// Marks the service as one that touches the world (the network, the disk, the wall clock): a test build
    /// refuses it unless an override replaces it.
    ///
    /// ```swift
    /// container.register((any HTTPClient).self, scope: .singleton) { _ in URLSessionHTTPClient() }
    ///     .liveOnly()
    /// ```
    ///
    /// ``Assembler/build(validate:)`` resolves it as always. In a container made by
    /// ``Assembler/buildTest(overrides:validate:)`` (a preview build included), resolving it when no override
    /// registered its key throws ``ResolutionError/Kind/liveServiceInTest``, also when a dependent reaches it, with
    /// the whole path and the override to add; the graph still builds. Its `implements` aliases are refused with it.
    ///
    /// - Returns: the registration, to chain more.
    @discardableResult
    public func liveOnly() -> Registration<Service> {
        let sequence = installed.record.sequence
        container.state.withLock { _ = $0.liveOnly.insert(sequence) }
        return self
    }
}

extension Container {
    /// Replaces every `liveOnly` registration in force here (its own, and the ancestors' it does not override)
    /// by a ``LiveServiceRefusal``, for a test build: what the overrides registered is left as it is.
    func refuseLiveServices() {
        var refusals: [AnyRegistration] = []
        var seen = Set<ServiceKey>()
        var container: Container? = self
        while let current = container {
            let live = current.state.withLock { $0.liveOnly }
            for registration in current.registrationsMadeHere() where seen.insert(registration.key).inserted {
                guard live.contains(registration.originSequence), let refusal = registration.refusedAsLive() else {
                    continue
                }
                refusals.append(refusal)
            }
            container = current.parent
        }
        for refusal in refusals { install(refusal, replacing: true) }
    }
}
