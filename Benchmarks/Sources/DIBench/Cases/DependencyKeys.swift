import Dependencies

// swift-dependencies' form of the registrations: a key per service, its live value, and a `DependencyValues`
// property to read it through `@Dependency`. A transient is a dependency holding a factory closure; the live
// value of a singleton is computed once and cached by the library.

private enum SingletonKey: DependencyKey {
    static let liveValue = SingletonService()
}

private enum SharedSingletonKey: DependencyKey {
    static let liveValue = SharedSingleton.instance
}

private enum TransientFactoryKey: DependencyKey {
    static let liveValue: @Sendable () -> TransientService = { TransientService() }
}

private enum GraphConfigKey: DependencyKey {
    static let liveValue = GraphConfig()
}

private enum GraphLoggerKey: DependencyKey {
    static let liveValue = GraphLogger()
}

private enum GraphHTTPClientKey: DependencyKey {
    static var liveValue: GraphHTTPClient {
        @Dependency(\.graphConfig) var config
        @Dependency(\.graphLogger) var logger
        return GraphHTTPClient(config: config, logger: logger)
    }
}

private enum GraphStoreKey: DependencyKey {
    static var liveValue: GraphStore {
        @Dependency(\.graphLogger) var logger
        return GraphStore(logger: logger)
    }
}

private enum GraphViewModelFactoryKey: DependencyKey {
    static let liveValue: @Sendable () -> GraphViewModel = {
        @Dependency(\.makeGraphFeedLoader) var makeFeed
        @Dependency(\.makeGraphImageLoader) var makeImages
        @Dependency(\.makeGraphTracker) var makeTracker
        return GraphViewModel(feed: makeFeed(), images: makeImages(), tracker: makeTracker())
    }
}

private enum GraphFeedLoaderFactoryKey: DependencyKey {
    static let liveValue: @Sendable () -> GraphFeedLoader = {
        @Dependency(\.makeGraphRemoteLoader) var makeRemote
        @Dependency(\.makeGraphLocalLoader) var makeLocal
        return GraphFeedLoader(remote: makeRemote(), local: makeLocal())
    }
}

private enum GraphRemoteLoaderFactoryKey: DependencyKey {
    static let liveValue: @Sendable () -> GraphRemoteLoader = {
        @Dependency(\.graphHTTPClient) var client
        @Dependency(\.graphConfig) var config
        return GraphRemoteLoader(client: client, config: config)
    }
}

private enum GraphLocalLoaderFactoryKey: DependencyKey {
    static let liveValue: @Sendable () -> GraphLocalLoader = {
        @Dependency(\.graphStore) var store
        @Dependency(\.graphLogger) var logger
        return GraphLocalLoader(store: store, logger: logger)
    }
}

private enum GraphImageLoaderFactoryKey: DependencyKey {
    static let liveValue: @Sendable () -> GraphImageLoader = {
        @Dependency(\.graphHTTPClient) var client
        @Dependency(\.makeGraphTracker) var makeTracker
        return GraphImageLoader(client: client, tracker: makeTracker())
    }
}

private enum GraphTrackerFactoryKey: DependencyKey {
    static let liveValue: @Sendable () -> GraphTracker = {
        @Dependency(\.graphLogger) var logger
        return GraphTracker(logger: logger)
    }
}

extension DependencyValues {
    var benchSingleton: SingletonService { self[SingletonKey.self] }
    var sharedSingleton: SingletonService { self[SharedSingletonKey.self] }
    var makeTransient: @Sendable () -> TransientService { self[TransientFactoryKey.self] }
    var graphConfig: GraphConfig { self[GraphConfigKey.self] }
    var graphLogger: GraphLogger { self[GraphLoggerKey.self] }
    var graphHTTPClient: GraphHTTPClient { self[GraphHTTPClientKey.self] }
    var graphStore: GraphStore { self[GraphStoreKey.self] }
    var makeGraphViewModel: @Sendable () -> GraphViewModel { self[GraphViewModelFactoryKey.self] }
    var makeGraphFeedLoader: @Sendable () -> GraphFeedLoader { self[GraphFeedLoaderFactoryKey.self] }
    var makeGraphRemoteLoader: @Sendable () -> GraphRemoteLoader { self[GraphRemoteLoaderFactoryKey.self] }
    var makeGraphLocalLoader: @Sendable () -> GraphLocalLoader { self[GraphLocalLoaderFactoryKey.self] }
    var makeGraphImageLoader: @Sendable () -> GraphImageLoader { self[GraphImageLoaderFactoryKey.self] }
    var makeGraphTracker: @Sendable () -> GraphTracker { self[GraphTrackerFactoryKey.self] }
}
