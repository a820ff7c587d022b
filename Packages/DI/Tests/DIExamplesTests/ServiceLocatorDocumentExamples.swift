import DI
import Foundation
import Testing

/// Section 000 of `Docs/DesignDocumentPatterns.md`: a module's service locator, read against our container.
@Suite("000 · a module's service locator")
struct ServiceLocatorDocumentExamples {
    /// "register(_ dependency:for:)" then "resolve(_:)": an instance registered for a type is what resolving the
    /// type returns. Our spelling: a factory that returns the ready instance.
    @Test("an instance registered for a type is the instance resolved for it")
    func registerInstanceForType() throws {
        let container = Container()
        let repository = InMemoryShoppingListRepository()

        container.register((any ShoppingListRepository).self) { _ in repository }
        let resolved = try container.resolve((any ShoppingListRepository).self)

        #expect(resolved as? InMemoryShoppingListRepository === repository)
    }

    /// "resolve<T>(_:) -> T?": resolving a type nobody registered gives `nil`. Our `resolveOptional` does that;
    /// `resolve` throws instead, with a message that names the missing type, so a required service is never
    /// silently absent.
    @Test("a type nobody registered resolves to nil optionally, or to an error naming it")
    func resolveOptionalWhenAbsent() throws {
        let container = Container()

        let absent = try container.resolveOptional((any NetworkService).self)
        let error = #expect(throws: ResolutionError.self) { try container.resolve((any NetworkService).self) }

        #expect(absent == nil)
        #expect(error?.kind == .missingRegistration)
        #expect(error?.description == "NetworkService: no registration for NetworkService")
    }

    /// "setupDependencies(configuration:)": test mode chooses the in-memory repository, a configured server the
    /// HTTP network service; the sync service is built from whichever was chosen.
    @Test("the configuration chooses the production or the test wiring")
    func wiringChosenByConfiguration() throws {
        let production = ShoppingListModuleFactory.makeContainer(
            configuration: ShoppingListConfiguration(isTestMode: false, apiBaseURL: URL(string: "https://api.test")))
        let testing = ShoppingListModuleFactory.makeContainer(
            configuration: ShoppingListConfiguration(isTestMode: true, apiBaseURL: nil))

        let productionSync = try #require(try production.resolve((any SyncService).self) as? ShoppingSyncService)
        let testSync = try #require(try testing.resolve((any SyncService).self) as? ShoppingSyncService)

        #expect(productionSync.repository is PersistentShoppingListRepository)
        #expect((productionSync.networkService as? HTTPShoppingNetworkService)?.baseURL.host == "api.test")
        #expect(testSync.repository is InMemoryShoppingListRepository)
        #expect(testSync.networkService is OfflineNetworkService)
    }

    /// "ShoppingListModuleFactory.testing(with:)": a view model wired to an in-memory repository, handed back
    /// with that repository so the test can look inside it.
    @Test("the testing factory returns the view model with the repository it writes to")
    func testingFactory() throws {
        let (viewModel, repository) = try ShoppingListModuleFactory.testing()

        try viewModel.addItem(name: "Milk", quantity: 2)

        #expect(repository.fetchItems() == [ShoppingItem(name: "Milk", quantity: 2)])
    }

    /// "Scoped Dependencies", session-scoped: one instance per session. Our spelling: `scope: .scoped` and a
    /// `Scope` per session; closing the scope disposes the session (the pattern's planned "automatic cleanup").
    @Test("a session-scoped dependency is shared within a session and disposed when the session ends")
    func sessionScope() async throws {
        let container = Container()
        container.register(ShoppingSession.self, scope: .scoped) { _ in ShoppingSession() }
        let morning = container.makeScope()
        let evening = container.makeScope()

        let first = try morning.resolve(ShoppingSession.self)
        let again = try morning.resolve(ShoppingSession.self)
        let other = try evening.resolve(ShoppingSession.self)
        await morning.close()

        #expect(first === again)
        #expect(first !== other)
        #expect(first.closed.count == 1)
        #expect(other.closed.count == 0)
    }

    /// "resolveLazy(_:factory:)", lazy initialization of an expensive dependency. Our spelling: a `.singleton`
    /// registration, whose factory runs at the first resolution, exactly once.
    @Test("an expensive singleton is created at its first resolution, and only once")
    func lazyCreation() throws {
        let counter = CreationCounter()
        let container = Container()
        container.register(ShoppingSearchIndex.self, scope: .singleton) { _ in
            ShoppingSearchIndex(counter: counter)
        }
        let createdAtRegistration = counter.count

        let first = try container.resolve(ShoppingSearchIndex.self)
        let second = try container.resolve(ShoppingSearchIndex.self)

        #expect(createdAtRegistration == 0)
        #expect(counter.count == 1)
        #expect(first === second)
    }

    /// "Thread Safety": registering and resolving from many tasks at once. A singleton is still created once.
    @Test("many tasks resolving one singleton at once get the same instance, created once")
    func threadSafety() async throws {
        let counter = CreationCounter()
        let container = Container()
        container.register(ShoppingSearchIndex.self, scope: .singleton) { _ in
            ShoppingSearchIndex(counter: counter)
        }

        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<64 {
                group.addTask { ObjectIdentifier(try container.resolve(ShoppingSearchIndex.self)) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }

        #expect(identities.count == 1)
        #expect(counter.count == 1)
    }

    /// "MainActor integration": the pattern isolates its whole locator to the main actor. Ours is `Sendable`
    /// and usable from any thread; only the services that need the main actor are registered with
    /// `registerMainActor`, whose factory runs there and whose instances never leave it.
    @MainActor
    @Test("a main-actor view model is made and resolved on the main actor")
    func mainActorIntegration() throws {
        let container = Container()
        container.register((any ShoppingListRepository).self) { _ in InMemoryShoppingListRepository() }
        container.registerMainActor(ShoppingListScreenModel.self) { r in
            ShoppingListScreenModel(repository: try r.resolve((any ShoppingListRepository).self))
        }

        let model = try container.resolveMainActor(ShoppingListScreenModel.self)
        let nonisolated = #expect(throws: ResolutionError.self) { try container.resolve(ShoppingListScreenModel.self) }

        #expect(model.repository is InMemoryShoppingListRepository)
        #expect(nonisolated?.kind == .mainActorOnly)
    }

    /// "Planned improvements: lifecycle management, automatic cleanup": `shutdown()` disposes the singletons
    /// that are `Disposable`, newest first.
    @Test("shutting the container down disposes its disposable singletons")
    func cleanupAtShutdown() async throws {
        let container = Container()
        container.register(ShoppingSession.self, scope: .singleton) { _ in ShoppingSession() }
        let session = try container.resolve(ShoppingSession.self)

        await container.shutdown()

        #expect(session.closed.count == 1)
    }

    /// The service-locator style itself: an object that fetches its own dependencies from a global container.
    /// It works (here through `Container.current`, which is `Container.shared` outside `withCurrent`), but its
    /// initializer hides what it needs, and a test must know to register them. We recommend constructor
    /// injection from a composition root instead: `ShoppingListViewModel(repository:syncService:)` states its
    /// dependencies, and the container only builds it (see `registerInstanceForType` and section 004).
    @Test("an object locating its own dependencies works, but hides them")
    func serviceLocatorAntiPattern() throws {
        let container = Container()
        let repository = InMemoryShoppingListRepository()
        container.register((any ShoppingListRepository).self) { _ in repository }

        let viewModel = try container.withCurrent { try LocatingShoppingListViewModel() }

        #expect(viewModel.repository as? InMemoryShoppingListRepository === repository)
    }
}

// MARK: - Helpers

/// A screen model that lives on the main actor.
@MainActor
private final class ShoppingListScreenModel {
    let repository: any ShoppingListRepository

    init(repository: any ShoppingListRepository) {
        self.repository = repository
    }
}
