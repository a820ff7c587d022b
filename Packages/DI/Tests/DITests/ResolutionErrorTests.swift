import DI
import Testing

@Suite("Resolution errors")
struct ResolutionErrorTests {
    @Test("a missing registration names every step of the path")
    func missingNamesThePath() {
        let container = Container()
        container.register((any FeedLoader).self, name: "remote") { r in
            RemoteFeedLoader(url: feedURL, client: try r.resolve((any HTTPClient).self))
        }
        container.register(FeedViewModel.self) { r in
            FeedViewModel(loader: try r.resolve((any FeedLoader).self, name: "remote"))
        }

        let error = #expect(throws: ResolutionError.self) { try container.resolve(FeedViewModel.self) }

        #expect(error?.kind == .missingRegistration)
        #expect(
            error?.path == [
                ServiceKey(FeedViewModel.self), ServiceKey((any FeedLoader).self, name: "remote"),
                ServiceKey((any HTTPClient).self),
            ])
        #expect(
            error?.description
                == "FeedViewModel → FeedLoader(remote) → HTTPClient: no registration for HTTPClient")
    }

    @Test("a missing registration suggests the same type under another name")
    func suggestsOtherNames() {
        let container = Container()
        container.register((any FeedLoader).self, name: .local) { _ in LocalFeedLoader() }

        let error = #expect(throws: ResolutionError.self) {
            try container.resolve((any FeedLoader).self, name: .remote)
        }

        #expect(error?.suggestions == ["FeedLoader(local)"])
        #expect(
            error?.description
                == "FeedLoader(remote): no registration for FeedLoader(remote). Registered near matches: "
                + "FeedLoader(local)")
    }

    @Test("a missing registration suggests registered concrete types that conform")
    func suggestsConformingTypes() throws {
        let container = Container()
        container.register(RemoteFeedLoader.self) { _ in RemoteFeedLoader(url: feedURL, client: HTTPClientStub()) }
        container.register(LocalFeedLoader.self, scope: .singleton) { _ in LocalFeedLoader() }
        _ = try container.resolve(LocalFeedLoader.self)

        let error = #expect(throws: ResolutionError.self) { try container.resolve((any FeedCache).self) }
        let loaderError = #expect(throws: ResolutionError.self) { try container.resolve((any FeedLoader).self) }

        #expect(error?.suggestions == ["LocalFeedLoader"])
        #expect(loaderError?.suggestions == ["RemoteFeedLoader", "LocalFeedLoader"])
    }

    @Test("a factory's own error is wrapped with the path and kept as the underlying error")
    func factoryFailure() {
        let container = Container()
        container.register((any FeedLoader).self) { _ -> any FeedLoader in throw FactoryFailure() }
        container.autoregister(FeedViewModel.self, initializer: FeedViewModel.init)

        let error = #expect(throws: ResolutionError.self) { try container.resolve(FeedViewModel.self) }

        #expect(error?.kind == .factoryFailed)
        #expect(error?.underlying as? FactoryFailure == FactoryFailure())
        #expect(error?.description == "FeedViewModel → FeedLoader: the factory of FeedLoader threw database locked")
    }

    @Test("type names in messages read without any and without the module")
    func readableTypeNames() {
        #expect(ServiceKey((any FeedLoader).self).description == "FeedLoader")
        #expect(ServiceKey(Optional<any Clock>.self, name: "x").description == "Optional<Clock>(x)")
        #expect(ServiceKey(FeedService.self, argumentType: Int.self).description == "FeedService(argument: Int)")
    }

    @Test("every kind of error has a readable description")
    func kindsAreStable() {
        #expect(ResolutionError.Kind.allCases.count == 13)
        #expect(ResolutionError.Kind.missingRegistration.rawValue == "missingRegistration")
    }
}
