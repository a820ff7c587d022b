import DI
import Testing

/// Section 001 of `Docs/DesignDocumentPatterns.md`: an app `Container` with lifecycles, modules, `@Injected` and test
/// containers. Debugging, keyed registrations and pitfalls are in `AppContainerDocumentExamples+Diagnostics`.
@Suite("001 · an app container")
struct AppContainerDocumentExamples {
    /// "Singleton: one instance for entire app lifetime". Our spelling: `scope: .singleton`.
    @Test("a singleton is one instance for the container's whole life")
    func singletonLifecycle() throws {
        let container = Container()
        container.register(DatabaseManager.self, scope: .singleton) { _ in DatabaseManager() }

        let first = try container.resolve(DatabaseManager.self)
        let second = try container.resolve(DatabaseManager.self)

        #expect(first === second)
    }

    /// "Transient: new instance every time resolved", the default lifecycle.
    @Test("a transient is a new instance at every resolution")
    func transientLifecycle() throws {
        let container = makeSUT()

        let first = try container.resolve((any PinRepository).self) as? DatabasePinRepository
        let second = try container.resolve((any PinRepository).self) as? DatabasePinRepository

        #expect(first != nil)
        #expect(first !== second)
        #expect(first?.database === second?.database)
    }

    /// "Scoped: one instance per scope (per request, per view)". Our spelling: `scope: .scoped`, resolved from a
    /// `Scope` made by `container.makeScope()`.
    @Test("a scoped service is one instance per scope")
    func scopedLifecycle() throws {
        let container = Container()
        container.register(UserSession.self, scope: .scoped) { _ in UserSession() }
        let alice = container.makeScope()
        let bob = container.makeScope()

        let aliceSession = try alice.resolve(UserSession.self)

        #expect(try alice.resolve(UserSession.self) === aliceSession)
        #expect(try bob.resolve(UserSession.self) !== aliceSession)
    }

    /// "Method 2: direct instance, `registerSingleton(_:instance:)`". Our spelling: a factory returning the ready
    /// instance; every resolution returns that instance.
    @Test("a ready instance is registered by a factory that returns it")
    func readyInstance() throws {
        let container = Container()
        let database = DatabaseManager()

        container.register(DatabaseManager.self, scope: .singleton) { _ in database }

        #expect(try container.resolve(DatabaseManager.self) === database)
    }

    /// "Method 3: auto-registration". Our spelling: `autoregister(_:initializer:)`, which resolves each parameter
    /// of the initializer by its type and records them as the registration's dependencies.
    @Test("auto-registration wires an initializer's parameters by type")
    func autoRegistration() throws {
        let container = Container()
        container.register(DatabaseManager.self, scope: .singleton) { _ in DatabaseManager() }

        container.autoregister(DatabasePinRepository.self, initializer: DatabasePinRepository.init)
        let repository = try container.resolve(DatabasePinRepository.self)
        let description = container.registrations.first { $0.key == ServiceKey(DatabasePinRepository.self) }

        #expect(repository.fetchAll() == [Pin(id: 1, title: "Lighthouse")])
        #expect(description?.dependencies == [ServiceKey(DatabaseManager.self)])
    }

    /// "Module System": `DatabaseModule` registers a group of services. Our spelling: a `ServiceAssembly`,
    /// applied by an `Assembler` (the pattern's `Container.registerAppModules()`).
    @Test("a module registers a group of services")
    func module() throws {
        let container = try Assembler([DatabaseModule()]).build()

        #expect(container.isRegistered(DatabaseManager.self))
        #expect(try container.resolve((any PinRepository).self).fetchAll().count == 1)
    }

    /// "Property wrapper `@Injected`". Ours resolves from `Container.current`, set with `withCurrent` (the
    /// document's environment); outside it, `Container.shared`.
    @Test("@Injected resolves a property from the current container when its owner is made")
    func injectedPropertyWrapper() {
        let container = makeSUT()

        let command = container.withCurrent { PinListCommand() }

        #expect(command.repository is DatabasePinRepository)
    }

    /// "Constructor injection (best for testing)": a test hands the view model a mock directly; the container
    /// is not involved.
    @Test("constructor injection uses the repository it is given")
    func constructorInjectionWithMock() throws {
        let spy = PinRepositorySpy(pins: [Pin(id: 7, title: "Fjord")])
        let viewModel = try PinViewModel(repository: spy)

        viewModel.loadPins()

        #expect(viewModel.pins == [Pin(id: 7, title: "Fjord")])
        #expect(spy.messages.recorded == [.fetchAll])
    }

    /// "init(repository: = Container.shared.resolve())": with no argument the view model falls back to the
    /// container. Ours falls back to `Container.current`, because a default argument cannot throw.
    @Test("constructor injection falls back to the container when given nothing")
    func constructorInjectionWithContainerDefault() throws {
        let container = makeSUT()

        let viewModel = try container.withCurrent { try PinViewModel() }

        #expect(viewModel.repository is DatabasePinRepository)
    }

    /// "Setup Test Container": `Container.test()` and `registerMock(_:mock:)`. Our spelling: a child of the app
    /// container that overrides the repository with a spy; the app container is left untouched.
    @Test("a test container replaces the repository with a mock, leaving the app container alone")
    func testContainerWithMock() throws {
        let app = makeSUT()
        let spy = PinRepositorySpy(pins: [Pin(id: 2, title: "Dune")])
        let test = app.makeChild()
        test.register((any PinRepository).self) { _ in spy }
        test.register(PinViewModel.self) { r in try PinViewModel(repository: r.resolve((any PinRepository).self)) }

        let viewModel = try test.resolve(PinViewModel.self)
        viewModel.loadPins()

        #expect(viewModel.pins == [Pin(id: 2, title: "Dune")])
        #expect(spy.messages.recorded == [.fetchAll])
        #expect(try app.resolve((any PinRepository).self) is DatabasePinRepository)
    }

    /// "Factory Pattern: `ViewModelFactory.makePinViewModel()`". Our spelling: a registration with a runtime
    /// argument, resolved with `resolve(_:argument:)`; the container supplies the rest.
    @Test("a factory with a runtime argument makes one view model per pin")
    func factoryWithArgument() throws {
        let container = makeSUT()
        container.register(PinDetailViewModel.self) { (r: Resolver, pinID: Int) in
            PinDetailViewModel(pinID: pinID, repository: try r.resolve((any PinRepository).self))
        }

        let first = try container.resolve(PinDetailViewModel.self, argument: 1)
        let second = try container.resolve(PinDetailViewModel.self, argument: 2)

        #expect([first.pinID, second.pinID] == [1, 2])
    }

    // MARK: - Helpers

    /// The app container: a database singleton and a transient repository built from it.
    func makeSUT() -> Container {
        let container = Container()
        DatabaseModule().assemble(container: container)
        return container
    }
}
