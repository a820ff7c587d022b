import DI

/// The graph scenario's 10 registrations in `DI`: four singletons, six registrations in `transientScope`; as
/// closures, as closures with `dependsOn:` lists, and declared by their initializers' parameters.
enum DIGraph {
    static func makeContainer(transientScope: Lifetime) -> Container {
        let container = Container()
        container.register(GraphConfig.self, scope: .singleton) { _ in GraphConfig() }
        container.register(GraphLogger.self, scope: .singleton) { _ in GraphLogger() }
        container.register(GraphHTTPClient.self, scope: .singleton) { r in
            GraphHTTPClient(config: try r.resolve(), logger: try r.resolve())
        }
        container.register(GraphStore.self, scope: .singleton) { r in GraphStore(logger: try r.resolve()) }
        container.register(GraphRemoteLoader.self, scope: transientScope) { r in
            GraphRemoteLoader(client: try r.resolve(), config: try r.resolve())
        }
        container.register(GraphLocalLoader.self, scope: transientScope) { r in
            GraphLocalLoader(store: try r.resolve(), logger: try r.resolve())
        }
        container.register(GraphFeedLoader.self, scope: transientScope) { r in
            GraphFeedLoader(remote: try r.resolve(), local: try r.resolve())
        }
        container.register(GraphTracker.self, scope: transientScope) { r in GraphTracker(logger: try r.resolve()) }
        container.register(GraphImageLoader.self, scope: transientScope) { r in
            GraphImageLoader(client: try r.resolve(), tracker: try r.resolve())
        }
        container.register(GraphViewModel.self, scope: transientScope) { r in
            GraphViewModel(feed: try r.resolve(), images: try r.resolve(), tracker: try r.resolve())
        }
        return container
    }

    static func makeListedContainer(transientScope: Lifetime) -> Container {
        let container = Container()
        container.register(GraphConfig.self, scope: .singleton, dependsOn: []) { _ in GraphConfig() }
        container.register(GraphLogger.self, scope: .singleton, dependsOn: []) { _ in GraphLogger() }
        container.register(
            GraphHTTPClient.self, scope: .singleton, dependsOn: [.init(GraphConfig.self), .init(GraphLogger.self)]
        ) { r in
            GraphHTTPClient(config: try r.resolve(), logger: try r.resolve())
        }
        container.register(GraphStore.self, scope: .singleton, dependsOn: [.init(GraphLogger.self)]) { r in
            GraphStore(logger: try r.resolve())
        }
        container.register(
            GraphRemoteLoader.self, scope: transientScope,
            dependsOn: [.init(GraphHTTPClient.self), .init(GraphConfig.self)]
        ) { r in
            GraphRemoteLoader(client: try r.resolve(), config: try r.resolve())
        }
        container.register(
            GraphLocalLoader.self, scope: transientScope, dependsOn: [.init(GraphStore.self), .init(GraphLogger.self)]
        ) { r in
            GraphLocalLoader(store: try r.resolve(), logger: try r.resolve())
        }
        container.register(
            GraphFeedLoader.self, scope: transientScope,
            dependsOn: [.init(GraphRemoteLoader.self), .init(GraphLocalLoader.self)]
        ) { r in
            GraphFeedLoader(remote: try r.resolve(), local: try r.resolve())
        }
        container.register(GraphTracker.self, scope: transientScope, dependsOn: [.init(GraphLogger.self)]) { r in
            GraphTracker(logger: try r.resolve())
        }
        container.register(
            GraphImageLoader.self, scope: transientScope,
            dependsOn: [.init(GraphHTTPClient.self), .init(GraphTracker.self)]
        ) { r in
            GraphImageLoader(client: try r.resolve(), tracker: try r.resolve())
        }
        container.register(
            GraphViewModel.self, scope: transientScope,
            dependsOn: [.init(GraphFeedLoader.self), .init(GraphImageLoader.self), .init(GraphTracker.self)]
        ) { r in
            GraphViewModel(feed: try r.resolve(), images: try r.resolve(), tracker: try r.resolve())
        }
        return container
    }

    static func makeDeclaredContainer(transientScope: Lifetime) -> Container {
        let container = Container()
        container.autoregister(GraphConfig.self, scope: .singleton, initializer: GraphConfig.init)
        container.autoregister(GraphLogger.self, scope: .singleton, initializer: GraphLogger.init)
        container.autoregister(GraphHTTPClient.self, scope: .singleton, initializer: GraphHTTPClient.init)
        container.autoregister(GraphStore.self, scope: .singleton, initializer: GraphStore.init)
        container.autoregister(GraphRemoteLoader.self, scope: transientScope, initializer: GraphRemoteLoader.init)
        container.autoregister(GraphLocalLoader.self, scope: transientScope, initializer: GraphLocalLoader.init)
        container.autoregister(GraphFeedLoader.self, scope: transientScope, initializer: GraphFeedLoader.init)
        container.autoregister(GraphTracker.self, scope: transientScope, initializer: GraphTracker.init)
        container.autoregister(GraphImageLoader.self, scope: transientScope, initializer: GraphImageLoader.init)
        container.autoregister(GraphViewModel.self, scope: transientScope, initializer: GraphViewModel.init)
        return container
    }
}
