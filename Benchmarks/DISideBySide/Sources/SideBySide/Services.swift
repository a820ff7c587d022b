/// The services of the four scenarios: one singleton, one transient without dependencies, one named transient,
/// and the 11-object graph (four singletons built once; seven transient objects per resolved view model).
final class SingletonService: Sendable {}

final class TransientService: Sendable {}

final class NamedService: Sendable {
    let label: String

    init(label: String) {
        self.label = label
    }
}

/// Holds a reference for hand-wired code: the floor of the singleton scenario.
final class SingletonHolder: Sendable {
    let instance = SingletonService()
}

final class Config: Sendable {}

final class Logger: Sendable {}

final class HTTPClient: Sendable {
    let config: Config
    let logger: Logger

    init(config: Config, logger: Logger) {
        self.config = config
        self.logger = logger
    }
}

final class Store: Sendable {
    let logger: Logger

    init(logger: Logger) {
        self.logger = logger
    }
}

final class RemoteLoader: Sendable {
    let client: HTTPClient
    let config: Config

    init(client: HTTPClient, config: Config) {
        self.client = client
        self.config = config
    }
}

final class LocalLoader: Sendable {
    let store: Store
    let logger: Logger

    init(store: Store, logger: Logger) {
        self.store = store
        self.logger = logger
    }
}

final class FeedLoader: Sendable {
    let remote: RemoteLoader
    let local: LocalLoader

    init(remote: RemoteLoader, local: LocalLoader) {
        self.remote = remote
        self.local = local
    }
}

final class Tracker: Sendable {
    let logger: Logger

    init(logger: Logger) {
        self.logger = logger
    }
}

final class ImageLoader: Sendable {
    let client: HTTPClient
    let tracker: Tracker

    init(client: HTTPClient, tracker: Tracker) {
        self.client = client
        self.tracker = tracker
    }
}

final class ViewModel: Sendable {
    let feed: FeedLoader
    let images: ImageLoader
    let tracker: Tracker

    init(feed: FeedLoader, images: ImageLoader, tracker: Tracker) {
        self.feed = feed
        self.images = images
        self.tracker = tracker
    }
}

/// The graph written by hand: singletons built once, transients by direct `init` calls.
final class HandWiredGraph: Sendable {
    let config = Config()
    let logger = Logger()
    let client: HTTPClient
    let store: Store

    init() {
        client = HTTPClient(config: config, logger: logger)
        store = Store(logger: logger)
    }

    func makeViewModel() -> ViewModel {
        let remote = RemoteLoader(client: client, config: config)
        let local = LocalLoader(store: store, logger: logger)
        return ViewModel(
            feed: FeedLoader(remote: remote, local: local),
            images: ImageLoader(client: client, tracker: Tracker(logger: logger)), tracker: Tracker(logger: logger))
    }
}
