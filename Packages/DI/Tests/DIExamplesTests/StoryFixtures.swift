import DI

// Small illustrative types for section 004 (Clean Architecture: ports, adapters and a composition root).

struct Story: Equatable, Sendable {
    let id: Int
    let title: String
}

/// The port the feature depends on.
protocol StoryLoader: Sendable {
    func load() throws -> [Story]
}

protocol StoryCache: Sendable {
    func save(_ stories: [Story])
}

protocol StoryHTTPClient: Sendable {
    func get(_ url: String) throws -> [Story]
}

protocol Analytics: Sendable {
    func track(_ event: String)
}

struct LoadingFailed: Error, Equatable {}

/// An HTTP client that answers every request with a fixed result and records the URLs it was asked for.
final class StoryHTTPClientStub: StoryHTTPClient {
    let requestedURLs = Recorder<String>()
    private let result: Result<[Story], LoadingFailed>

    init(result: Result<[Story], LoadingFailed>) {
        self.result = result
    }

    func get(_ url: String) throws -> [Story] {
        requestedURLs.record(url)
        return try result.get()
    }
}

final class RemoteStoryLoader: StoryLoader {
    let url: String
    let client: any StoryHTTPClient

    init(url: String, client: any StoryHTTPClient) {
        self.url = url
        self.client = client
    }

    func load() throws -> [Story] { try client.get(url) }
}

/// The in-memory store the pattern uses as a test-specific implementation.
final class InMemoryStoryStore: StoryCache {
    private let saved = Recorder<[Story]>()

    init(stories: [Story]? = nil) {
        if let stories { saved.record(stories) }
    }

    func save(_ stories: [Story]) { saved.record(stories) }

    var stories: [Story]? { saved.recorded.last }
}

final class LocalStoryLoader: StoryLoader {
    let store: InMemoryStoryStore

    init(store: InMemoryStoryStore) {
        self.store = store
    }

    func load() throws -> [Story] {
        guard let stories = store.stories else { throw LoadingFailed() }
        return stories
    }
}

/// The development environment's loader: fixed stories, no network.
final class MockStoryLoader: StoryLoader {
    func load() throws -> [Story] { [Story(id: 0, title: "Sample")] }
}

/// A spy recording each message it receives, completing loads with a stubbed result.
final class StoryLoaderSpy: StoryLoader {
    enum Message: Equatable, Sendable {
        case load
    }

    let messages = Recorder<Message>()
    private let result: Result<[Story], LoadingFailed>

    init(result: Result<[Story], LoadingFailed> = .success([])) {
        self.result = result
    }

    func load() throws -> [Story] {
        messages.record(.load)
        return try result.get()
    }
}

final class AnalyticsSpy: Analytics {
    enum Message: Equatable, Sendable {
        case track(String)
    }

    let messages = Recorder<Message>()

    func track(_ event: String) { messages.record(.track(event)) }
}

/// The screen: its loader is required, its analytics optional.
final class StoryScreen: Sendable {
    let loader: any StoryLoader
    let analytics: (any Analytics)?

    init(loader: any StoryLoader, analytics: (any Analytics)? = nil) {
        self.loader = loader
        self.analytics = analytics
    }

    func loadStories() -> [Story] {
        analytics?.track("story_load_started")
        let stories = (try? loader.load()) ?? []
        analytics?.track("story_load_completed")
        return stories
    }
}

/// The app's environments, each wired differently.
enum AppEnvironment: String, CaseIterable, Sendable {
    case production
    case staging
    case development
}
