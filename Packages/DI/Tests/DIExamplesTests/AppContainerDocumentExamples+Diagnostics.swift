import DI
import Testing

/// Section 001's "Debugging", "Keyed Registration" and "Common Pitfalls", each shown caught.
extension AppContainerDocumentExamples {
    /// "Print Dependency Tree", with which services are created yet (`[✅]` / `[⏳]`). Our spelling:
    /// `container.registrations`, one `RegistrationDescription` per service with its lifetime and
    /// `hasCachedInstance`; its description prints `(cached)` for a created one.
    @Test("the registrations list each service with its lifetime and whether it is created yet")
    func dependencyTreeWithCreatedState() throws {
        let container = makeSUT()

        let before = container.registrations.map(\.description)
        _ = try container.resolve((any PinRepository).self)
        let after = container.registrations.map(\.description)

        #expect(before == ["DatabaseManager .singleton sync", "PinRepository .transient sync"])
        #expect(after == ["DatabaseManager .singleton sync (cached)", "PinRepository .transient sync"])
    }

    /// "Check Registration": `isRegistered(_:)`.
    @Test("isRegistered tells whether a service can be resolved")
    func isRegistered() {
        let container = makeSUT()

        #expect(container.isRegistered((any PinRepository).self))
        #expect(!container.isRegistered((any ImageCache).self))
    }

    /// "List All Services": `listServices()`. Our spelling: the keys of `registrations`, in registration order.
    @Test("listing services names every registration in order")
    func listServices() {
        let container = makeSUT()

        let services = container.registrations.map(\.key.description)

        #expect(services == ["DatabaseManager", "PinRepository"])
    }

    /// "Keyed Registration": two implementations of one cache protocol, memory and disk. Our spelling: `name:`,
    /// a `ServiceName` that a string literal or a static member makes.
    @Test("two keyed implementations of one protocol resolve by name")
    func keyedImplementations() throws {
        let container = Container()
        container.register((any ImageCache).self, name: .memoryCache, scope: .singleton) { _ in MemoryImageCache() }
        container.register((any ImageCache).self, name: .diskCache, scope: .singleton) { _ in DiskImageCache() }

        let memory = try container.resolve((any ImageCache).self, name: .memoryCache)
        let disk = try container.resolve((any ImageCache).self, name: .diskCache)
        let unnamed = #expect(throws: ResolutionError.self) { try container.resolve((any ImageCache).self) }

        #expect([memory.medium, disk.medium] == ["memory", "disk"])
        #expect(unnamed?.suggestions == ["ImageCache(memory_cache)", "ImageCache(disk_cache)"])
    }

    /// "Pitfall 1: circular dependencies": `PinService` needs `BoardService`, which needs `PinService`. Caught at
    /// resolution with the loop, never a stack overflow or a hang.
    @Test("pitfall: a circular dependency is reported with its loop")
    func pitfallCircularDependency() {
        let container = Container()
        container.register(PinService.self, scope: .singleton) { r in PinService(boards: try r.resolve()) }
        container.register(BoardService.self, scope: .singleton) { r in
            let pins = try r.resolve(PinService.self)
            return BoardService(pins: { pins })
        }

        let error = #expect(throws: ResolutionError.self) { try container.resolve(PinService.self) }

        #expect(error?.kind == .circularDependency)
        #expect(error?.path.map(\.description) == ["PinService", "BoardService", "PinService"])
    }

    /// "Solution: use lazy initialization". `BoardService` takes a provider that resolves `PinService` when first
    /// needed, after both exist. The provider holds the container weakly so that the container does not keep
    /// itself alive through its own registration.
    @Test("pitfall fixed: a lazy provider breaks the cycle")
    func pitfallCircularDependencyFixed() throws {
        let container = Container()
        container.register(PinService.self, scope: .singleton) { r in PinService(boards: try r.resolve()) }
        let handle = WeakContainer(container: container)
        container.register(BoardService.self, scope: .singleton) { _ in
            BoardService(pins: {
                guard let container = handle.container else { throw ContainerReleased() }
                return try container.resolve(PinService.self)
            })
        }

        let pins = try container.resolve(PinService.self)

        #expect(try pins.boards.pins() === pins)
    }

    /// "Pitfall 2: forgetting to register" (`@Injected` crashes). Our `resolve` throws instead, naming the path
    /// and what is registered nearby; `@Injected` stops with the same message (a crash cannot be tested here).
    @Test("pitfall: a forgotten registration is reported with its path")
    func pitfallForgottenRegistration() {
        let container = Container()
        container.register((any PinRepository).self) { r in
            DatabasePinRepository(database: try r.resolve(DatabaseManager.self))
        }
        container.register(DatabaseManager.self, name: "replica") { _ in DatabaseManager() }

        let error = #expect(throws: ResolutionError.self) { try container.resolve((any PinRepository).self) }

        #expect(error?.kind == .missingRegistration)
        #expect(
            error?.description
                == "PinRepository → DatabaseManager: no registration for DatabaseManager. "
                + "Registered near matches: DatabaseManager(replica)")
    }

    /// "Pitfall 3: wrong lifecycle": a stateful view model registered as a singleton shares its state between
    /// screens. Shown, then fixed with the pattern's solution: transient.
    @Test("pitfall: a singleton view model shares its state between screens; transient does not")
    func pitfallWrongLifetimeSharesState() throws {
        let container = makeSUT()
        container.register(PinViewModel.self, scope: .singleton) { r in
            try PinViewModel(repository: r.resolve((any PinRepository).self))
        }
        let firstScreen = try container.resolve(PinViewModel.self)
        firstScreen.loadPins()

        let secondScreen = try container.resolve(PinViewModel.self)
        container.register(PinViewModel.self) { r in try PinViewModel(repository: r.resolve((any PinRepository).self)) }
        let thirdScreen = try container.resolve(PinViewModel.self)

        #expect(secondScreen === firstScreen)
        #expect(secondScreen.pins.count == 1)
        #expect(thirdScreen !== firstScreen)
        #expect(thirdScreen.pins.isEmpty)
    }

    /// "Pitfall 3", the lifetime check the container makes: a singleton that captures a session-scoped service
    /// would outlive the session, so resolving it is an error that says to resolve it from a scope.
    @Test("pitfall: a singleton capturing a scoped service is reported")
    func pitfallSingletonCapturingScopedService() {
        let container = Container()
        container.register(UserSession.self, scope: .scoped) { _ in UserSession() }
        container.register(SessionBadge.self, scope: .singleton) { r in SessionBadge(session: try r.resolve()) }
        let scope = container.makeScope()

        let error = #expect(throws: ResolutionError.self) { try scope.resolve(SessionBadge.self) }

        #expect(error?.kind == .scopedOutsideScope)
        #expect(error?.path.map(\.description) == ["SessionBadge", "UserSession"])
    }
}

// MARK: - Helpers

extension ServiceName {
    /// The in-memory image cache.
    static let memoryCache: ServiceName = "memory_cache"
    /// The on-disk image cache.
    static let diskCache: ServiceName = "disk_cache"
}

/// Refers to a container without keeping it alive.
private struct WeakContainer: Sendable {
    weak let container: Container?
}

/// Thrown by a lazy provider whose container was released before it was used.
private struct ContainerReleased: Error {}

/// A singleton that wrongly holds a session.
private final class SessionBadge: Sendable {
    let session: UserSession

    init(session: UserSession) {
        self.session = session
    }
}
