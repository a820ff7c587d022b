import DI

// Small illustrative types for section 001 (an app `Container` with lifecycles, modules and pitfalls).

struct Pin: Equatable, Sendable {
    let id: Int
    let title: String
}

protocol PinRepository: Sendable {
    func fetchAll() -> [Pin]
}

protocol ImageCache: Sendable {
    var medium: String { get }
}

/// The one database connection of the app.
final class DatabaseManager: Sendable {
    let pins: [Pin]

    init(pins: [Pin] = [Pin(id: 1, title: "Lighthouse")]) {
        self.pins = pins
    }
}

final class DatabasePinRepository: PinRepository {
    let database: DatabaseManager

    init(database: DatabaseManager) {
        self.database = database
    }

    func fetchAll() -> [Pin] { database.pins }
}

/// A test double that records each message it receives and returns the pins the test gives it.
final class PinRepositorySpy: PinRepository {
    enum Message: Equatable, Sendable {
        case fetchAll
    }

    let messages = Recorder<Message>()
    let pins: [Pin]

    init(pins: [Pin] = []) {
        self.pins = pins
    }

    func fetchAll() -> [Pin] {
        messages.record(.fetchAll)
        return pins
    }
}

/// A screen's state: its pins once loaded. Stateful, so one per screen.
final class PinViewModel: Sendable {
    let repository: any PinRepository
    private let loaded = Recorder<[Pin]>()

    /// Constructor injection with a container default: a test passes a repository, the app passes nothing.
    /// Our spelling of `= Container.shared.resolve()`: a default argument cannot throw, so the default is `nil`
    /// and the initializer resolves from `Container.current` (which is `Container.shared` outside `withCurrent`).
    init(repository: (any PinRepository)? = nil) throws(ResolutionError) {
        if let repository {
            self.repository = repository
        } else {
            self.repository = try Container.current.resolve((any PinRepository).self)
        }
    }

    func loadPins() {
        loaded.record(repository.fetchAll())
    }

    var pins: [Pin] { loaded.recorded.last ?? [] }
}

/// One user's session: one per scope.
final class UserSession: Sendable {}

final class MemoryImageCache: ImageCache {
    let medium = "memory"
}

final class DiskImageCache: ImageCache {
    let medium = "disk"
}

/// A command at the edge of the graph that receives its repository through `@Injected`.
final class PinListCommand {
    @Injected var repository: any PinRepository
}

/// A view model for one pin, made with a runtime argument: the pin's identifier.
final class PinDetailViewModel: Sendable {
    let pinID: Int
    let repository: any PinRepository

    init(pinID: Int, repository: any PinRepository) {
        self.pinID = pinID
        self.repository = repository
    }
}

/// The pattern's `DatabaseModule`: a module that registers a group of services. Our spelling: `ServiceAssembly`.
struct DatabaseModule: ServiceAssembly {
    func assemble(container: Container) {
        container.register(DatabaseManager.self, scope: .singleton) { _ in DatabaseManager() }
        container.register((any PinRepository).self) { r in
            DatabasePinRepository(database: try r.resolve(DatabaseManager.self))
        }
    }
}

/// Two services that need each other: the first pitfall of the section.
final class PinService: Sendable {
    let boards: BoardService

    init(boards: BoardService) {
        self.boards = boards
    }
}

final class BoardService: Sendable {
    private let pinsProvider: @Sendable () throws -> PinService

    /// Takes a provider rather than the service: the cycle is broken by resolving `PinService` only when needed.
    init(pins: @escaping @Sendable () throws -> PinService) {
        pinsProvider = pins
    }

    func pins() throws -> PinService { try pinsProvider() }
}
