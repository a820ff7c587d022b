import DI
import Testing

@Suite("Main-actor services and property wrappers")
struct EdgeTests {
    @Test("a main-actor service is created on the main actor and resolved from it")
    func mainActorService() async throws {
        let container = makeSUT()
        container.registerMainActor(MainFeedViewModel.self) { r in
            MainFeedViewModel(loader: try r.resolve((any FeedLoader).self))
        }

        let model = try await MainActor.run { try container.resolveMainActor(MainFeedViewModel.self) }

        #expect(model.loader is LocalFeedLoader)
    }

    @Test("a main-actor singleton is created once")
    @MainActor
    func mainActorSingleton() throws {
        let container = makeSUT()
        container.registerMainActor(MainFeedViewModel.self, scope: .singleton) { r in
            MainFeedViewModel(loader: try r.resolve((any FeedLoader).self))
        }

        let first = try container.resolveMainActor(MainFeedViewModel.self)

        #expect(try first === container.resolveMainActor(MainFeedViewModel.self))
        #expect(try container.resolveMainActor((any FeedLoader).self) is LocalFeedLoader)
    }

    @Test("a main-actor service resolved through the nonisolated resolve is an error, never a leak")
    func mainActorServiceOffTheMainActor() {
        let container = makeSUT()
        container.registerMainActor(MainFeedViewModel.self) { r in
            MainFeedViewModel(loader: try r.resolve((any FeedLoader).self))
        }

        let error = #expect(throws: ResolutionError.self) { try container.resolve(MainFeedViewModel.self) }

        #expect(error?.kind == .mainActorOnly)
    }

    @Test("@Injected resolves at init from the container set by withCurrent")
    func injectedUsesCurrentContainer() {
        let container = makeSUT()

        let command = container.withCurrent { FeedCommand() }

        #expect(command.loader is LocalFeedLoader)
    }

    @Test("@Injected with a name resolves that registration")
    func injectedWithName() {
        let container = makeSUT()
        container.register((any FeedLoader).self, name: "remote") { _ in
            RemoteFeedLoader(url: feedURL, client: HTTPClientStub())
        }

        let command = container.withCurrent { NamedCommand() }

        #expect(command.loader is RemoteFeedLoader)
    }

    @Test("outside withCurrent the current container is the shared one")
    func sharedOutsideWithCurrent() {
        #expect(Container.current === Container.shared)
    }

    @Test("withCurrent nests: the innermost container wins, then the outer one is current again")
    func withCurrentNests() async {
        let outer = Container()
        let inner = Container()

        let seen = outer.withCurrent {
            let before = Container.current
            let nested = inner.withCurrent { Container.current }
            return [before, nested, Container.current]
        }
        let seenAsync = await outer.withCurrent { () async -> [Container] in
            let nested = await inner.withCurrent { () async in Container.current }
            return [nested, Container.current]
        }

        #expect(seen.map(ObjectIdentifier.init) == [outer, inner, outer].map(ObjectIdentifier.init))
        #expect(seenAsync.map(ObjectIdentifier.init) == [inner, outer].map(ObjectIdentifier.init))
        #expect(Container.current === Container.shared)
    }

    @Test("@LazyInjected captures the current container at init and resolves once, at first access")
    func lazyInjected() {
        let counter = Counter()
        let container = Container()
        container.register((any Clock).self) { _ in
            counter.increment()
            return SystemClock()
        }

        let report = container.withCurrent { Report() }
        #expect(counter.count == 0)

        let first = report.clock
        let second = report.clock

        #expect(counter.count == 1)
        #expect((first as? SystemClock) === (second as? SystemClock))
    }

    @Test("@LazyInjected resolves once when many threads read it first at the same time")
    func lazyInjectedUnderContention() {
        let counter = Counter()
        let container = Container()
        container.register((any Clock).self) { _ in
            counter.increment()
            return SystemClock()
        }
        let report = container.withCurrent { Report() }
        let box = ReportBox(report: report)

        runOnThreads(16) { _ in _ = box.report.clock.now() }

        #expect(counter.count == 1)
    }

    // MARK: - Helpers

    private func makeSUT() -> Container {
        let container = Container()
        container.register((any FeedLoader).self) { _ in LocalFeedLoader() }
        return container
    }
}

/// Hands a `Report` to other threads: `@LazyInjected` is documented as thread-safe.
private final class ReportBox: @unchecked Sendable {
    let report: Report

    init(report: Report) {
        self.report = report
    }
}
