import DI

/// The "validate 10,000 registrations" scenario's container: the 1,000 generated services under ten names each.
///
/// Within each name, every service but the first of each block of ten resolves the one before it, so validation
/// sees 9,000 dependency edges, chains at most ten deep. Everything is transient, so the graph is sound and
/// `validate()` passes.
enum DIValidation {
    static let names = (0..<10).map { ServiceName("copy\($0)") }

    static func makeContainer() -> Container {
        let container = Container()
        for name in names {
            var registrar = Registrar(container: container, name: name)
            GeneratedServices.visitAll(&registrar)
        }
        return container
    }

    private struct Registrar: GeneratedServiceVisitor {
        let container: Container
        let name: ServiceName
        var index = 0
        var resolvePrevious: (@Sendable (Resolver) throws -> Void)?

        mutating func visit<Service: GeneratedService>(_ type: Service.Type) {
            let dependency = index.isMultiple(of: 10) ? nil : resolvePrevious
            container.register(Service.self, name: name) { resolver in
                try dependency?(resolver)
                return Service()
            }
            let name = self.name
            resolvePrevious = { resolver in _ = try resolver.resolve(Service.self, name: name) }
            index += 1
        }
    }
}
