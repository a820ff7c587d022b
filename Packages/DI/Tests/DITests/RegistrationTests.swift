import DI
import Foundation
import Testing

@Suite("Registration and resolution")
struct RegistrationTests {
    @Test("resolve returns the instance made by the factory registered for a protocol")
    func resolveByProtocol() throws {
        let container = Container()
        container.register((any HTTPClient).self) { _ in URLSessionHTTPClient() }

        let client = try container.resolve((any HTTPClient).self)

        #expect(client is URLSessionHTTPClient)
    }

    @Test("a named registration is resolved by its name, with a string literal or a static member")
    func namedRegistration() throws {
        let container = makeSUT()
        container.register((any FeedLoader).self, name: "remote") { r in
            RemoteFeedLoader(url: feedURL, client: try r.resolve((any HTTPClient).self))
        }
        container.register((any FeedLoader).self, name: .local) { _ in LocalFeedLoader() }

        let remote = try container.resolve((any FeedLoader).self, name: "remote")
        let local = try container.resolve((any FeedLoader).self, name: .local)

        #expect(remote is RemoteFeedLoader)
        #expect(local is LocalFeedLoader)
        #expect(container.isRegistered((any FeedLoader).self, name: .remote))
        #expect(!container.isRegistered((any FeedLoader).self))
        #expect(!container.isRegistered((any FeedLoader).self, name: nil))
    }

    @Test("the type to resolve is inferred from the context")
    func inferredType() throws {
        let container = makeSUT()

        let clock: any Clock = try container.resolve()

        #expect(clock.now() == 42)
    }

    @Test("autoregister resolves each initializer parameter by its type and records them as dependencies")
    func autoregister() throws {
        let container = makeSUT()

        container.autoregister(FeedService.self, initializer: FeedService.init)
        let service = try container.resolve(FeedService.self)

        #expect(service.client is URLSessionHTTPClient)
        #expect(service.clock is SystemClock)
        let description = try #require(container.registrations.first { $0.key == ServiceKey(FeedService.self) })
        #expect(description.dependencies == [ServiceKey((any HTTPClient).self), ServiceKey((any Clock).self)])
        #expect(description.concreteType == FeedService.self)
    }

    @Test("autoregister works with an initializer without parameters")
    func autoregisterWithoutParameters() throws {
        let container = Container()

        container.autoregister(Session.self, scope: .singleton, initializer: Session.init)

        #expect(try container.resolve(Session.self) === container.resolve(Session.self))
    }

    @Test("resolveOptional returns nil only when nothing is registered")
    func resolveOptionalWhenMissing() throws {
        let container = makeSUT()

        let analytics = try container.resolveOptional((any Analytics).self)
        let clock = try container.resolveOptional((any Clock).self)

        #expect(analytics == nil)
        #expect(clock != nil)
    }

    @Test("resolveOptional still throws when the registered factory fails")
    func resolveOptionalWhenFactoryFails() {
        let container = Container()
        container.register((any Analytics).self) { _ -> any Analytics in throw FactoryFailure() }

        #expect(throws: ResolutionError.self) { try container.resolveOptional((any Analytics).self) }
    }

    @Test("registering the same type and name again replaces the earlier registration")
    func lastRegistrationWins() throws {
        let container = Container()
        container.register((any HTTPClient).self) { _ in URLSessionHTTPClient() }

        container.register((any HTTPClient).self) { _ in HTTPClientStub() }

        #expect(try container.resolve((any HTTPClient).self) is HTTPClientStub)
        let inForce = container.registrations.filter { $0.key == ServiceKey((any HTTPClient).self) }
        #expect(inForce.count == 1)
        #expect(inForce.first?.sequence == 2)
    }

    @Test("an override also replaces a singleton that was already resolved")
    func overrideAfterResolution() throws {
        let container = Container()
        container.register((any HTTPClient).self, scope: .singleton) { _ in URLSessionHTTPClient() }
        _ = try container.resolve((any HTTPClient).self)

        container.register((any HTTPClient).self, scope: .singleton) { _ in HTTPClientStub() }

        #expect(try container.resolve((any HTTPClient).self) is HTTPClientStub)
    }

    @Test("one registration exposed under several protocols shares its lifetime and instance")
    func exposedUnderSeveralTypes() throws {
        let container = Container()
        container.register(LocalFeedLoader.self, scope: .singleton) { _ in LocalFeedLoader() }
            .implements((any FeedLoader).self)
            .implements((any FeedCache).self)

        let loader = try container.resolve((any FeedLoader).self)
        let cache = try container.resolve((any FeedCache).self)
        let local = try container.resolve(LocalFeedLoader.self)

        #expect((loader as? LocalFeedLoader) === local)
        #expect((cache as? LocalFeedLoader) === local)
        let alias = try #require(container.registrations.first { $0.key == ServiceKey((any FeedCache).self) })
        #expect(alias.aliasOf == ServiceKey(LocalFeedLoader.self))
        #expect(alias.lifetime == .singleton)
    }

    @Test("exposing a registration as a type it does not conform to fails with typeMismatch")
    func exposedAsNonConformingType() {
        let container = Container()
        container.register(Session.self) { _ in Session() }.implements((any Clock).self)

        let error = #expect(throws: ResolutionError.self) { try container.resolve((any Clock).self) }

        #expect(error?.kind == .typeMismatch)
        #expect(
            error?.description
                == "Clock: Session is exposed as Clock but its instance, a Session, does not conform to it")
    }

    @Test("registrations lists the registrations in force with their lifetime, kind and cached state")
    func registrationsDescribeWhatIsInForce() throws {
        let container = makeSUT()
        _ = try container.resolve((any Clock).self)

        let clock = try #require(container.registrations.first { $0.key == ServiceKey((any Clock).self) })

        #expect(clock.lifetime == .singleton)
        #expect(clock.kind == .sync)
        #expect(clock.hasCachedInstance)
        #expect(clock.concreteType == SystemClock.self)
        #expect(clock.description == "Clock .singleton sync (cached)")
        #expect(container.registrations.map(\.key.description) == ["Clock", "HTTPClient"])
    }

    // MARK: - Helpers

    private func makeSUT() -> Container {
        let container = Container()
        container.register((any Clock).self, scope: .singleton) { _ in SystemClock() }
        container.register((any HTTPClient).self, scope: .singleton) { _ in URLSessionHTTPClient() }
        return container
    }
}
