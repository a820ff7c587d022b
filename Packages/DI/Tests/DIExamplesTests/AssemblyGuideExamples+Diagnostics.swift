import DI
import Testing

/// Section 003's scopes table, its "Errors & Diagnostics" table and its test asserting the wiring.
extension AssemblyGuideExamples {
    /// "Scopes: `.container`, one shared instance". Our spelling: `.singleton`.
    @Test("scope .container is our .singleton: one shared instance")
    func containerScope() throws {
        let container = try AppContainer.buildTest(overrides: [])

        let first = try container.resolve(ItemsListViewModel.self)
        let second = try container.resolve(ItemsListViewModel.self)

        #expect(first.dataManager === second.dataManager)
    }

    /// "Scopes: `.transient`, a new instance per resolution", for lightweight view models. The diagnostics
    /// table's "view model state not shared" is this scope doing its job.
    @Test("scope .transient: a new view model per resolution")
    func transientScope() throws {
        let container = try AppContainer.buildTest(overrides: [])

        #expect(try container.resolve(ItemsListViewModel.self) !== container.resolve(ItemsListViewModel.self))
    }

    /// "Scopes: `.graph`, per object graph". Everything resolved for one top-level `resolve` shares the instance;
    /// the next `resolve` gets a new one.
    @Test("scope .graph: one instance per resolved object graph")
    func graphScope() throws {
        let container = Container()
        container.register(EditTransaction.self, scope: .graph) { _ in EditTransaction() }
        container.autoregister(EditingPair.self, initializer: EditingPair.init)

        let first = try container.resolve(EditingPair.self)
        let second = try container.resolve(EditingPair.self)

        #expect(first.left === first.right)
        #expect(first.left !== second.left)
    }

    /// "Diagnostics: multiple instances created ← duplicate registrations". A second registration of the same
    /// type hides the first (`resolve` returns the newest; `resolveAll` both), so the registrations list it once.
    @Test("a duplicate registration hides the first: resolve returns the newest")
    func duplicateRegistration() throws {
        let container = try AppContainer.buildTest(overrides: [MockDomainAssembly()])

        let repositories = container.registrations.filter { $0.key == ServiceKey((any ItemRepository).self) }

        #expect(repositories.count == 1)
        #expect(try container.resolve((any ItemRepository).self) is MockItemRepository)
    }

    /// "`try! JSONPersistenceService()`" in the pattern's domain assembly. Ours lets the factory throw: the
    /// error names the path and keeps the factory's error, instead of crashing at start-up.
    @Test("a factory that throws is reported with its path and its error, not a crash")
    func throwingFactory() throws {
        let container = try Assembler([DomainAssembly(persistencePath: "")]).build(validate: false)

        let error = #expect(throws: ResolutionError.self) { try container.resolve(ItemDataManager.self) }

        #expect(error?.kind == .factoryFailed)
        #expect(error?.path.map(\.description) == ["ItemDataManager", "JSONPersistenceService"])
        #expect(error?.underlying as? JSONPersistenceService.FolderMissing == .init(path: ""))
    }

    /// The same failing factory, caught by the validation a test runs: building runs no factory, so it builds.
    @Test("validation reports a throwing factory that building, which runs nothing, does not")
    func throwingFactoryAtValidation() throws {
        let container = try Assembler([DomainAssembly(persistencePath: "")]).build()

        let error = #expect(throws: ValidationError.self) { try container.validate() }

        #expect(error?.problems.map(\.kind) == [.factoryFailed])
        #expect(error?.problems.first?.path.map(\.description) == ["ItemDataManager", "JSONPersistenceService"])
    }

    /// "Add targeted unit tests asserting container wiring": the pattern resolves each core service. Ours
    /// validates the whole graph of each build at once, every problem with its path (DITesting's `assertValid`
    /// wraps the same check for tests), and resolves the core services of the bootstrapped app.
    @Test("the app, test and preview builds are wired correctly")
    func wiringIsValid() async throws {
        let app = try await AppContainer.buildApp()
        let test = try AppContainer.buildTest(overrides: [MockDomainAssembly()])
        let preview = try AppContainer.buildPreview()

        try app.validate()
        try test.validate()
        try preview.validate()
        #expect(try app.resolve((any ItemRepository).self) is FileItemRepository)
        #expect(try app.resolve(ItemDataManager.self).persistenceService.path == "/tmp/items")
    }
}

// MARK: - Helpers

/// A unit of work shared by everything in one object graph.
private final class EditTransaction: Sendable {}

/// Two collaborators of one graph that must share its transaction.
private final class EditingPair: Sendable {
    let left: EditTransaction
    let right: EditTransaction

    init(left: EditTransaction, right: EditTransaction) {
        self.left = left
        self.right = right
    }
}
