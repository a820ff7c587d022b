import DI
import Testing

@Suite("Nested scopes, instances owned elsewhere, releasing one service")
struct ScopeAndInstanceTests {
    // Autofac `NestedLifetimeScopes` tests: an inner scope's instances are its own.
    @Test("a nested scope has its own scoped instances and closing it disposes only them")
    func nestedScopeOwnsItsInstances() async throws {
        let log = DisposalLog()
        let container = Container()
        let made = Counter()
        container.register(DisposableResource.self, scope: .scoped) { _ in
            DisposableResource(name: "resource \(made.increment())", log: log)
        }
        let outer = container.makeScope()
        let inner = outer.makeScope()

        let outerResource = try outer.resolve(DisposableResource.self)
        let innerResource = try inner.resolve(DisposableResource.self)
        await inner.close()

        #expect(outerResource !== innerResource)
        #expect(log.disposed == [innerResource.name])
        #expect(try outer.resolve(DisposableResource.self) === outerResource)
    }

    @Test("closing the outer scope closes the inner scopes still open")
    func outerClosesInner() async throws {
        let log = DisposalLog()
        let container = Container()
        container.register(DisposableResource.self, scope: .scoped) { _ in DisposableResource(name: "r", log: log) }
        let outer = container.makeScope()
        let inner = outer.makeScope()
        _ = try inner.resolve(DisposableResource.self)

        await outer.close()

        #expect(log.disposed == ["r"])
        #expect(throws: ResolutionError.self) { try inner.resolve(DisposableResource.self) }
    }

    // MEDI `SingletonServiceCanBeResolvedFromInstance`-style: an instance registered is handed out, never disposed.
    @Test("a registered instance is handed out as is and never disposed by shutdown")
    func instanceRegistration() async throws {
        let log = DisposalLog()
        let store = DisposableResource(name: "store", log: log)
        let container = Container()

        container.register(DisposableResource.self, instance: store).implements((any Disposable).self)

        #expect(try container.resolve(DisposableResource.self) === store)
        #expect(try container.resolve((any Disposable).self) as? DisposableResource === store)
        await container.shutdown()
        #expect(log.disposed.isEmpty)
    }

    // Swinject `resetObjectScope` asked per service: release one, keep the others.
    @Test("releasing one service's instances leaves the other services' alone")
    func releaseOneService() throws {
        let container = Container()
        container.register(Session.self, scope: .singleton) { _ in Session() }
        container.register(Session.self, name: "other", scope: .singleton) { _ in Session() }
        let session = try container.resolve(Session.self)
        let other = try container.resolve(Session.self, name: "other")

        container.releaseInstances(of: Session.self)

        #expect(try container.resolve(Session.self) !== session)
        #expect(try container.resolve(Session.self, name: "other") === other)
    }
}
