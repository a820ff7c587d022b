import BenchHarness
import Swinject

/// Swinject 2.10.0 in every scenario it supports (it has no validation step).
///
/// Singletons use `.container` scope, transients `.transient`; the memory scenarios use Swinject's default scope
/// (`.graph`), as most apps do. The thread scenarios read through `synchronize()`, Swinject's thread-safe
/// resolver.
enum SwinjectCases {
    static func all() -> [BenchCase] {
        [
            BenchCase(scenario: Scenarios.singleton, library: .swinject) {
                let container = Container()
                container.register(SingletonService.self) { _ in SingletonService() }.inObjectScope(.container)
                try expect(container.resolve(SingletonService.self), "SingletonService")
                return { iterations in
                    for _ in 0..<iterations { blackHole(container.resolve(SingletonService.self)) }
                }
            },
            BenchCase(scenario: Scenarios.transient, library: .swinject) {
                let container = Container()
                container.register(TransientService.self) { _ in TransientService() }.inObjectScope(.transient)
                try expect(container.resolve(TransientService.self), "TransientService")
                return { iterations in
                    for _ in 0..<iterations { blackHole(container.resolve(TransientService.self)) }
                }
            },
            BenchCase(scenario: Scenarios.named, library: .swinject) {
                let container = Container()
                container.register(NamedService.self, name: "primary") { _ in NamedService(label: "primary") }
                    .inObjectScope(.transient)
                container.register(NamedService.self, name: "secondary") { _ in NamedService(label: "secondary") }
                    .inObjectScope(.transient)
                try expect(container.resolve(NamedService.self, name: "primary"), "NamedService named primary")
                return { iterations in
                    for _ in 0..<iterations { blackHole(container.resolve(NamedService.self, name: "primary")) }
                }
            },
            BenchCase(scenario: Scenarios.graph, library: .swinject) {
                let container = makeGraphContainer(transientScope: .transient)
                try GraphShape.verify(container.resolve(GraphViewModel.self), library: .swinject)
                return { iterations in
                    for _ in 0..<iterations { blackHole(container.resolve(GraphViewModel.self)) }
                }
            },
            BenchCase(scenario: Scenarios.thousand, library: .swinject) {
                try expect(registerAndResolveThousand(), "all \(GeneratedServices.count) generated services")
                return { iterations in
                    for _ in 0..<iterations { blackHole(registerAndResolveThousand()) }
                }
            },
            BenchCase(scenario: Scenarios.readsOneThread, library: .swinject) {
                let resolver = try makeSharedSingletonResolver()
                return { iterations in
                    for _ in 0..<iterations { blackHole(resolver.resolve(SingletonService.self)) }
                }
            },
            BenchCase(scenario: Scenarios.readsTwoThreads, library: .swinject) {
                let resolver = UncheckedSendable(value: try makeSharedSingletonResolver())
                return { iterations in
                    TwoThreads.run(iterations) { count in
                        for _ in 0..<count { blackHole(resolver.value.resolve(SingletonService.self)) }
                    }
                }
            },
            BenchCase(scenario: Scenarios.memoryTransient, library: .swinject) {
                let container = Container()
                container.register(TransientService.self) { _ in TransientService() }
                return { iterations in
                    for _ in 0..<iterations { blackHole(container.resolve(TransientService.self)) }
                }
            },
            BenchCase(scenario: Scenarios.memoryGraph, library: .swinject) {
                let container = makeGraphContainer(transientScope: .graph)
                return { iterations in
                    for _ in 0..<iterations { blackHole(container.resolve(GraphViewModel.self)) }
                }
            },
        ]
    }

    // MARK: - Helpers

    private static func expect(_ value: Any?, _ what: String) throws {
        guard value != nil else {
            throw BenchSetupError("Swinject resolved no \(what): check its registration in SwinjectCases.")
        }
    }

    private static func makeSharedSingletonResolver() throws -> Resolver {
        let container = Container()
        container.register(SingletonService.self) { _ in SharedSingleton.instance }.inObjectScope(.container)
        let resolver = container.synchronize()
        guard resolver.resolve(SingletonService.self) === SharedSingleton.instance else {
            throw BenchSetupError("Swinject did not hand out SharedSingleton.instance: check SwinjectCases.")
        }
        return resolver
    }

    private static func makeGraphContainer(transientScope: ObjectScope) -> Container {
        let container = Container()
        container.register(GraphConfig.self) { _ in GraphConfig() }.inObjectScope(.container)
        container.register(GraphLogger.self) { _ in GraphLogger() }.inObjectScope(.container)
        container.register(GraphHTTPClient.self) { resolver in
            GraphHTTPClient(config: resolver.resolve(GraphConfig.self)!, logger: resolver.resolve(GraphLogger.self)!)
        }.inObjectScope(.container)
        container.register(GraphStore.self) { resolver in
            GraphStore(logger: resolver.resolve(GraphLogger.self)!)
        }.inObjectScope(.container)
        container.register(GraphRemoteLoader.self) { resolver in
            GraphRemoteLoader(
                client: resolver.resolve(GraphHTTPClient.self)!, config: resolver.resolve(GraphConfig.self)!)
        }.inObjectScope(transientScope)
        container.register(GraphLocalLoader.self) { resolver in
            GraphLocalLoader(store: resolver.resolve(GraphStore.self)!, logger: resolver.resolve(GraphLogger.self)!)
        }.inObjectScope(transientScope)
        container.register(GraphFeedLoader.self) { resolver in
            GraphFeedLoader(
                remote: resolver.resolve(GraphRemoteLoader.self)!, local: resolver.resolve(GraphLocalLoader.self)!)
        }.inObjectScope(transientScope)
        container.register(GraphTracker.self) { resolver in
            GraphTracker(logger: resolver.resolve(GraphLogger.self)!)
        }.inObjectScope(transientScope)
        container.register(GraphImageLoader.self) { resolver in
            GraphImageLoader(
                client: resolver.resolve(GraphHTTPClient.self)!, tracker: resolver.resolve(GraphTracker.self)!)
        }.inObjectScope(transientScope)
        container.register(GraphViewModel.self) { resolver in
            GraphViewModel(
                feed: resolver.resolve(GraphFeedLoader.self)!,
                images: resolver.resolve(GraphImageLoader.self)!,
                tracker: resolver.resolve(GraphTracker.self)!
            )
        }.inObjectScope(transientScope)
        return container
    }

    /// Registers the 1,000 generated services as singletons in a new container and resolves each once.
    /// Returns the container when every service resolved, `nil` otherwise.
    private static func registerAndResolveThousand() -> Container? {
        let container = Container()
        var registrar = Registrar(container: container)
        GeneratedServices.visitAll(&registrar)
        var resolver = Resolution(container: container)
        GeneratedServices.visitAll(&resolver)
        return resolver.resolved == GeneratedServices.count ? container : nil
    }

    private struct Registrar: GeneratedServiceVisitor {
        let container: Container

        mutating func visit<Service: GeneratedService>(_ type: Service.Type) {
            container.register(Service.self) { _ in Service() }.inObjectScope(.container)
        }
    }

    private struct Resolution: GeneratedServiceVisitor {
        let container: Container
        var resolved = 0

        mutating func visit<Service: GeneratedService>(_ type: Service.Type) {
            let service = container.resolve(Service.self)
            if service != nil { resolved += 1 }
            blackHole(service)
        }
    }
}
