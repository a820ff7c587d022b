import DI
import Foundation

/// The module's composition root for section 000: registers its services, choosing them by configuration.
enum ShoppingListModuleFactory {
    /// Registers the repository, the network service and the sync service that `configuration` asks for.
    static func makeContainer(configuration: ShoppingListConfiguration) -> Container {
        let container = Container()
        if configuration.isTestMode {
            container.register((any ShoppingListRepository).self, scope: .singleton) { _ in
                InMemoryShoppingListRepository()
            }
        } else {
            container.register((any ShoppingListRepository).self, scope: .singleton) { _ in
                PersistentShoppingListRepository()
            }
        }
        if let apiURL = configuration.apiBaseURL {
            container.register((any NetworkService).self, scope: .singleton) { _ in
                HTTPShoppingNetworkService(baseURL: apiURL)
            }
        } else {
            container.register((any NetworkService).self, scope: .singleton) { _ in OfflineNetworkService() }
        }
        container.register((any SyncService).self, scope: .singleton) { r in
            ShoppingSyncService(
                repository: try r.resolve((any ShoppingListRepository).self),
                networkService: try r.resolve((any NetworkService).self))
        }
        container.register(ShoppingListViewModel.self) { r in
            ShoppingListViewModel(
                repository: try r.resolve((any ShoppingListRepository).self),
                syncService: try r.resolve((any SyncService).self))
        }
        return container
    }

    /// The pattern's `testing(with:)`: a view model wired to an in-memory repository, returned with it.
    static func testing(with items: [ShoppingItem] = []) throws(ResolutionError) -> (
        viewModel: ShoppingListViewModel, repository: InMemoryShoppingListRepository
    ) {
        let container = makeContainer(configuration: ShoppingListConfiguration(isTestMode: true, apiBaseURL: nil))
        let repository = InMemoryShoppingListRepository(preloadedItems: items)
        container.register((any ShoppingListRepository).self) { _ in repository }
        return (try container.resolve(ShoppingListViewModel.self), repository)
    }
}
