import BenchHarness
import DI

/// Our `DI` container (`Packages/DI`) in every scenario.
///
/// Singletons use `.singleton`, transients `.transient` (the default); the memory graph scenario uses `.graph`
/// for the non-singletons, the scope that costs Swinject memory on every resolve. Loops use `try?`, so each
/// result reaches the sink as an optional, like Swinject's; every setup first checks that resolution succeeds.
enum DICases {
    static func all() -> [BenchCase] {
        [
            BenchCase(scenario: Scenarios.singleton, library: .di) {
                let container = Container()
                container.register(SingletonService.self, scope: .singleton) { _ in SingletonService() }
                try expectSame(container, SingletonService.self)
                return { iterations in
                    for _ in 0..<iterations { blackHole(try? container.resolve(SingletonService.self)) }
                }
            },
            BenchCase(scenario: Scenarios.transient, library: .di) {
                let container = Container()
                container.register(TransientService.self) { _ in TransientService() }
                try expectDistinct(container, TransientService.self)
                return { iterations in
                    for _ in 0..<iterations { blackHole(try? container.resolve(TransientService.self)) }
                }
            },
            BenchCase(scenario: Scenarios.named, library: .di) {
                let container = Container()
                container.register(NamedService.self, name: "primary") { _ in NamedService(label: "primary") }
                container.register(NamedService.self, name: "secondary") { _ in NamedService(label: "secondary") }
                try expectDistinct(container, NamedService.self, name: "primary")
                return { iterations in
                    for _ in 0..<iterations { blackHole(try? container.resolve(NamedService.self, name: "primary")) }
                }
            },
            BenchCase(scenario: Scenarios.graph, library: .di) {
                let container = DIGraph.makeContainer(transientScope: .transient)
                try GraphShape.verify(try? container.resolve(GraphViewModel.self), library: .di)
                return { iterations in
                    for _ in 0..<iterations { blackHole(try? container.resolve(GraphViewModel.self)) }
                }
            },
            BenchCase(scenario: Scenarios.graphListed, library: .di) {
                let container = DIGraph.makeListedContainer(transientScope: .transient)
                try GraphShape.verify(try? container.resolve(GraphViewModel.self), library: .di)
                return { iterations in
                    for _ in 0..<iterations { blackHole(try? container.resolve(GraphViewModel.self)) }
                }
            },
            BenchCase(scenario: Scenarios.graphDeclared, library: .di) {
                let container = DIGraph.makeDeclaredContainer(transientScope: .transient)
                try GraphShape.verify(try? container.resolve(GraphViewModel.self), library: .di)
                return { iterations in
                    for _ in 0..<iterations { blackHole(try? container.resolve(GraphViewModel.self)) }
                }
            },
            BenchCase(scenario: Scenarios.chain, library: .di) {
                let container = DIChain.makeClosureContainer()
                try DIChain.verify(try? container.resolve((any ChainLoader).self, argument: DIChain.url))
                return { iterations in
                    for _ in 0..<iterations {
                        blackHole(try? container.resolve((any ChainLoader).self, argument: DIChain.url))
                    }
                }
            },
            BenchCase(scenario: Scenarios.chainListed, library: .di) {
                let container = DIChain.makeListedContainer()
                try DIChain.verify(try? container.resolve((any ChainLoader).self, argument: DIChain.url))
                return { iterations in
                    for _ in 0..<iterations {
                        blackHole(try? container.resolve((any ChainLoader).self, argument: DIChain.url))
                    }
                }
            },
            BenchCase(scenario: Scenarios.chainDeclared, library: .di) {
                let container = DIChain.makeDeclaredContainer()
                try DIChain.verify(try? container.resolve((any ChainLoader).self, argument: DIChain.url))
                return { iterations in
                    for _ in 0..<iterations {
                        blackHole(try? container.resolve((any ChainLoader).self, argument: DIChain.url))
                    }
                }
            },
            BenchCase(scenario: Scenarios.thousand, library: .di) {
                guard DIThousand.registerAndResolve() != nil else {
                    throw BenchSetupError("DI did not resolve all 1,000 generated services: check DIThousand.")
                }
                return { iterations in
                    for _ in 0..<iterations { blackHole(DIThousand.registerAndResolve()) }
                }
            },
            BenchCase(scenario: Scenarios.validate, library: .di) {
                let container = DIValidation.makeContainer()
                let problems = container.validationProblems()
                guard problems.isEmpty, container.isRegistered(S1000.self, name: "copy9") else {
                    throw BenchSetupError(
                        "DI's validate() found \(problems.count) problems in the sound 10,000-registration graph, "
                            + "or a registration is missing: check DIValidation.")
                }
                return { iterations in
                    for _ in 0..<iterations { blackHole(Result { try container.validate() }) }
                }
            },
            BenchCase(scenario: Scenarios.readsOneThread, library: .di) {
                let container = try makeSharedSingletonContainer()
                return { iterations in
                    for _ in 0..<iterations { blackHole(try? container.resolve(SingletonService.self)) }
                }
            },
            BenchCase(scenario: Scenarios.readsTwoThreads, library: .di) {
                let container = try makeSharedSingletonContainer()
                return { iterations in
                    TwoThreads.run(iterations) { count in
                        for _ in 0..<count { blackHole(try? container.resolve(SingletonService.self)) }
                    }
                }
            },
            BenchCase(scenario: Scenarios.memoryTransient, library: .di) {
                let container = Container()
                container.register(TransientService.self) { _ in TransientService() }
                return { iterations in
                    for _ in 0..<iterations { blackHole(try? container.resolve(TransientService.self)) }
                }
            },
            BenchCase(scenario: Scenarios.memoryGraph, library: .di) {
                let container = DIGraph.makeContainer(transientScope: .graph)
                return { iterations in
                    for _ in 0..<iterations { blackHole(try? container.resolve(GraphViewModel.self)) }
                }
            },
        ]
    }

    // MARK: - Helpers

    private static func makeSharedSingletonContainer() throws -> Container {
        let container = Container()
        container.register(SingletonService.self, scope: .singleton) { _ in SharedSingleton.instance }
        guard (try? container.resolve(SingletonService.self)) === SharedSingleton.instance else {
            throw BenchSetupError("DI did not hand out SharedSingleton.instance: check DICases.")
        }
        return container
    }

    private static func expectSame<Service: AnyObject>(_ container: Container, _ type: Service.Type) throws {
        let first = try container.resolve(type)
        guard try container.resolve(type) === first else {
            throw BenchSetupError("DI handed out two instances of singleton \(type): check DICases.")
        }
    }

    private static func expectDistinct<Service: AnyObject>(
        _ container: Container, _ type: Service.Type, name: ServiceName? = nil
    ) throws {
        let first = try container.resolve(type, name: name)
        guard try container.resolve(type, name: name) !== first else {
            throw BenchSetupError("DI handed out one instance of transient \(type) twice: check DICases.")
        }
    }
}
