import DI
import Testing

@Suite("Shutdown is final")
struct ShutdownTests {
    // MEDI `RootEngineScopeDisposeTest`: after the root is disposed, nothing resolves from it or its scopes.
    @Test("after shutdown the container, its children and its scopes refuse every resolution")
    func shutdownIsFinal() async throws {
        let container = Container()
        container.register(Session.self, scope: .singleton) { _ in Session() }
        container.register(FeedService.self) { _ in FeedService(client: HTTPClientStub(), clock: SystemClock()) }
        let child = container.makeChild()
        child.register((any Clock).self, scope: .singleton) { _ in SystemClock() }
        _ = try child.resolve((any Clock).self)
        let scope = container.makeScope()
        _ = try container.resolve(Session.self)

        await container.shutdown()

        let kinds = [
            #expect(throws: ResolutionError.self) { try container.resolve(Session.self) },
            #expect(throws: ResolutionError.self) { try container.resolve(FeedService.self) },
            #expect(throws: ResolutionError.self) { try container.resolveOptional(Session.self) },
            #expect(throws: ResolutionError.self) { try container.resolveAll(Session.self) },
            #expect(throws: ResolutionError.self) { try child.resolve((any Clock).self) },
            #expect(throws: ResolutionError.self) { try child.resolve(Session.self) },
            #expect(throws: ResolutionError.self) { try scope.resolve(FeedService.self) },
            #expect(throws: ResolutionError.self) { try container.makeChild().resolve(Session.self) },
        ].map { $0?.kind }
        #expect(kinds == Array(repeating: .containerShutDown, count: 8))
    }

    @Test("reset does not reopen a container that was shut down")
    func resetDoesNotReopen() async {
        let container = Container()
        await container.shutdown()

        container.reset()
        container.register(Session.self, scope: .singleton) { _ in Session() }

        let error = #expect(throws: ResolutionError.self) { try container.resolve(Session.self) }
        #expect(error?.kind == .containerShutDown)
        #expect(
            error?.description == "Session: Session was asked of a container that was shut down: make a new container")
    }

    @Test("a disposed singleton never comes back: shutting down twice disposes it once")
    func disposedOnce() async throws {
        let log = DisposalLog()
        let container = Container()
        container.register(DisposableResource.self, scope: .singleton) { _ in DisposableResource(name: "db", log: log) }
        _ = try container.resolve(DisposableResource.self)

        await container.shutdown()
        _ = try? container.resolve(DisposableResource.self)
        await container.shutdown()

        #expect(log.disposed == ["db"])
    }
}
