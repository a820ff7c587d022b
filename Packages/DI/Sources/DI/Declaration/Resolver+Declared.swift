extension Resolver {
    /// Resolves `key`, a ``WithArgument`` or ``NamedWithArgument`` parameter's, with the runtime `argument` of the
    /// registration being resolved.
    ///
    /// What ``resolve(_:name:argument:)`` does, with the key made once, when the registration was made: no key is
    /// built, hashed and destroyed, and no tag is read, on each resolution. Counted as a read as a resolver's
    /// resolutions are, and checked against a `dependsOn:` list if the resolver carries one.
    @usableFromInline
    func resolve<Service, Argument>(declared key: ServiceKey, argument: Argument) throws(ResolutionError) -> Service {
        let read = container.enterRead()
        defer { container.leaveRead(read) }
        if context?.declared != nil { return try container.produce(key, argument: argument, context: checking(key)) }
        return try container.produce(key, argument: argument, context: self)
    }
}
