import DI

// Small illustrative types for section 003 (an app container over assemblies, with bootstrap and flags).

struct Item: Equatable, Sendable {
    let name: String
}

protocol ItemRepository: Sendable {
    func items() -> [Item]
}

protocol TimeService: Sendable {
    func now() -> Int
}

protocol FeatureFlagService: Sendable {
    func isEnabled(_ flag: FeatureFlag) -> Bool
}

enum FeatureFlag: String, Sendable {
    case searchSuggestions
}

final class SystemTimeService: TimeService {
    func now() -> Int { 1_700_000_000 }
}

final class FileItemRepository: ItemRepository {
    func items() -> [Item] { [Item(name: "Notebook")] }
}

final class MockItemRepository: ItemRepository {
    let stubbed: [Item]

    init(items: [Item] = [Item(name: "Mock")]) {
        stubbed = items
    }

    func items() -> [Item] { stubbed }
}

/// Fails to open when its folder is missing: the pattern opens it with `try!`, we let the factory throw.
final class JSONPersistenceService: Sendable {
    struct FolderMissing: Error, Equatable {
        let path: String
    }

    let path: String

    init(path: String) throws {
        guard !path.isEmpty else { throw FolderMissing(path: path) }
        self.path = path
    }
}

final class ItemDataManager: Sendable {
    let persistenceService: JSONPersistenceService

    init(persistenceService: JSONPersistenceService) {
        self.persistenceService = persistenceService
    }
}

final class ItemsListViewModel: Sendable {
    let repository: any ItemRepository
    let dataManager: ItemDataManager

    init(repository: any ItemRepository, dataManager: ItemDataManager) {
        self.repository = repository
        self.dataManager = dataManager
    }
}

final class ClockViewModel: Sendable {
    let timeService: any TimeService

    init(timeService: any TimeService) {
        self.timeService = timeService
    }
}

final class SearchViewModel: Sendable {
    let showsSuggestions: Bool

    init(flags: any FeatureFlagService) {
        showsSuggestions = flags.isEnabled(.searchSuggestions)
    }
}

/// The remote configuration, fetched asynchronously at start-up.
final class RemoteConfiguration: Sendable {
    let enabledFlags: Set<String>

    init(enabledFlags: Set<String>) {
        self.enabledFlags = enabledFlags
    }

    /// Stands for a network fetch.
    static func fetch() async throws -> RemoteConfiguration {
        await Task.yield()
        return RemoteConfiguration(enabledFlags: [FeatureFlag.searchSuggestions.rawValue])
    }
}

/// Flags read from the remote configuration.
final class RemoteFeatureFlagService: FeatureFlagService {
    let configuration: RemoteConfiguration

    init(configuration: RemoteConfiguration) {
        self.configuration = configuration
    }

    func isEnabled(_ flag: FeatureFlag) -> Bool { configuration.enabledFlags.contains(flag.rawValue) }
}

/// Flags fixed by a test.
final class StaticFeatureFlagService: FeatureFlagService {
    let enabled: Set<FeatureFlag>

    init(enabled: Set<FeatureFlag>) {
        self.enabled = enabled
    }

    func isEnabled(_ flag: FeatureFlag) -> Bool { enabled.contains(flag) }
}

/// The settings of one build configuration.
struct EnvironmentConfiguration: Equatable, Sendable {
    let environment: AppEnvironment
    let apiHost: String
}

/// A view at the boundary, which receives its view model through `@Injected` from the current container.
final class ItemsListView {
    @Injected var viewModel: ItemsListViewModel
}
