import DI
import Foundation
import Testing

@Suite("autoregister declares a factory's dependencies once, as its parameters")
struct DeclaredParameterTests {
    @Test("a Named parameter receives the registration of its type under the tag's name")
    func namedParameterResolvesTheNamedRegistration() throws {
        let container = makeSUT()

        container.autoregister(FeedService.self) { (clock: any Clock, client: Named<any HTTPClient, Remote>) in
            FeedService(client: client.value, clock: clock)
        }
        let service = try container.resolve(FeedService.self)

        #expect(service.client is URLSessionHTTPClient)
        #expect(
            dependencies(of: ServiceKey(FeedService.self), in: container)
                == [ServiceKey((any Clock).self), ServiceKey((any HTTPClient).self, name: "remote")])
    }

    @Test("the recorded dependencies are exactly what a resolution resolves, no more and no fewer")
    func recordedDependenciesAreWhatTheFactoryResolves() throws {
        let container = makeSUT()
        container.autoregister(FeedService.self) { (clock: any Clock, client: Named<any HTTPClient, Remote>) in
            FeedService(client: client.value, clock: clock)
        }
        let resolved = Locked<[ServiceKey]>([])
        container.traceResolutions { event in
            if event.depth == 1 { resolved.withLock { $0.append(event.key) } }
        }

        _ = try container.resolve(FeedService.self)

        #expect(resolved.withLock { $0 } == dependencies(of: ServiceKey(FeedService.self), in: container))
        #expect(container.registrations.first { $0.key == ServiceKey(FeedService.self) }?.declaresDependencies == false)
    }

    @Test("validate names a missing parameter's key with the path, without running the factory")
    func validateNamesAMissingParameter() {
        let container = Container()
        let runs = Counter()
        container.register((any Clock).self) { _ in SystemClock() }
        container.autoregister(FeedService.self) { (clock: any Clock, client: Named<any HTTPClient, Remote>) in
            runs.increment()
            return FeedService(client: client.value, clock: clock)
        }
        container.autoregister(ChainLink.self) { (service: FeedService) in ChainLink("view", inner: [service]) }

        let problems = (#expect(throws: ValidationError.self) { try container.validate() })?.problems ?? []

        #expect(problems.map(\.kind) == [.missingDependency])
        #expect(problems.first?.path.map(\.description) == ["ChainLink", "FeedService", "HTTPClient(remote)"])
        #expect(problems.first?.reason.contains("no registration for HTTPClient(remote)") == true)
        #expect(runs.count == 0)
    }

    @Test("a singleton declared by its parameters is made once, and exposed under more types with implements")
    func singletonWithImplements() throws {
        let container = makeSUT()

        container.autoregister(ChainLink.self, scope: .singleton) { (client: Named<any HTTPClient, Remote>) in
            ChainLink("local", inner: [client.value])
        }
        .implements((any FeedCache).self)
        let link = try container.resolve(ChainLink.self)
        let cache = try container.resolve((any FeedCache).self)

        #expect(link === (cache as? ChainLink))
        #expect(link.inner.first is URLSessionHTTPClient)
    }

    @Test("parameters resolve from the child that asks, which may override a named dependency")
    func childOverridesANamedDependency() throws {
        let parent = makeSUT()
        parent.autoregister(ChainLink.self) { (client: Named<any HTTPClient, Remote>) in
            ChainLink("remote", inner: [client.value])
        }
        let child = parent.makeChild()
        child.register((any HTTPClient).self, name: "remote") { _ in HTTPClientStub() }

        #expect(try child.resolve(ChainLink.self).inner.first is HTTPClientStub)
        #expect(try parent.resolve(ChainLink.self).inner.first is URLSessionHTTPClient)
    }

    @Test("past six parameters the variadic form resolves markers too, and records every key in order")
    func variadicFormResolvesMarkers() throws {
        let container = makeSUT()
        container.register(Session.self) { _ in Session() }
        container.autoregister(FeedService.self, initializer: FeedService.init)
        container.register(Counter.self) { _ in Counter() }
        container.register(DisposalLog.self) { _ in DisposalLog() }
        container.register(ChainLink.self, name: "audit") { _ in ChainLink("audit") }

        container.autoregister(Seven.self, initializer: Seven.init)
        let seven = try container.resolve(Seven.self)

        #expect(seven.audit.role == "audit")
        #expect(
            dependencies(of: ServiceKey(Seven.self), in: container)?.last == ServiceKey(ChainLink.self, name: "audit"))
        #expect(dependencies(of: ServiceKey(Seven.self), in: container)?.count == 7)
    }

    @Test("a missing named parameter fails the resolution with the path to its key")
    func missingNamedParameterFailsWithThePath() {
        let container = Container()
        container.autoregister(ChainLink.self) { (log: Named<any FeedLoader, Audit>) in
            ChainLink("logged", inner: [log.value])
        }

        let error = #expect(throws: ResolutionError.self) { try container.resolve(ChainLink.self) }

        #expect(error?.kind == .missingRegistration)
        #expect(error?.path == [ServiceKey(ChainLink.self), ServiceKey((any FeedLoader).self, name: "audit")])
    }

    // MARK: - Helpers

    private func makeSUT() -> Container {
        let container = Container()
        container.register((any Clock).self) { _ in SystemClock() }
        container.register((any HTTPClient).self) { _ in HTTPClientStub() }
        container.register((any HTTPClient).self, name: "remote") { _ in URLSessionHTTPClient() }
        return container
    }

    private func dependencies(of key: ServiceKey, in container: Container) -> [ServiceKey]? {
        container.registrations.first { $0.key == key }?.dependencies
    }
}
