import BenchHarness
import DI

/// The "register 1,000 + resolve each once" scenario in `DI`: the generated services, as singletons.
enum DIThousand {
    /// Registers the 1,000 generated services in a new container and resolves each once; returns the container
    /// when every service resolved, `nil` otherwise.
    static func registerAndResolve() -> Container? {
        let container = Container()
        var registrar = Registrar(container: container)
        GeneratedServices.visitAll(&registrar)
        var resolution = Resolution(container: container)
        GeneratedServices.visitAll(&resolution)
        return resolution.resolved == GeneratedServices.count ? container : nil
    }

    private struct Registrar: GeneratedServiceVisitor {
        let container: Container

        mutating func visit<Service: GeneratedService>(_ type: Service.Type) {
            container.register(Service.self, scope: .singleton) { _ in Service() }
        }
    }

    private struct Resolution: GeneratedServiceVisitor {
        let container: Container
        var resolved = 0

        mutating func visit<Service: GeneratedService>(_ type: Service.Type) {
            let service = try? container.resolve(Service.self)
            if service != nil { resolved += 1 }
            blackHole(service)
        }
    }
}
