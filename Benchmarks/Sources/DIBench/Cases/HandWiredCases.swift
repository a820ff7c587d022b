import BenchHarness

/// Hand-wired code: direct `init` calls and stored references, the floor of every scenario it applies to.
enum HandWiredCases {
    static func all() -> [BenchCase] {
        [
            BenchCase(scenario: Scenarios.singleton, library: .handWired) {
                let holder = SingletonHolder(instance: SingletonService())
                return { iterations in
                    for _ in 0..<iterations { blackHole(holder.instance) }
                }
            },
            BenchCase(scenario: Scenarios.transient, library: .handWired) {
                { iterations in
                    for _ in 0..<iterations { blackHole(TransientService()) }
                }
            },
            BenchCase(scenario: Scenarios.graph, library: .handWired) {
                let graph = HandWiredGraph()
                try GraphShape.verify(graph.makeViewModel(), library: .handWired)
                return { iterations in
                    for _ in 0..<iterations { blackHole(graph.makeViewModel()) }
                }
            },
            BenchCase(scenario: Scenarios.readsOneThread, library: .handWired) {
                let holder = SingletonHolder(instance: SharedSingleton.instance)
                return { iterations in
                    for _ in 0..<iterations { blackHole(handWiredGetter(holder)) }
                }
            },
            BenchCase(scenario: Scenarios.readsTwoThreads, library: .handWired) {
                let holder = SingletonHolder(instance: SharedSingleton.instance)
                return { iterations in
                    TwoThreads.run(iterations) { count in
                        for _ in 0..<count { blackHole(handWiredGetter(holder)) }
                    }
                }
            },
            BenchCase(scenario: Scenarios.memoryTransient, library: .handWired) {
                { iterations in
                    for _ in 0..<iterations { blackHole(TransientService()) }
                }
            },
            BenchCase(scenario: Scenarios.memoryGraph, library: .handWired) {
                let graph = HandWiredGraph()
                return { iterations in
                    for _ in 0..<iterations { blackHole(graph.makeViewModel()) }
                }
            },
        ]
    }
}

/// The graph scenario written by hand: singletons built once, transients built by direct `init` calls.
private final class HandWiredGraph {
    let config = GraphConfig()
    let logger = GraphLogger()
    let client: GraphHTTPClient
    let store: GraphStore

    init() {
        client = GraphHTTPClient(config: config, logger: logger)
        store = GraphStore(logger: logger)
    }

    func makeViewModel() -> GraphViewModel {
        GraphViewModel(
            feed: GraphFeedLoader(
                remote: GraphRemoteLoader(client: client, config: config),
                local: GraphLocalLoader(store: store, logger: logger)
            ),
            images: GraphImageLoader(client: client, tracker: GraphTracker(logger: logger)),
            tracker: GraphTracker(logger: logger)
        )
    }
}
