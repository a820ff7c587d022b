import DI
import Testing

@Suite("Assemblies")
struct AssemblerTests {
    @Test("build applies the assemblies in order into a container")
    func buildAppliesAssemblies() throws {
        let app = try Assembler([InfrastructureAssembly(), NetworkingAssembly()]).build()

        let service = try app.resolve(FeedService.self)

        #expect(service.client is URLSessionHTTPClient)
        #expect(service.clock is SystemClock)
    }

    @Test("a later assembly's registration replaces an earlier one")
    func laterAssemblyWins() throws {
        let app = try Assembler([NetworkingAssembly(), StubNetworkingAssembly()]).build()

        #expect(try app.resolve((any HTTPClient).self) is HTTPClientStub)
    }

    @Test("buildTest applies the production assemblies and then the overrides into one fresh container")
    func buildTestAppliesOverrides() throws {
        let assembler = Assembler([InfrastructureAssembly(), NetworkingAssembly()])

        let test = try assembler.buildTest(overrides: [StubNetworkingAssembly()])
        let production = try assembler.build()

        #expect(try test.resolve(FeedService.self).client is HTTPClientStub)
        #expect(try production.resolve(FeedService.self).client is URLSessionHTTPClient)
        #expect(test !== production)
    }

    @Test("loaded runs after every assembly was applied, and its error fails the build")
    func loadedHook() throws {
        let assembler = Assembler([EagerAssembly(), InfrastructureAssembly(), NetworkingAssembly()])

        #expect(throws: Never.self) { try assembler.build() }
        #expect(throws: ResolutionError.self) { try Assembler([EagerAssembly()]).build() }
    }

    @Test("an assembler with a parent builds a child of it")
    func parentContainer() throws {
        let parent = Container()
        parent.register(Session.self, scope: .singleton) { _ in Session() }

        let child = try Assembler([NetworkingAssembly()], parent: parent).build()

        #expect(try child.resolve(Session.self) === parent.resolve(Session.self))
    }
}

private struct InfrastructureAssembly: ServiceAssembly {
    func assemble(container: Container) {
        container.register((any Clock).self, scope: .singleton) { _ in SystemClock() }
        container.autoregister(FeedService.self, initializer: FeedService.init)
    }
}

private struct NetworkingAssembly: ServiceAssembly {
    func assemble(container: Container) {
        container.register((any HTTPClient).self, scope: .singleton) { _ in URLSessionHTTPClient() }
    }
}

private struct StubNetworkingAssembly: ServiceAssembly {
    func assemble(container: Container) {
        container.register((any HTTPClient).self) { _ in HTTPClientStub() }
    }
}

/// Resolves the feed service eagerly once everything is registered, whatever the assembly order.
private struct EagerAssembly: ServiceAssembly {
    func assemble(container: Container) {}

    func loaded(container: Container) throws {
        _ = try container.resolve(FeedService.self)
    }
}
