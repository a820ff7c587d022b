import DI
import Testing

@Suite("Lifetimes")
struct LifetimeTests {
    @Test("transient is the default and makes a new instance on every resolution")
    func transientByDefault() throws {
        let container = Container()
        container.register(Session.self) { _ in Session() }

        #expect(try container.resolve(Session.self) !== container.resolve(Session.self))
    }

    @Test("a singleton is created once and shared")
    func singletonIsShared() throws {
        let (container, counter) = makeSUT(.singleton)

        let first = try container.resolve(Session.self)
        let second = try container.resolve(Session.self)

        #expect(first === second)
        #expect(counter.count == 1)
    }

    @Test("a weak instance is shared while held and created again once released")
    func weakIsSharedWhileHeld() throws {
        let (container, counter) = makeSUT(.weak)

        var held: Session? = try container.resolve(Session.self)
        #expect(try container.resolve(Session.self) === held)
        #expect(counter.count == 1)

        held = nil
        let recreated = try container.resolve(Session.self)

        #expect(counter.count == 2)
        #expect(held == nil)
        #expect(try recreated === container.resolve(Session.self))
    }

    @Test("a weak registration whose factory makes a value type is reported, not turned into transient")
    func weakValueTypeIsReported() {
        let container = Container()
        container.register(ValueService.self, scope: .weak) { _ in ValueService(id: 1) }

        let error = #expect(throws: ResolutionError.self) { try container.resolve(ValueService.self) }

        #expect(error?.kind == .weakValueType)
        #expect(
            error?.description
                == "ValueService: ValueService is registered as .weak but its factory made a ValueService, a value "
                + "type that cannot be held weakly: register it as .transient or .singleton")
    }

    @Test("a graph instance is shared within one top-level resolve and new for the next")
    func graphIsSharedWithinOneResolve() throws {
        let container = Container()
        container.register(Session.self, scope: .graph) { _ in Session() }
        container.register(Pair.self) { r in Pair(first: try r.resolve(), second: try r.resolve()) }

        let one = try container.resolve(Pair.self)
        let two = try container.resolve(Pair.self)

        #expect(one.first === one.second)
        #expect(one.first !== two.first)
    }

    @Test("releaseInstances of one lifetime makes the next resolution create a new instance")
    func releaseInstances() throws {
        let (container, counter) = makeSUT(.singleton)
        let first = try container.resolve(Session.self)

        container.releaseInstances(of: .singleton)
        let second = try container.resolve(Session.self)

        #expect(first !== second)
        #expect(counter.count == 2)
    }

    @Test("releaseInstances of another lifetime keeps the cached instances")
    func releaseOtherLifetime() throws {
        let (container, counter) = makeSUT(.singleton)
        let first = try container.resolve(Session.self)

        container.releaseInstances(of: .weak)

        #expect(try container.resolve(Session.self) === first)
        #expect(counter.count == 1)
    }

    @Test("reset removes every registration")
    func resetRemovesRegistrations() throws {
        let (container, _) = makeSUT(.singleton)
        _ = try container.resolve(Session.self)

        container.reset()

        #expect(!container.isRegistered(Session.self))
        #expect(container.registrations.isEmpty)
        #expect(throws: ResolutionError.self) { try container.resolve(Session.self) }
    }

    @Test("a container can be registered into again after a reset")
    func registerAfterReset() throws {
        let (container, _) = makeSUT(.singleton)
        container.reset()

        container.register(Session.self) { _ in Session() }

        #expect(container.isRegistered(Session.self))
    }

    // MEDI `RootEngineScopeDisposeTest`: a disposed root resolves nothing afterwards.
    @Test("shutdown disposes the disposable singletons newest first and then refuses to resolve")
    func shutdownDisposesNewestFirst() async throws {
        let log = DisposalLog()
        let container = Container()
        container.register(DisposableResource.self, name: "database", scope: .singleton) { _ in
            DisposableResource(name: "database", log: log)
        }
        container.register(DisposableResource.self, name: "cache", scope: .singleton) { r in
            _ = try r.resolve(DisposableResource.self, name: "database")
            return DisposableResource(name: "cache", log: log)
        }
        _ = try container.resolve(DisposableResource.self, name: "cache")

        await container.shutdown()

        #expect(log.disposed == ["cache", "database"])
        let error = #expect(throws: ResolutionError.self) {
            try container.resolve(DisposableResource.self, name: "cache")
        }
        #expect(error?.kind == .containerShutDown)
        #expect(log.disposed == ["cache", "database"])
    }

    // MARK: - Helpers

    private func makeSUT(_ lifetime: Lifetime) -> (Container, Counter) {
        let container = Container()
        let counter = Counter()
        container.register(Session.self, scope: lifetime) { _ in
            counter.increment()
            return Session()
        }
        return (container, counter)
    }
}

private struct Pair: Sendable {
    let first: Session
    let second: Session
}
