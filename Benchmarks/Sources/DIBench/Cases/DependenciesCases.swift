import BenchHarness
import Dependencies

/// swift-dependencies 1.17.1 where a scenario applies: reading a dependency through `@Dependency` from a feature
/// that declared it once, as an app does.
///
/// Not applicable: named registrations (a name is just another key), registering 1,000 services at run time
/// (keys are declared at compile time) and validation (there is no registration step to check).
enum DependenciesCases {
    static func all() -> [BenchCase] {
        [
            BenchCase(scenario: Scenarios.singleton, library: .swiftDependencies) {
                let feature = SingletonFeature()
                try expectSame(feature.service, feature.service, "benchSingleton")
                return { iterations in
                    for _ in 0..<iterations { blackHole(feature.service) }
                }
            },
            BenchCase(scenario: Scenarios.transient, library: .swiftDependencies) {
                let feature = TransientFeature()
                try expectDistinct(feature.makeTransient(), feature.makeTransient(), "makeTransient")
                return { iterations in
                    for _ in 0..<iterations { blackHole(feature.makeTransient()) }
                }
            },
            BenchCase(scenario: Scenarios.graph, library: .swiftDependencies) {
                let feature = GraphFeature()
                try GraphShape.verify(feature.makeViewModel(), library: .swiftDependencies)
                return { iterations in
                    for _ in 0..<iterations { blackHole(feature.makeViewModel()) }
                }
            },
            BenchCase(scenario: Scenarios.readsOneThread, library: .swiftDependencies) {
                let feature = try SharedSingletonFeature.verified()
                return { iterations in
                    for _ in 0..<iterations { blackHole(feature.service) }
                }
            },
            BenchCase(scenario: Scenarios.readsTwoThreads, library: .swiftDependencies) {
                let feature = try SharedSingletonFeature.verified()
                return { iterations in
                    TwoThreads.run(iterations) { count in
                        for _ in 0..<count { blackHole(feature.service) }
                    }
                }
            },
            BenchCase(scenario: Scenarios.memoryTransient, library: .swiftDependencies) {
                let feature = TransientFeature()
                return { iterations in
                    for _ in 0..<iterations { blackHole(feature.makeTransient()) }
                }
            },
            BenchCase(scenario: Scenarios.memoryGraph, library: .swiftDependencies) {
                let feature = GraphFeature()
                return { iterations in
                    for _ in 0..<iterations { blackHole(feature.makeViewModel()) }
                }
            },
        ]
    }

    // MARK: - Helpers

    private static func expectSame(_ first: AnyObject, _ second: AnyObject, _ what: String) throws {
        guard first === second else {
            throw BenchSetupError("swift-dependencies handed out two instances of \(what): check DependencyKeys.")
        }
    }

    private static func expectDistinct(_ first: AnyObject, _ second: AnyObject, _ what: String) throws {
        guard first !== second else {
            throw BenchSetupError("swift-dependencies' \(what) returned one instance twice: check DependencyKeys.")
        }
    }
}

private struct SingletonFeature {
    @Dependency(\.benchSingleton) var service
}

private struct SharedSingletonFeature: Sendable {
    @Dependency(\.sharedSingleton) var service

    static func verified() throws -> Self {
        let feature = Self()
        guard feature.service === SharedSingleton.instance else {
            throw BenchSetupError("swift-dependencies did not hand out SharedSingleton.instance: check DependencyKeys.")
        }
        return feature
    }
}

private struct TransientFeature {
    @Dependency(\.makeTransient) var makeTransient
}

private struct GraphFeature {
    @Dependency(\.makeGraphViewModel) var makeViewModel
}
