import DI
import Foundation

// Small illustrative types for section 000 (a shopping-list module's service locator).

struct ShoppingItem: Equatable, Sendable {
    let name: String
    let quantity: Int
}

protocol ShoppingListRepository: Sendable {
    func fetchItems() -> [ShoppingItem]
    func save(_ item: ShoppingItem)
}

protocol NetworkService: Sendable {
    func upload(_ items: [ShoppingItem]) throws
}

protocol SyncService: Sendable {
    func sync() throws
}

/// The repository tests use in place of the persistent one: it keeps items in memory.
final class InMemoryShoppingListRepository: ShoppingListRepository {
    private let items: Recorder<ShoppingItem>

    init(preloadedItems: [ShoppingItem] = []) {
        items = Recorder()
        for item in preloadedItems { items.record(item) }
    }

    func fetchItems() -> [ShoppingItem] { items.recorded }

    func save(_ item: ShoppingItem) { items.record(item) }
}

/// Stands for the production repository (SwiftData in the pattern; not on Linux).
final class PersistentShoppingListRepository: ShoppingListRepository {
    func fetchItems() -> [ShoppingItem] { [] }

    func save(_ item: ShoppingItem) {}
}

final class HTTPShoppingNetworkService: NetworkService {
    let baseURL: URL

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    func upload(_ items: [ShoppingItem]) throws {}
}

/// The network service used without a server: it records what it was asked to upload.
final class OfflineNetworkService: NetworkService {
    let uploads = Recorder<[ShoppingItem]>()

    func upload(_ items: [ShoppingItem]) throws { uploads.record(items) }
}

final class ShoppingSyncService: SyncService {
    let repository: any ShoppingListRepository
    let networkService: any NetworkService

    init(repository: any ShoppingListRepository, networkService: any NetworkService) {
        self.repository = repository
        self.networkService = networkService
    }

    func sync() throws { try networkService.upload(repository.fetchItems()) }
}

final class ShoppingListViewModel: Sendable {
    let repository: any ShoppingListRepository
    let syncService: any SyncService

    init(repository: any ShoppingListRepository, syncService: any SyncService) {
        self.repository = repository
        self.syncService = syncService
    }

    func addItem(name: String, quantity: Int) throws {
        repository.save(ShoppingItem(name: name, quantity: quantity))
        try syncService.sync()
    }
}

/// The module's start-up settings: test mode and the server, if any.
struct ShoppingListConfiguration: Sendable {
    let isTestMode: Bool
    let apiBaseURL: URL?
}

/// The signed-in user's session: one per scope, closed with it.
final class ShoppingSession: Disposable {
    let closed = Recorder<Void>()

    func dispose() async { closed.record(()) }
}

/// An expensive service (an on-disk search index) the module creates only when first needed.
final class ShoppingSearchIndex: Sendable {
    init(counter: CreationCounter) {
        counter.increment()
    }
}

/// A view model that finds its own dependencies through the current container: the service-locator style.
final class LocatingShoppingListViewModel: Sendable {
    let repository: any ShoppingListRepository

    init() throws(ResolutionError) {
        repository = try Container.current.resolve((any ShoppingListRepository).self)
    }
}
