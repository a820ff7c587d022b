import BenchHarness

/// The scenarios, in the order the tables print them, with the targets set for `DI`.
enum Scenarios {
    static let singleton = BenchScenario(
        id: "singleton", title: "resolve a created singleton", target: .atMostNanoseconds(20))
    static let transient = BenchScenario(
        id: "transient", title: "resolve a transient, no deps", target: .atMostNanoseconds(60))
    static let named = BenchScenario(id: "named", title: "named registration", target: .atMostNanoseconds(70))
    static let graph = BenchScenario(
        id: "graph", title: "graph, 10 registrations / 11 objects", target: .atMostNanoseconds(600))
    static let graphListed = BenchScenario(id: "graph-listed", title: "graph, closures with dependsOn lists")
    static let graphDeclared = BenchScenario(
        id: "graph-declared", title: "graph, declared by parameters (autoregister)")
    static let chain = BenchScenario(id: "chain", title: "feed chain for one URL, 9 registrations, closures")
    static let chainListed = BenchScenario(
        id: "chain-listed", title: "feed chain for one URL, closures with dependsOn lists")
    static let chainDeclared = BenchScenario(
        id: "chain-declared", title: "feed chain for one URL, declared by parameters (autoregister)")
    static let thousand = BenchScenario(
        id: "register-1000", title: "register 1,000 + resolve each once", target: .atMostNanoseconds(500_000))
    static let validate = BenchScenario(
        id: "validate-10000", title: "validate 10,000 registrations", target: .atMostNanoseconds(50_000_000))
    static let readsOneThread = BenchScenario(id: "reads-1-thread", title: "singleton reads, 1 thread")
    static let readsTwoThreads = BenchScenario(
        id: "reads-2-threads", title: "singleton reads, 2 threads (per read, per thread)",
        target: .throughputVersusHandWired(atLeast: 0.9))
    static let memoryTransient = BenchScenario(
        id: "memory-transient", title: "memory growth per resolve, transient", metric: .bytes, target: .atMostBytes(0))
    static let memoryGraph = BenchScenario(
        id: "memory-graph", title: "memory growth per resolve, graph", metric: .bytes, target: .atMostBytes(0))

    static let all = [
        singleton, transient, named, graph, graphListed, graphDeclared, chain, chainListed, chainDeclared, thousand,
        validate, readsOneThread,
        readsTwoThreads, memoryTransient,
        memoryGraph,
    ]
}
