/// A registration whose factory takes a runtime argument; always transient (one instance per call).
///
/// `@unchecked Sendable` only because its superclass is: its one stored property is an immutable `@Sendable` closure.
final class ArgumentProducer<Service, Argument>: AnyBinding, @unchecked Sendable {
    let factory: @Sendable (Resolver, Argument) throws -> Service

    init(
        key: ServiceKey, record: RegistrationRecord, factory: @escaping @Sendable (Resolver, Argument) throws -> Service
    ) {
        self.factory = factory
        super.init(key: key, record: record)
    }

    /// Runs the factory with `argument`, turning a thrown error into a ``ResolutionError``.
    func produce(_ request: Request, argument: Argument) throws(ResolutionError) -> Service {
        do {
            return try factory(request.resolver, argument)
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw ResolutionError(.factoryFailed, reason: "the factory of \(key) threw \(error)", underlying: error)
        }
    }
}
