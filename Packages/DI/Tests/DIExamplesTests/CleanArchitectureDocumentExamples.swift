import DI
import Testing

/// Section 004 of `Docs/DesignDocumentPatterns.md`: Clean Architecture, where the feature depends on ports and
/// only the composition root knows the concrete types.
@Suite("004 · Clean Architecture composition")
struct CleanArchitectureDocumentExamples {
    /// "Constructor Injection (recommended)": the screen receives its loader; a test passes a spy and no container
    /// is involved at all.
    @Test("constructor injection: the screen loads through the loader it is given")
    func constructorInjection() {
        let loader = StoryLoaderSpy(result: .success([Story(id: 1, title: "Hello")]))
        let sut = StoryScreen(loader: loader)

        let stories = sut.loadStories()

        #expect(stories == [Story(id: 1, title: "Hello")])
        #expect(loader.messages.recorded == [.load])
    }

    /// "Composition Root Pattern": one place wires the whole graph. Resolving the screen builds the remote loader
    /// decorated with caching, falling back to the local loader.
    @Test("the composition root builds the screen's whole graph")
    func compositionRoot() throws {
        let (container, client, store) = makeSUT(environment: .production, result: .success([Story(id: 1, title: "A")]))

        let screen = try container.resolve(StoryScreen.self)
        let composite = try #require(screen.loader as? StoryLoaderWithFallbackComposite)
        let stories = screen.loadStories()

        #expect(composite.primary is StoryLoaderCacheDecorator)
        #expect(composite.fallback is LocalStoryLoader)
        #expect(stories == [Story(id: 1, title: "A")])
        #expect(client.requestedURLs.recorded == ["https://api.stories.test/v1"])
        #expect(store.stories == [Story(id: 1, title: "A")])
    }

    /// "Decorator Pattern": caching, then logging, added around the remote loader. Our spelling: `decorate`, which
    /// wraps a registration wherever it is resolved; the last decorator declared is the outermost.
    @Test("decorators wrap a registration in the order they are declared")
    func decorators() throws {
        let (container, _, store) = makeSUT(environment: .production, result: .success([Story(id: 2, title: "B")]))
        let log = Recorder<String>()
        container.decorate((any StoryLoader).self, name: .remote) { _, cached in
            StoryLoaderLoggingDecorator(decoratee: cached, log: log)
        }

        let loader = try container.resolve((any StoryLoader).self, name: .remote)
        let stories = try loader.load()

        #expect((loader as? StoryLoaderLoggingDecorator)?.decoratee is StoryLoaderCacheDecorator)
        #expect(stories == [Story(id: 2, title: "B")])
        #expect(log.recorded == ["load started", "loaded 1"])
        #expect(store.stories == [Story(id: 2, title: "B")])
    }

    /// "Composite Pattern for Fallback": when the remote loader fails, the screen gets the stories of the local
    /// store instead.
    @Test("the composite falls back to the local loader when the remote one fails")
    func compositeFallback() throws {
        let cached = [Story(id: 3, title: "Cached")]
        let (container, client, _) = makeSUT(
            environment: .production, result: .failure(LoadingFailed()), cached: cached)

        let stories = try container.resolve(StoryScreen.self).loadStories()

        #expect(stories == cached)
        #expect(client.requestedURLs.count == 1)
    }

    /// "Adapter Pattern for Integration": a third-party service is registered behind our port through an adapter,
    /// so the screen never sees the third-party types.
    @Test("an adapter puts a third-party service behind our port")
    func adapter() throws {
        let container = Container()
        container.register(ThirdPartyStoryService.self, scope: .singleton) { _ in ThirdPartyStoryService() }
        container.autoregister(ThirdPartyStoryLoaderAdapter.self, initializer: ThirdPartyStoryLoaderAdapter.init)
            .implements((any StoryLoader).self)
        container.register(StoryScreen.self) { r in StoryScreen(loader: try r.resolve((any StoryLoader).self)) }

        let stories = try container.resolve(StoryScreen.self).loadStories()

        #expect(stories == [Story(id: 9, title: "From the partner")])
    }

    /// "Composite Pattern", over a collection: every registered analytics sink behind one. Our spelling:
    /// `resolveAll`, which resolves every name of a type in registration order.
    @Test("a composite over every registered implementation of a port")
    func compositeOverCollection() throws {
        let container = Container()
        let first = AnalyticsSpy()
        let second = AnalyticsSpy()
        container.register((any Analytics).self, name: "console") { _ in first }
        container.register((any Analytics).self, name: "remote") { _ in second }
        container.register(AnalyticsComposite.self) { r in AnalyticsComposite(sinks: try r.resolveAll()) }

        try container.resolve(AnalyticsComposite.self).track("opened")

        #expect(first.messages.recorded == [.track("opened")])
        #expect(second.messages.recorded == [.track("opened")])
    }

    /// "Optional Dependencies": analytics is optional; without it registered the screen still works, silently.
    /// Our spelling in a factory: `resolveOptional`, which is `nil` only when nothing is registered.
    @Test("an optional dependency that is not registered is nil, and the screen still works")
    func optionalDependencyAbsent() throws {
        let (container, _, _) = makeSUT(environment: .production, result: .success([Story(id: 4, title: "D")]))

        let screen = try container.resolve(StoryScreen.self)

        #expect(screen.analytics == nil)
        #expect(screen.loadStories().count == 1)
    }

    /// "Optional Dependencies", present: once analytics is registered, the same wiring hands it to the screen.
    @Test("an optional dependency that is registered is used")
    func optionalDependencyPresent() throws {
        let (container, _, _) = makeSUT(environment: .production, result: .success([]))
        let analytics = AnalyticsSpy()
        container.register((any Analytics).self) { _ in analytics }

        _ = try container.resolve(StoryScreen.self).loadStories()

        #expect(analytics.messages.recorded == [.track("story_load_started"), .track("story_load_completed")])
    }

    /// "Environment-Based Injection": production and staging read their own server; development uses the mock
    /// loader and never touches the network.
    @Test("each environment gets its own wiring", arguments: AppEnvironment.allCases)
    func environmentBasedWiring(environment: AppEnvironment) throws {
        let (container, client, _) = makeSUT(environment: environment, result: .success([Story(id: 5, title: "E")]))

        let stories = try container.resolve(StoryScreen.self).loadStories()

        switch environment {
        case .production, .staging:
            #expect(stories == [Story(id: 5, title: "E")])
            #expect(client.requestedURLs.recorded == [StoryCompositionRoot.url(for: environment)])
        case .development:
            #expect(stories == [Story(id: 0, title: "Sample")])
            #expect(client.requestedURLs.recorded.isEmpty)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        environment: AppEnvironment, result: Result<[Story], LoadingFailed>, cached: [Story]? = nil
    ) -> (container: Container, client: StoryHTTPClientStub, store: InMemoryStoryStore) {
        let client = StoryHTTPClientStub(result: result)
        let store = InMemoryStoryStore(stories: cached)
        let container = StoryCompositionRoot.makeContainer(environment: environment, client: client, store: store)
        return (container, client, store)
    }
}

/// Forwards every event to each of its sinks.
private final class AnalyticsComposite: Analytics {
    let sinks: [any Analytics]

    init(sinks: [any Analytics]) {
        self.sinks = sinks
    }

    func track(_ event: String) {
        for sink in sinks { sink.track(event) }
    }
}
