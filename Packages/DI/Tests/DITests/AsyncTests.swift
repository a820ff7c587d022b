import DI
import Foundation
import Testing

@Suite("Async factories and bootstrap")
struct AsyncTests {
    @Test("resolveAsync runs an async factory that resolves its own dependencies")
    func resolveAsyncRunsAsyncFactory() async throws {
        let (container, opened) = makeSUT()

        let store = try await container.resolveAsync((any FeedStore).self)

        #expect(store.url == cacheURL)
        #expect(opened.count == 1)
    }

    @Test("resolving an async service synchronously before it exists is an error naming resolveAsync")
    func syncResolutionOfAsyncService() {
        let (container, _) = makeSUT()

        let error = #expect(throws: ResolutionError.self) { try container.resolve((any FeedStore).self) }

        #expect(error?.kind == .asyncOnly)
        #expect(
            error?.description
                == "FeedStore: FeedStore has an async factory and was not created yet: resolve it with resolveAsync, "
                + "or create it at start-up with Assembler.bootstrap()")
    }

    @Test("once an async singleton exists, the synchronous resolve returns it")
    func syncResolutionAfterCreation() async throws {
        let (container, opened) = makeSUT()
        let store = try await container.resolveAsync((any FeedStore).self)

        let same = try container.resolve((any FeedStore).self)

        #expect((same as? SQLiteFeedStore) === (store as? SQLiteFeedStore))
        #expect(opened.count == 1)
    }

    @Test("bootstrap creates the async singletons so that everything resolves synchronously")
    func bootstrapCreatesAsyncSingletons() async throws {
        let opened = Counter()

        let app = try await Assembler([StoreAssembly(opened: opened)]).bootstrap()
        let same = try app.resolve((any FeedStore).self)

        #expect(same.url == cacheURL)
        #expect(opened.count == 1)
        #expect(app.registrations.first { $0.kind == .async }?.hasCachedInstance == true)
    }

    @Test("many concurrent waiters on one async singleton create it once and get the same instance")
    func concurrentWaitersCreateOnce() async throws {
        let (container, opened) = makeSUT(delay: .milliseconds(50))

        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<64 {
                group.addTask {
                    let store = try await container.resolveAsync((any FeedStore).self)
                    return ObjectIdentifier(store as AnyObject)
                }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }

        #expect(identities.count == 1)
        #expect(opened.count == 1)
    }

    @Test("an async factory's error is wrapped with the path, and a later resolution tries again")
    func asyncFactoryFailure() async throws {
        let attempts = Counter()
        let container = Container()
        container.register((any FeedStore).self, scope: .singleton) { _ async throws -> any FeedStore in
            if attempts.increment() == 1 { throw FactoryFailure() }
            return try await SQLiteFeedStore.open(at: cacheURL)
        }

        let error = await #expect(throws: ResolutionError.self) {
            try await container.resolveAsync((any FeedStore).self)
        }
        let store = try await container.resolveAsync((any FeedStore).self)

        #expect(error?.kind == .factoryFailed)
        #expect(store.url == cacheURL)
    }

    @Test("a cycle between async singletons is reported instead of suspending forever")
    func asyncCycle() async {
        let container = Container()
        container.register(CacheLocation.self, scope: .singleton) { r async throws in
            _ = try await r.resolveAsync((any FeedStore).self)
            return CacheLocation(url: cacheURL)
        }
        container.register((any FeedStore).self, scope: .singleton) { r async throws in
            try await SQLiteFeedStore.open(at: try await r.resolveAsync(CacheLocation.self).url)
        }

        let error = await #expect(throws: ResolutionError.self) {
            try await container.resolveAsync((any FeedStore).self)
        }

        #expect(error?.kind == .circularDependency)
        #expect(
            error?.path == [
                ServiceKey((any FeedStore).self), ServiceKey(CacheLocation.self), ServiceKey((any FeedStore).self),
            ])
    }

    @Test("a scoped async service is created once per scope")
    func scopedAsync() async throws {
        let container = Container()
        container.register(Session.self, scope: .scoped) { _ async in Session() }
        let scope = container.makeScope()

        let first = try await scope.resolveAsync(Session.self)
        let second = try await scope.resolveAsync(Session.self)

        #expect(first === second)
        #expect(try await container.makeScope().resolveAsync(Session.self) !== first)
    }

    @Test("resolveAsync also resolves synchronous registrations")
    func resolveAsyncOfSyncService() async throws {
        let container = Container()
        container.register((any Clock).self) { _ in SystemClock() }

        let clock = try await container.resolveAsync((any Clock).self)

        #expect(clock.now() == 42)
    }

    // MARK: - Helpers

    private func makeSUT(delay: Duration = .milliseconds(1)) -> (Container, Counter) {
        let container = Container()
        let opened = Counter()
        StoreAssembly(opened: opened, delay: delay).assemble(container: container)
        return (container, opened)
    }
}

private struct StoreAssembly: ServiceAssembly {
    let opened: Counter
    var delay: Duration = .milliseconds(1)

    func assemble(container: Container) {
        let opened = opened
        let delay = delay
        container.register(CacheLocation.self) { _ in CacheLocation(url: cacheURL) }
        container.register((any FeedStore).self, scope: .singleton) { r async throws in
            try await SQLiteFeedStore.open(at: try r.resolve(CacheLocation.self).url, delay: delay, opened: opened)
        }
    }
}
