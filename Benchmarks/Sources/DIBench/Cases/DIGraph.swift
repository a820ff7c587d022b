import DI

/// The graph scenario's 10 registrations in `DI`: four singletons, six registrations in `transientScope`.
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
}
