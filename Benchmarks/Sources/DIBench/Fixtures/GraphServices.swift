// The object graph of the graph scenario: 10 registrations, 11 objects per resolved root.
// Singletons: GraphConfig, GraphLogger, GraphHTTPClient, GraphStore (4 objects, built once).
// Transients: GraphRemoteLoader, GraphLocalLoader, GraphFeedLoader, GraphTracker (twice), GraphImageLoader,
// GraphViewModel (7 objects per resolve).

final class GraphConfig: Sendable {
    let pageSize = 25
}

final class GraphLogger: Sendable {
    let level = 1
}

final class GraphHTTPClient: Sendable {
    let config: GraphConfig
    let logger: GraphLogger

    init(config: GraphConfig, logger: GraphLogger) {
        self.config = config
        self.logger = logger
    }
}

final class GraphStore: Sendable {
    let logger: GraphLogger

    init(logger: GraphLogger) {
        self.logger = logger
    }
}

final class GraphRemoteLoader: Sendable {
    let client: GraphHTTPClient
    let config: GraphConfig

    init(client: GraphHTTPClient, config: GraphConfig) {
        self.client = client
        self.config = config
    }
}

final class GraphLocalLoader: Sendable {
    let store: GraphStore
    let logger: GraphLogger

    init(store: GraphStore, logger: GraphLogger) {
        self.store = store
        self.logger = logger
    }
}

final class GraphFeedLoader: Sendable {
    let remote: GraphRemoteLoader
    let local: GraphLocalLoader

    init(remote: GraphRemoteLoader, local: GraphLocalLoader) {
        self.remote = remote
        self.local = local
    }
}

final class GraphTracker: Sendable {
    let logger: GraphLogger

    init(logger: GraphLogger) {
        self.logger = logger
    }
}

final class GraphImageLoader: Sendable {
    let client: GraphHTTPClient
    let tracker: GraphTracker

    init(client: GraphHTTPClient, tracker: GraphTracker) {
        self.client = client
        self.tracker = tracker
    }
}

final class GraphViewModel: Sendable {
    let feed: GraphFeedLoader
    let images: GraphImageLoader
    let tracker: GraphTracker

    init(feed: GraphFeedLoader, images: GraphImageLoader, tracker: GraphTracker) {
        self.feed = feed
        self.images = images
        self.tracker = tracker
    }
}
