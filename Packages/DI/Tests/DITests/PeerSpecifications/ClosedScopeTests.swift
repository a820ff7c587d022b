import DI
import Foundation
import Testing

@Suite("A closed scope resolves nothing")
struct ClosedScopeTests {
    // Autofac `ResolvingFromAnEndedLifetimeProducesObjectDisposedException`.
    @Test("every resolution from a closed scope fails with scopeClosed, naming what was asked")
    func closedScopeRefusesEverything() async throws {
        let container = Container()
        container.register(Session.self, scope: .singleton) { _ in Session() }
        container.register(FeedService.self) { _ in FeedService(client: HTTPClientStub(), clock: SystemClock()) }
        container.register(ValueService.self) { (_: Resolver, id: Int) in ValueService(id: id) }
        let scope = container.makeScope()
        _ = try scope.resolve(Session.self)

        await scope.close()

        let kinds = [
            #expect(throws: ResolutionError.self) { try scope.resolve(Session.self) },
            #expect(throws: ResolutionError.self) { try scope.resolve(FeedService.self) },
            #expect(throws: ResolutionError.self) { try scope.resolve(ValueService.self, argument: 1) },
            #expect(throws: ResolutionError.self) { try scope.resolveOptional(FeedService.self) },
            #expect(throws: ResolutionError.self) { try scope.resolveAll(FeedService.self) },
        ].map { $0?.kind }
        let error = #expect(throws: ResolutionError.self) { try scope.resolve(FeedService.self) }
        await #expect(throws: ResolutionError.self) { try await scope.resolveAsync(FeedService.self) }

        #expect(kinds == Array(repeating: .scopeClosed, count: 5))
        #expect(error?.path.map(\.description) == ["FeedService"])
        #expect(error?.description.contains("closed scope") == true)
    }

    @Test("closing waits for a scoped factory still running and disposes what it made")
    func closeWaitsForRunningFactory() async throws {
        let log = DisposalLog()
        let entered = OneShotGate()
        let release = OneShotGate()
        let container = Container()
        container.register(DisposableResource.self, scope: .scoped) { _ in
            entered.open()
            release.wait()
            return DisposableResource(name: "racing", log: log)
        }
        let scope = container.makeScope()
        let thread = Thread { _ = try? scope.resolve(DisposableResource.self) }
        thread.start()
        #expect(entered.wait())

        container.register(Session.self) { _ in Session() }
        // Lets the factory finish only once the scope refuses resolutions, that is once `close()` has started.
        let opener = Thread {
            while (try? scope.resolve(Session.self)) != nil {}
            release.open()
        }
        opener.start()

        await scope.close()

        #expect(log.disposed == ["racing"])
    }
}
