/// The registrations of one layer (networking, persistence, features), applied by an ``Assembler``.
///
/// ```swift
/// struct NetworkingAssembly: ServiceAssembly {
///     func assemble(container: Container) {
///         container.register((any HTTPClient).self, scope: .singleton) { _ in URLSessionHTTPClient() }
///     }
/// }
/// ```
public protocol ServiceAssembly: Sendable {
    /// Registers this layer's services into `container`.
    func assemble(container: Container)

    /// Runs after every assembly was applied, for work that needs the whole graph (eager singletons, checks).
    /// Does nothing unless implemented.
    ///
    /// - Throws: any error, which makes ``Assembler/build(validate:)`` fail.
    func loaded(container: Container) throws
}

extension ServiceAssembly {
    /// Does nothing.
    public func loaded(container: Container) throws {}
}
