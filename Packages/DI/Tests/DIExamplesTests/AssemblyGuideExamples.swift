import DI
import Testing

/// Section 003 of `Docs/DesignDocumentPatterns.md`: an app container built from assemblies, with app, test and preview
/// variants, an async bootstrap, feature flags and environments. Scopes and diagnostics are in
/// `AssemblyGuideExamples+Diagnostics`.
@Suite("003 · assemblies, builds and bootstrap")
struct AssemblyGuideExamples {
    /// "Assemblies, order: Infrastructure → Domain → Feature". Each assembly registers its layer; the feature's
    /// view models are built from the domain's services.
    @Test("assemblies applied in order build the feature's view model from the lower layers")
    func assembliesInOrder() async throws {
        let container = try await AppContainer.buildApp()

        let viewModel = try container.resolve(ItemsListViewModel.self)
        let order = container.registrations.map(\.key.description)

        #expect(viewModel.repository.items() == [Item(name: "Notebook")])
        #expect(order.firstIndex(of: "TimeService") ?? .max < order.firstIndex(of: "ItemRepository") ?? -1)
        #expect(order.firstIndex(of: "ItemRepository") ?? .max < order.firstIndex(of: "ItemsListViewModel") ?? -1)
    }

    /// "Testing & Overrides: `AppContainer.buildTest(overrides:)`": the production assemblies, then the overrides,
    /// whose registrations win. Our spelling: `Assembler(...).buildTest(overrides:)`.
    @Test("the test build replaces the repository with the override's mock")
    func testBuildWithOverrides() throws {
        let container = try AppContainer.buildTest(overrides: [MockDomainAssembly()])

        let repository = try container.resolve((any ItemRepository).self)
        let viewModel = try container.resolve(ItemsListViewModel.self)

        #expect(repository is MockItemRepository)
        #expect(viewModel.repository.items() == [Item(name: "Mock")])
    }

    /// "Previews: `AppContainer.buildPreview()`": seeded data and fixed flags, nothing remote. On Linux a preview
    /// is whatever renders a screen without the network: here, the view model with seeded items.
    @Test("the preview build serves seeded items and fixed flags without the network")
    func previewBuild() throws {
        let container = try AppContainer.buildPreview()

        let items = try container.resolve(ItemsListViewModel.self).repository.items()
        let search = try container.resolve(SearchViewModel.self)

        #expect(items.map(\.name) == ["Preview 1", "Preview 2"])
        #expect(search.showsSuggestions)
    }

    /// "Using `@Injected`" in a view: `.environment(\.appContainer, container)` becomes `withCurrent` on Linux,
    /// the task-local current container the wrapper resolves from.
    @Test("@Injected resolves a view's view model from the current container")
    func injectedAtViewBoundary() throws {
        let container = try AppContainer.buildTest(overrides: [MockDomainAssembly()])

        let view = container.withCurrent { ItemsListView() }

        #expect(view.viewModel.repository is MockItemRepository)
    }

    /// "If resolution fails, the wrapper triggers a fatalError, to catch registration problems early". Ours stops
    /// the program too, with `@Injected: ` and the `ResolutionError` description naming the path to the missing
    /// service. A crash cannot be tested in-process, so this shows that message through the throwing `resolve`
    /// the wrapper calls, on a graph built without validation.
    @Test("@Injected fails fast with a message naming the missing service and its path")
    func injectedFailsFastMessage() throws {
        let container = try Assembler([TemplateFeatureAssembly()]).build(validate: false)

        let error = #expect(throws: ResolutionError.self) { try container.resolve(ItemsListViewModel.self) }

        #expect(error?.description == "ItemsListViewModel → ItemRepository: no registration for ItemRepository")
    }

    /// Earlier still: the `Assembler` validates the graph when it builds it, so a forgotten registration stops
    /// the start-up with every problem listed, before any view asks for anything.
    @Test("the assembler refuses to build a graph with a forgotten registration, listing every problem")
    func assemblerValidatesAtBuild() {
        let error = #expect(throws: ValidationError.self) { try Assembler([TemplateFeatureAssembly()]).build() }

        #expect(
            error?.problems.map(\.description).first
                == "ItemsListViewModel → ItemRepository: no registration for ItemRepository")
        #expect(error?.problems.count == 4)
    }

    /// "Async boot (remote config): add async setup in `BootstrapActor` before returning the container". The
    /// remote configuration's factory is async; the bootstrap creates it, so everything resolves synchronously
    /// once the container is handed out.
    @Test("the bootstrap finishes async start-up before the container is handed out")
    func asyncBootstrap() async throws {
        let bootstrap = BootstrapActor()

        let container = try await bootstrap.bootstrap()
        let again = try await bootstrap.bootstrap()
        let flags = try container.resolve((any FeatureFlagService).self)

        #expect(container === again)
        #expect(flags.isEnabled(.searchSuggestions))
    }

    /// The same graph without the bootstrap: resolving synchronously what only an async factory makes is an error
    /// that names the service and says what to do, never a hang.
    @Test("without the bootstrap, a service that needs async start-up reports it")
    func withoutBootstrap() throws {
        let container = try Assembler(AppContainer.assemblies()).build()

        let error = #expect(throws: ResolutionError.self) { try container.resolve((any FeatureFlagService).self) }

        #expect(error?.kind == .asyncOnly)
        #expect(error?.path.map(\.description) == ["FeatureFlagService", "RemoteConfiguration"])
    }

    /// "Feature flags: register a `FeatureFlagService` in Infrastructure and inject where needed". The feature
    /// reads the flag through the service; a test overrides the service.
    @Test("a feature flag is a service the feature reads and a test overrides")
    func featureFlagsAsService() async throws {
        let app = try await AppContainer.buildApp()
        let test = app.makeChild()
        test.register((any FeatureFlagService).self) { _ in StaticFeatureFlagService(enabled: []) }

        let enabled = try app.resolve(SearchViewModel.self)
        let disabled = try test.resolve(SearchViewModel.self)

        #expect(enabled.showsSuggestions)
        #expect(!disabled.showsSuggestions)
    }

    /// "Multiple environments: add an `EnvironmentConfiguration` service registered per build config".
    @Test("each environment registers its own configuration", arguments: AppEnvironment.allCases)
    func environmentAsService(environment: AppEnvironment) async throws {
        let container = try await AppContainer.buildApp(environment: environment)

        let configuration = try container.resolve(EnvironmentConfiguration.self)

        #expect(configuration.environment == environment)
        #expect(configuration.apiHost.hasSuffix("items.test"))
        #expect((configuration.apiHost == "api.items.test") == (environment == .production))
    }
}
