import DI
import Testing

/// Section 001's dependency tree and its three pitfalls, caught by `validate()` before anything is resolved.
extension AppContainerDocumentExamples {
    /// "Print Dependency Tree" (`printDependencyTree()`), with `[✅]` for created services and `[⏳]` for the
    /// others. Our spelling: `dependencyTree()`, which also shows what each service depends on.
    @Test("the dependency tree shows what each service needs and which are created yet")
    func printedDependencyTree() throws {
        let container = makeSUT()
        container.autoregister(
            PinViewModel.self,
            initializer: { (repository: any PinRepository) in
                try PinViewModel(repository: repository)
            })

        let before = container.dependencyTree()
        _ = try container.resolve(PinViewModel.self)
        let after = container.dependencyTree()

        #expect(
            before == """
                PinViewModel .transient
                └── PinRepository .transient
                    └── DatabaseManager .singleton · not created
                """)
        #expect(after.hasSuffix("DatabaseManager .singleton · created"))
    }

    /// "Pitfall 1: circular dependencies", caught by validation before the app resolves anything.
    @Test("validation catches pitfall 1, a circular dependency")
    func validationCatchesCycle() {
        let container = Container()
        container.autoregister(PinService.self, scope: .singleton, initializer: PinService.init)
        container.register(BoardService.self, scope: .singleton) { r in
            let pins = try r.resolve(PinService.self)
            return BoardService(pins: { pins })
        }

        let error = #expect(throws: ValidationError.self) { try container.validate() }

        #expect(error?.problems.map(\.kind) == [.circularDependency])
        #expect(error?.problems.first?.path.map(\.description) == ["PinService", "BoardService", "PinService"])
    }

    /// "Pitfall 2: forgetting to register", caught by validation with the path that needs the missing service.
    @Test("validation catches pitfall 2, a forgotten registration")
    func validationCatchesForgottenRegistration() {
        let container = Container()
        container.register((any PinRepository).self) { r in
            DatabasePinRepository(database: try r.resolve(DatabaseManager.self))
        }
        container.autoregister(
            PinViewModel.self,
            initializer: { (repository: any PinRepository) in
                try PinViewModel(repository: repository)
            })

        let error = #expect(throws: ValidationError.self) { try container.validate() }

        #expect(error?.problems.map(\.kind) == [.missingDependency])
        #expect(
            error?.description
                == "PinViewModel → PinRepository → DatabaseManager: no registration for DatabaseManager")
    }

    /// "Pitfall 3: wrong lifecycle". A singleton view model that holds the user's session keeps one session for
    /// the app's whole life: validation reports it as a captive dependency and says what to change.
    @Test("validation catches pitfall 3, a view model with the wrong lifetime")
    func validationCatchesWrongLifetime() {
        let container = Container()
        container.register(UserSession.self, scope: .scoped) { _ in UserSession() }
        container.autoregister(SessionViewModel.self, scope: .singleton, initializer: SessionViewModel.init)

        let error = #expect(throws: ValidationError.self) { try container.validate() }

        #expect(error?.problems.map(\.kind) == [.captiveDependency])
        #expect(
            error?.description
                == "SessionViewModel → UserSession: captive dependency: SessionViewModel is .singleton but holds "
                + "UserSession, which is .scoped, and would keep one instance of it for its whole life: "
                + "make UserSession longer-lived or SessionViewModel shorter-lived")
    }
}

// MARK: - Helpers

/// A view model for the signed-in user, which holds the session.
private final class SessionViewModel: Sendable {
    let session: UserSession

    init(session: UserSession) {
        self.session = session
    }
}
