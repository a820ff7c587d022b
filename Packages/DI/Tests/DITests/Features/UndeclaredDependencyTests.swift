import DI
import Foundation
import Testing

@Suite("A declared dependsOn list cannot drift")
struct UndeclaredDependencyTests {
    @Test("a factory resolving a key its dependsOn list lacks fails, naming the registration, key, list and path")
    func undeclaredKeyFails() {
        let container = Container()
        container.register((any Clock).self) { _ in SystemClock() }
        container.register((any HTTPClient).self) { _ in HTTPClientStub() }
        container.register(FeedService.self, dependsOn: [.init((any HTTPClient).self)]) { r in
            FeedService(client: try r.resolve(), clock: try r.resolve())
        }
        container.autoregister(Badge.self) { (_: FeedService) in Badge(session: Session()) }

        let error = #expect(throws: ResolutionError.self) { try container.resolve(Badge.self) }

        #expect(error?.kind == .undeclaredDependency)
        #expect(error?.path.map(\.description) == ["Badge", "FeedService", "Clock"])
        #expect(
            error?.reason
                == "the factory of FeedService resolved Clock, which its dependsOn list does not declare "
                + "(declared: HTTPClient): add it to dependsOn, or stop resolving it")
    }

    @Test("an empty list means the factory resolves nothing, by any API")
    func emptyListResolvesNothing() {
        let container = Container()
        container.register(Session.self) { _ in Session() }
        container.register(Session.self, name: "with argument") { (_: Resolver, _: Int) in Session() }
        let attempts: [@Sendable (Resolver) throws -> Void] = [
            { _ = try $0.resolve(Session.self) },
            { _ = try $0.resolveOptional(Session.self) },
            { _ = try $0.resolveAll(Session.self) },
            { _ = try $0.resolve(Session.self, name: "with argument", argument: 1) },
            { _ = try $0.resolve(Lazy<Session>.self) },
            { _ = try $0.resolve(Provider<Session>.self) },
        ]
        var kinds: [ResolutionError.Kind?] = []
        for (index, attempt) in attempts.enumerated() {
            container.register(Badge.self, name: ServiceName("\(index)"), dependsOn: []) { r in
                try attempt(r)
                return Badge(session: Session())
            }
            kinds.append(
                #expect(throws: ResolutionError.self) {
                    try container.resolve(Badge.self, name: ServiceName("\(index)"))
                }?
                .kind)
        }

        #expect(kinds == Array(repeating: .undeclaredDependency, count: attempts.count))
    }

    @Test("declared keys resolve, an unused one is fine, and what they resolve is not held to the list")
    func declaredKeysResolve() throws {
        let container = Container()
        container.register((any Clock).self) { _ in SystemClock() }
        container.register((any HTTPClient).self) { _ in HTTPClientStub() }
        container.autoregister(FeedService.self, initializer: FeedService.init)
        container.register(
            FeedViewModel.self, dependsOn: [.init(FeedService.self), .init(Lazy<Session>.self), .init(Session.self)]
        ) { r in
            _ = try r.resolve(FeedService.self)
            _ = try r.resolve(Lazy<Session>.self)
            return FeedViewModel(loader: LocalFeedLoader())
        }
        container.register(Session.self) { _ in Session() }

        #expect(throws: Never.self) { try container.resolve(FeedViewModel.self) }
    }

    @Test("argument registrations and initCompleted actions are held to the list; decorators are not")
    func argumentsActionsAndDecorators() {
        let container = Container()
        container.register(Session.self) { _ in Session() }
        container.register(RemoteFeedLoader.self, dependsOn: []) { (r: Resolver, url: URL) in
            _ = try r.resolve(Session.self)
            return RemoteFeedLoader(url: url, client: HTTPClientStub())
        }
        container.register(Badge.self, dependsOn: []) { _ in Badge(session: Session()) }
            .initCompleted { r, _ in _ = try r.resolve(Session.self) }
        container.register(LocalFeedLoader.self, dependsOn: []) { _ in LocalFeedLoader() }
        container.decorate(LocalFeedLoader.self) { r, inner in
            _ = try r.resolve(Session.self)
            return inner
        }

        let argument = #expect(throws: ResolutionError.self) {
            try container.resolve(RemoteFeedLoader.self, argument: feedURL)
        }
        let action = #expect(throws: ResolutionError.self) { try container.resolve(Badge.self) }

        #expect(argument?.kind == .undeclaredDependency)
        #expect(action?.kind == .undeclaredDependency)
        #expect(throws: Never.self) { try container.resolve(LocalFeedLoader.self) }
    }

    @Test("a main-actor factory is held to its list too")
    @MainActor
    func mainActorFactory() {
        let container = Container()
        container.register(Session.self) { _ in Session() }
        container.registerMainActor(Badge.self, dependsOn: []) { r in Badge(session: try r.resolve()) }

        let error = #expect(throws: ResolutionError.self) { try container.resolveMainActor(Badge.self) }

        #expect(error?.kind == .undeclaredDependency)
    }
}
