import DI

// Section 004's composition types and composition root: they live with the composition, not the feature.

/// Passes the result through and also saves it: caching added around any loader.
final class StoryLoaderCacheDecorator: StoryLoader {
    let decoratee: any StoryLoader
    let cache: any StoryCache

    init(decoratee: any StoryLoader, cache: any StoryCache) {
        self.decoratee = decoratee
        self.cache = cache
    }

    func load() throws -> [Story] {
        let stories = try decoratee.load()
        cache.save(stories)
        return stories
    }
}

/// Records each load and its outcome in a log: logging added around any loader.
final class StoryLoaderLoggingDecorator: StoryLoader {
    let decoratee: any StoryLoader
    let log: Recorder<String>

    init(decoratee: any StoryLoader, log: Recorder<String>) {
        self.decoratee = decoratee
        self.log = log
    }

    func load() throws -> [Story] {
        log.record("load started")
        let stories = try decoratee.load()
        log.record("loaded \(stories.count)")
        return stories
    }
}

/// Tries the fallback when the primary fails.
final class StoryLoaderWithFallbackComposite: StoryLoader {
    let primary: any StoryLoader
    let fallback: any StoryLoader

    init(primary: any StoryLoader, fallback: any StoryLoader) {
        self.primary = primary
        self.fallback = fallback
    }

    func load() throws -> [Story] {
        do {
            return try primary.load()
        } catch {
            return try fallback.load()
        }
    }
}

/// A third-party service with its own types, which our feature must not see.
final class ThirdPartyStoryService: Sendable {
    struct Item: Sendable {
        let identifier: Int
        let text: String
    }

    func fetchStories() -> [Item] { [Item(identifier: 9, text: "From the partner")] }
}

/// Adapts the third-party service to our `StoryLoader` port.
final class ThirdPartyStoryLoaderAdapter: StoryLoader {
    let service: ThirdPartyStoryService

    init(service: ThirdPartyStoryService) {
        self.service = service
    }

    func load() throws -> [Story] {
        service.fetchStories().map { Story(id: $0.identifier, title: $0.text) }
    }
}

extension ServiceName {
    /// The loader reading the server.
    static let remote: ServiceName = "remote"
    /// The loader reading the local store.
    static let local: ServiceName = "local"
}

/// The composition root: the one place that knows every concrete type and wires them per environment.
enum StoryCompositionRoot {
    /// The story URL of each remote environment.
    static func url(for environment: AppEnvironment) -> String {
        switch environment {
        case .production: "https://api.stories.test/v1"
        case .staging: "https://staging.stories.test/v1"
        case .development: "none"
        }
    }

    /// Registers the graph: remote loader decorated with caching, falling back to the local store; in
    /// development, the mock loader alone.
    static func makeContainer(
        environment: AppEnvironment, client: any StoryHTTPClient, store: InMemoryStoryStore
    ) -> Container {
        let container = Container()
        container.register((any StoryHTTPClient).self, scope: .singleton) { _ in client }
        container.register(InMemoryStoryStore.self, scope: .singleton) { _ in store }
        container.register((any StoryLoader).self, name: .remote) { r in
            RemoteStoryLoader(url: url(for: environment), client: try r.resolve((any StoryHTTPClient).self))
        }
        container.decorate((any StoryLoader).self, name: .remote) { r, remote in
            StoryLoaderCacheDecorator(decoratee: remote, cache: try r.resolve(InMemoryStoryStore.self))
        }
        container.register((any StoryLoader).self, name: .local) { r in
            LocalStoryLoader(store: try r.resolve(InMemoryStoryStore.self))
        }
        switch environment {
        case .production, .staging:
            container.register((any StoryLoader).self) { r in
                StoryLoaderWithFallbackComposite(
                    primary: try r.resolve((any StoryLoader).self, name: .remote),
                    fallback: try r.resolve((any StoryLoader).self, name: .local))
            }
        case .development:
            container.register((any StoryLoader).self) { _ in MockStoryLoader() }
        }
        container.register(StoryScreen.self) { r in
            StoryScreen(
                loader: try r.resolve((any StoryLoader).self), analytics: try r.resolveOptional((any Analytics).self))
        }
        return container
    }
}
