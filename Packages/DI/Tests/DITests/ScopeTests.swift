import DI
import Testing

@Suite("Scopes")
struct ScopeTests {
    @Test("a scoped instance is shared within its scope and new in another scope")
    func scopedPerScope() throws {
        let container = makeSUT()
        let request = container.makeScope()
        let other = container.makeScope()

        let session = try request.resolve(Session.self)

        #expect(try request.resolve(Session.self) === session)
        #expect(try other.resolve(Session.self) !== session)
    }

    @Test("dependencies resolved for a service in a scope share the scope's instances")
    func scopedDependencies() throws {
        let container = makeSUT()
        container.register(Holder.self) { r in Holder(session: try r.resolve()) }
        let request = container.makeScope()

        let holder = try request.resolve(Holder.self)

        #expect(try holder.session === request.resolve(Session.self))
    }

    @Test("a scoped service resolved from the container is an error that says to resolve it from a scope")
    func scopedOutsideScope() {
        let container = makeSUT()

        let error = #expect(throws: ResolutionError.self) { try container.resolve(Session.self) }

        #expect(error?.kind == .scopedOutsideScope)
        #expect(error?.description.contains("resolve it from a scope (container.makeScope())") == true)
    }

    @Test("a singleton that needs a scoped service is an error, even inside a scope")
    func singletonCannotCaptureScoped() {
        let container = makeSUT()
        container.register(Holder.self, scope: .singleton) { r in Holder(session: try r.resolve()) }

        let error = #expect(throws: ResolutionError.self) { try container.makeScope().resolve(Holder.self) }

        #expect(error?.kind == .scopedOutsideScope)
        #expect(error?.path == [ServiceKey(Holder.self), ServiceKey(Session.self)])
    }

    @Test("closing a scope disposes its disposable instances newest first")
    func closeDisposesNewestFirst() async throws {
        let log = DisposalLog()
        let container = Container()
        container.register(DisposableResource.self, name: "connection", scope: .scoped) { _ in
            DisposableResource(name: "connection", log: log)
        }
        container.register(DisposableResource.self, name: "transaction", scope: .scoped) { r in
            _ = try r.resolve(DisposableResource.self, name: "connection")
            return DisposableResource(name: "transaction", log: log)
        }
        let request = container.makeScope()
        _ = try request.resolve(DisposableResource.self, name: "transaction")

        await request.close()

        #expect(log.disposed == ["transaction", "connection"])
    }

    @Test("a closed scope no longer hands out scoped instances")
    func closedScope() async throws {
        let container = makeSUT()
        let request = container.makeScope()
        _ = try request.resolve(Session.self)

        await request.close()

        let error = #expect(throws: ResolutionError.self) { try request.resolve(Session.self) }
        #expect(error?.kind == .scopeClosed)
    }

    @Test("a scope resolves singletons and arguments like its container")
    func scopeResolvesEverything() throws {
        let container = makeSUT()
        container.register(Holder.self, scope: .singleton) { _ in Holder(session: Session()) }
        container.register(Tagged.self) { (_: Resolver, tag: Int) in Tagged(tag: tag) }
        let request = container.makeScope()

        #expect(try request.resolve(Holder.self) === container.resolve(Holder.self))
        #expect(try request.resolve(Tagged.self, argument: 7).tag == 7)
        #expect(try request.resolveOptional((any Analytics).self) == nil)
        #expect(request.container === container)
    }

    // MARK: - Helpers

    private func makeSUT() -> Container {
        let container = Container()
        container.register(Session.self, scope: .scoped) { _ in Session() }
        return container
    }
}

private final class Holder: Sendable {
    let session: Session

    init(session: Session) {
        self.session = session
    }
}

private struct Tagged: Sendable {
    let tag: Int
}
