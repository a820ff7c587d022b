import DI
import Foundation
import Testing

/// Section 000's "Planned Improvements": dependency validation, circular dependency detection and configuration
/// validation at start-up, which our container provides.
extension ServiceLocatorDocumentExamples {
    /// "Planned improvements: circular dependency detection". A repository that needs the sync service, which
    /// needs the repository, is reported with the loop, never a stack overflow.
    @Test("a circular dependency is reported with its loop")
    func circularDependencyDetection() {
        let container = Container()
        container.register((any ShoppingListRepository).self, scope: .singleton) { r in
            SyncingShoppingListRepository(syncService: try r.resolve((any SyncService).self))
        }
        container.register((any SyncService).self, scope: .singleton) { r in
            ShoppingSyncService(
                repository: try r.resolve((any ShoppingListRepository).self), networkService: OfflineNetworkService())
        }

        let error = #expect(throws: ResolutionError.self) { try container.resolve((any SyncService).self) }

        #expect(error?.kind == .circularDependency)
        #expect(
            error?.path.map(\.description) == ["SyncService", "ShoppingListRepository", "SyncService"])
    }

    /// "Planned improvements: dependency validation" at resolution time: a service missing deep in the graph is
    /// reported with the whole path from what was asked for.
    @Test("a missing dependency deep in the graph is reported with the whole path")
    func missingDependencyPath() {
        let container = Container()
        container.register(ShoppingListViewModel.self) { r in
            ShoppingListViewModel(
                repository: InMemoryShoppingListRepository(), syncService: try r.resolve((any SyncService).self))
        }
        container.register((any SyncService).self) { r in
            ShoppingSyncService(
                repository: InMemoryShoppingListRepository(), networkService: try r.resolve((any NetworkService).self))
        }

        let error = #expect(throws: ResolutionError.self) { try container.resolve(ShoppingListViewModel.self) }

        #expect(
            error?.description
                == "ShoppingListViewModel → SyncService → NetworkService: no registration for NetworkService")
    }

    /// "Planned improvements: configuration validation at startup". Both wirings the configuration can choose
    /// are checked whole, before anything is resolved.
    @Test("each configuration's wiring validates before anything is resolved", arguments: [true, false])
    func configurationValidatedAtStartup(isTestMode: Bool) throws {
        let container = ShoppingListModuleFactory.makeContainer(
            configuration: ShoppingListConfiguration(
                isTestMode: isTestMode, apiBaseURL: isTestMode ? nil : URL(string: "https://api.test")))

        try container.validate()
    }

    /// "Planned improvements: dependency validation of the graph": validation reports every problem at once, each
    /// with its path, where resolving would stop at the first.
    @Test("validation reports every wiring problem at once, each with its path")
    func validationReportsEveryProblem() {
        let container = Container()
        container.register((any ShoppingListRepository).self, scope: .singleton) { r in
            SyncingShoppingListRepository(syncService: try r.resolve((any SyncService).self))
        }
        container.register((any SyncService).self, scope: .singleton) { r in
            ShoppingSyncService(
                repository: try r.resolve((any ShoppingListRepository).self), networkService: OfflineNetworkService())
        }
        container.register(ShoppingListViewModel.self) { r in
            ShoppingListViewModel(
                repository: InMemoryShoppingListRepository(),
                syncService: ShoppingSyncService(
                    repository: InMemoryShoppingListRepository(),
                    networkService: try r.resolve((any NetworkService).self)))
        }

        let error = #expect(throws: ValidationError.self) { try container.validate() }

        #expect(error?.problems.map(\.kind) == [.missingDependency, .circularDependency])
        #expect(
            error?.description == """
                ShoppingListViewModel → NetworkService: no registration for NetworkService
                ShoppingListRepository → SyncService → ShoppingListRepository: circular dependency: \
                ShoppingListRepository needs itself through SyncService
                """)
    }
}

// MARK: - Helpers

/// A repository that notifies the sync service on save: with a sync service that needs the repository, a cycle.
private final class SyncingShoppingListRepository: ShoppingListRepository {
    let syncService: any SyncService

    init(syncService: any SyncService) {
        self.syncService = syncService
    }

    func fetchItems() -> [ShoppingItem] { [] }

    func save(_ item: ShoppingItem) {}
}
