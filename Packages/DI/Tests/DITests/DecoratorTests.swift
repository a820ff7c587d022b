import DI
import Foundation
import Testing

@Suite("Decorators")
struct DecoratorTests {
    @Test("decorators wrap in declaration order: the last declared is the outermost")
    func declarationOrder() throws {
        let container = makeSUT()

        container.decorate((any FeedLoader).self) { _, inner in LayeredFeedLoader(decoratee: inner, layer: "first") }
        container.decorate((any FeedLoader).self) { _, inner in LayeredFeedLoader(decoratee: inner, layer: "second") }

        #expect(layers(of: try container.resolve((any FeedLoader).self)) == ["second", "first", "LocalFeedLoader"])
    }

    @Test("a decorator resolves its own dependencies from the resolver")
    func decoratorResolvesDependencies() throws {
        let container = makeSUT()
        container.register((any Logger).self) { _ in ConsoleLogger() }

        container.decorate((any FeedLoader).self) { r, inner in
            LayeredFeedLoader(decoratee: inner, layer: try r.resolve((any Logger).self).name)
        }

        #expect(layers(of: try container.resolve((any FeedLoader).self)) == ["console", "LocalFeedLoader"])
    }

    @Test("a named decorator wraps only the registration with that name")
    func namedDecorator() throws {
        let container = makeSUT()
        container.register((any FeedLoader).self, name: .remote) { _ in
            RemoteFeedLoader(url: feedURL, client: URLSessionHTTPClient())
        }

        container.decorate((any FeedLoader).self, name: .remote) { _, inner in
            LayeredFeedLoader(decoratee: inner, layer: "remote")
        }

        #expect(
            layers(of: try container.resolve((any FeedLoader).self, name: .remote)) == ["remote", "RemoteFeedLoader"])
        #expect(layers(of: try container.resolve((any FeedLoader).self)) == ["LocalFeedLoader"])
    }

    @Test("decorators apply when the service is an auto-wired dependency and when it is auto-wired itself")
    func autoWiredPaths() throws {
        let container = makeSUT()
        container.autoregister(FeedViewModel.self, initializer: FeedViewModel.init)
        container.register(Session.self, scope: .singleton) { _ in Session() }
        container.autoregister(Badge.self, initializer: Badge.init)
        let replacement = Session()

        container.decorate((any FeedLoader).self) { _, inner in LayeredFeedLoader(decoratee: inner, layer: "logged") }
        container.decorate(Badge.self) { _, _ in Badge(session: replacement) }

        #expect(layers(of: try container.resolve(FeedViewModel.self).loader) == ["logged", "LocalFeedLoader"])
        #expect(try container.resolve(Badge.self).session === replacement)
    }

    @Test("a decorator of a registration with an argument receives the argument")
    func argumentDecorator() throws {
        let container = Container()
        container.register((any FeedLoader).self, name: .remote) { (_: Resolver, url: URL) in
            RemoteFeedLoader(url: url, client: URLSessionHTTPClient())
        }

        container.decorate((any FeedLoader).self, name: .remote) { (_: Resolver, inner, url: URL) in
            LayeredFeedLoader(decoratee: inner, layer: url.lastPathComponent)
        }

        let loader = try container.resolve((any FeedLoader).self, name: .remote, argument: otherURL)
        #expect(layers(of: loader) == ["other", "RemoteFeedLoader"])
    }

    @Test("a decorator declared before the registration, and a re-registration, are decorated")
    func decoratesLaterRegistrations() throws {
        let container = Container()
        container.decorate((any FeedLoader).self) { _, inner in LayeredFeedLoader(decoratee: inner, layer: "early") }

        container.register((any FeedLoader).self) { _ in LocalFeedLoader() }
        let first = try container.resolve((any FeedLoader).self)
        container.register((any FeedLoader).self) { _ in RemoteFeedLoader(url: feedURL, client: HTTPClientStub()) }
        let second = try container.resolve((any FeedLoader).self)

        #expect(layers(of: first) == ["early", "LocalFeedLoader"])
        #expect(layers(of: second) == ["early", "RemoteFeedLoader"])
    }

    @Test("adding a decorator drops a created singleton: the next resolution makes a decorated one, once")
    func decoratorDropsCreatedSingleton() throws {
        let container = Container()
        container.register((any FeedLoader).self, scope: .singleton) { _ in LocalFeedLoader() }
        let before = try container.resolve((any FeedLoader).self)

        container.decorate((any FeedLoader).self) { _, inner in LayeredFeedLoader(decoratee: inner, layer: "late") }
        let after = try container.resolve((any FeedLoader).self)

        #expect(layers(of: before) == ["LocalFeedLoader"])
        #expect(layers(of: after) == ["late", "LocalFeedLoader"])
        #expect((try container.resolve((any FeedLoader).self) as AnyObject) === (after as AnyObject))
    }

    @Test("aliases made with implements expose the decorated instance")
    func aliasesSeeDecoration() throws {
        let container = Container()
        container.register(LocalFeedLoader.self, scope: .singleton) { _ in LocalFeedLoader() }
            .implements((any FeedCache).self)
        let counter = Counter()

        container.decorate(LocalFeedLoader.self) { _, inner in
            counter.increment()
            return inner
        }
        let cache = try container.resolve((any FeedCache).self)

        #expect(counter.count == 1)
        #expect((cache as AnyObject) === (try container.resolve(LocalFeedLoader.self)))
    }

    @Test("implements on an entry kept from before a decoration exposes the decorated registration")
    func implementsAfterDecoration() throws {
        let container = Container()
        let entry = container.register(LocalFeedLoader.self, scope: .singleton) { _ in LocalFeedLoader() }
        let counter = Counter()
        container.decorate(LocalFeedLoader.self) { _, inner in
            counter.increment()
            return inner
        }

        entry.implements((any FeedCache).self)
        let cache = try container.resolve((any FeedCache).self)

        #expect(counter.count == 1)
        #expect((cache as AnyObject) === (try container.resolve(LocalFeedLoader.self)))
    }

    @Test("an alias made after a decoration is wrapped by the decorators added after it too")
    func aliasFollowsLaterDecorations() throws {
        let container = Container()
        let entry = container.register((any FeedLoader).self) { _ in LocalFeedLoader() }
        container.decorate((any FeedLoader).self) { _, inner in LayeredFeedLoader(decoratee: inner, layer: "first") }
        entry.implements((any Sendable).self, name: "loader")

        container.decorate((any FeedLoader).self) { _, inner in LayeredFeedLoader(decoratee: inner, layer: "second") }
        let exposed = try container.resolve((any Sendable).self, name: "loader")

        #expect((exposed as? any FeedLoader).map(layers(of:)) == ["second", "first", "LocalFeedLoader"])
    }

    @Test("decorators apply to async registrations")
    func asyncRegistration() async throws {
        let container = Container()
        container.register((any FeedLoader).self) { _ async in LocalFeedLoader() }

        container.decorate((any FeedLoader).self) { _, inner in LayeredFeedLoader(decoratee: inner, layer: "async") }

        #expect(layers(of: try await container.resolveAsync((any FeedLoader).self)) == ["async", "LocalFeedLoader"])
    }

    @Test("a decorator for a key this container does not register is reported by validation")
    func orphanDecorator() {
        let container = makeSUT()

        container.decorate((any FeedLoader).self, name: .remote) { _, inner in inner }

        let problems = container.validationProblems()
        #expect(problems.map(\.kind) == [.orphanDecorator])
        #expect(problems.first?.path.map(\.description) == ["FeedLoader(remote)"])
    }

    @Test("validation observes an undeclared decorator and sees what a declared one depends on")
    func validationSeesDecoratorEdges() {
        let container = makeSUT()
        container.decorate((any FeedLoader).self) { r, inner in
            LayeredFeedLoader(decoratee: inner, layer: try r.resolve((any Logger).self).name)
        }
        container.autoregister(FeedViewModel.self, initializer: FeedViewModel.init)
        container.decorate(FeedViewModel.self, dependsOn: [.init((any Clock).self)]) { _, inner in inner }

        let missing = container.validationProblems().map { $0.path.last?.description }

        #expect(missing == ["Logger", "Clock"])
        #expect(container.registrations.first?.description == "FeedLoader .transient sync decorated ×1")
    }

    // MARK: - Helpers

    private func makeSUT() -> Container {
        let container = Container()
        container.register((any FeedLoader).self) { _ in LocalFeedLoader() }
        return container
    }
}
