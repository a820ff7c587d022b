import DI

// Section 003's assemblies (infrastructure → domain → feature) and its `AppContainer` builds.

/// Cross-cutting services: time, the environment, remote configuration and feature flags.
struct InfrastructureAssembly: ServiceAssembly {
    var environment: AppEnvironment = .production

    func assemble(container: Container) {
        let configuration = EnvironmentConfiguration(
            environment: environment,
            apiHost: environment == .production ? "api.items.test" : "\(environment).items.test")
        container.register((any TimeService).self, scope: .singleton) { _ in SystemTimeService() }
        container.register(EnvironmentConfiguration.self, scope: .singleton) { _ in configuration }
        container.register(RemoteConfiguration.self, scope: .singleton) { _ async throws in
            try await RemoteConfiguration.fetch()
        }
        container.register((any FeatureFlagService).self, scope: .singleton) { r in
            RemoteFeatureFlagService(configuration: try r.resolve(RemoteConfiguration.self))
        }
    }
}

/// Repositories and persistence.
struct DomainAssembly: ServiceAssembly {
    var persistencePath = "/tmp/items"

    func assemble(container: Container) {
        let path = persistencePath
        container.register((any ItemRepository).self, scope: .singleton) { _ in FileItemRepository() }
        container.register(JSONPersistenceService.self, scope: .singleton) { _ in
            try JSONPersistenceService(path: path)
        }
        container.autoregister(ItemDataManager.self, scope: .singleton, initializer: ItemDataManager.init)
    }
}

/// The features' view models, transient.
struct TemplateFeatureAssembly: ServiceAssembly {
    func assemble(container: Container) {
        container.autoregister(ItemsListViewModel.self, initializer: ItemsListViewModel.init)
        container.autoregister(ClockViewModel.self, initializer: ClockViewModel.init)
        container.autoregister(SearchViewModel.self, initializer: SearchViewModel.init)
    }
}

/// The pattern's `MockDomainAssembly`: the test override of the repository.
struct MockDomainAssembly: ServiceAssembly {
    func assemble(container: Container) {
        container.register((any ItemRepository).self, scope: .singleton) { _ in MockItemRepository() }
    }
}

/// Seeded data and fixed flags for previews: nothing slow, nothing remote.
struct PreviewAssembly: ServiceAssembly {
    func assemble(container: Container) {
        container.register((any ItemRepository).self, scope: .singleton) { _ in
            MockItemRepository(items: [Item(name: "Preview 1"), Item(name: "Preview 2")])
        }
        container.register((any FeatureFlagService).self, scope: .singleton) { _ in
            StaticFeatureFlagService(enabled: [.searchSuggestions])
        }
    }
}

/// The pattern's `AppContainer`: builds the app, test and preview variants from one list of assemblies.
enum AppContainer {
    static func assemblies(environment: AppEnvironment = .production) -> [any ServiceAssembly] {
        [InfrastructureAssembly(environment: environment), DomainAssembly(), TemplateFeatureAssembly()]
    }

    static func buildApp(environment: AppEnvironment = .production) async throws -> Container {
        try await Assembler(assemblies(environment: environment)).bootstrap()
    }

    static func buildTest(overrides: [any ServiceAssembly]) throws -> Container {
        try Assembler(assemblies()).buildTest(overrides: overrides)
    }

    static func buildPreview() throws -> Container {
        try Assembler(assemblies()).buildTest(overrides: [PreviewAssembly()])
    }
}

/// The pattern's `BootstrapActor`: finishes the async start-up before anyone gets the container.
actor BootstrapActor {
    private(set) var container: Container?

    func bootstrap(environment: AppEnvironment = .production) async throws -> Container {
        if let container { return container }
        let built = try await AppContainer.buildApp(environment: environment)
        container = built
        return built
    }
}
