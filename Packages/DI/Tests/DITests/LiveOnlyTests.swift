import DI
import Foundation
import Testing

/// A test build refuses the services that touch the world unless an override replaces them.
@Suite("Live-only services: refused in test builds unless overridden, used as always in production")
struct LiveOnlyTests {
    @Test("a test build builds, and resolving a live-only service throws with the override to add")
    func testBuildRefusesLiveService() throws {
        let log = RunLog()
        let container = try Assembler([LiveAssembly(log: log)]).buildTest(overrides: [])

        let error = #expect(throws: ResolutionError.self) { try container.resolve((any HTTPClient).self) }

        #expect(error?.kind == .liveServiceInTest)
        #expect(error?.path.map(\.description) == ["HTTPClient"])
        #expect(error?.description.contains("buildTest(overrides:)") == true)
        #expect(error?.description.contains("container.register((any HTTPClient).self) { _ in … }") == true)
        #expect(log.runs.isEmpty)
    }

    @Test("a dependent reaching a live-only service fails with the whole path")
    func dependentGetsThePath() throws {
        let container = try Assembler([LiveAssembly(log: RunLog())]).buildTest(overrides: [])

        let error = #expect(throws: ResolutionError.self) { try container.resolve(FeedService.self) }

        #expect(error?.kind == .liveServiceInTest)
        #expect(error?.path.map(\.description) == ["FeedService", "HTTPClient"])
    }

    @Test("an override replaces a live-only service, which then resolves; others keep being refused")
    func overrideReplacesIt() throws {
        let container = try Assembler([LiveAssembly(log: RunLog())]).buildTest(overrides: [StubClientAssembly()])

        let service = try container.resolve(FeedService.self)
        let error = #expect(throws: ResolutionError.self) {
            try container.resolve((any FeedLoader).self, argument: feedURL)
        }

        #expect(service.client is HTTPClientStub)
        #expect(error?.kind == .liveServiceInTest)
        #expect(error?.path.map(\.description) == ["FeedLoader(argument: URL)"])
    }

    @Test("production builds resolve live-only services as always")
    func productionResolvesThem() throws {
        let log = RunLog()
        let container = try Assembler([LiveAssembly(log: log)]).build()

        let service = try container.resolve(FeedService.self)
        let clock = try container.resolve((any Clock).self)

        #expect(service.client is URLSessionHTTPClient)
        #expect(clock is SystemClock)
        #expect(log.runs == ["live client"])
    }

    @Test("an alias of a live-only registration is refused with it")
    func aliasIsRefused() throws {
        let container = try Assembler([LiveAssembly(log: RunLog())]).buildTest(overrides: [StubClientAssembly()])

        let error = #expect(throws: ResolutionError.self) { try container.resolve((any Clock).self) }
        let direct = #expect(throws: ResolutionError.self) { try container.resolve(SystemClock.self) }

        #expect(error?.kind == .liveServiceInTest)
        #expect(direct?.kind == .liveServiceInTest)
    }

    @Test("validating a test build never runs a live-only closure and reports no problem for it")
    func validationDoesNotRunIt() throws {
        let log = RunLog()
        let container = try Assembler([LiveAssembly(log: log)]).buildTest(overrides: [])

        try container.validate()

        #expect(log.runs.isEmpty)
    }

    @Test("a test build made as a child refuses the parent's live-only services too")
    func childRefusesParentsLiveServices() throws {
        let parent = Container()
        parent.register((any HTTPClient).self) { _ in URLSessionHTTPClient() }.liveOnly()
        let child = try Assembler([], parent: parent).buildTest(overrides: [])

        let error = #expect(throws: ResolutionError.self) { try child.resolve((any HTTPClient).self) }

        #expect(error?.kind == .liveServiceInTest)
        #expect(try parent.resolve((any HTTPClient).self) is URLSessionHTTPClient)
    }
}

// MARK: - Helpers

private struct LiveAssembly: ServiceAssembly {
    let log: RunLog

    func assemble(container: Container) {
        let log = log
        container.register((any HTTPClient).self, scope: .singleton) { _ in
            log.ran("live client")
            return URLSessionHTTPClient()
        }
        .liveOnly()
        container.register(SystemClock.self, scope: .singleton, dependsOn: []) { _ in SystemClock() }
            .implements((any Clock).self)
            .liveOnly()
        container.register((any FeedLoader).self) { (r: Resolver, url: URL) in
            RemoteFeedLoader(url: url, client: try r.resolve((any HTTPClient).self))
        }
        .liveOnly()
        container.autoregister(FeedService.self) { (client: any HTTPClient) in
            FeedService(client: client, clock: SystemClock())
        }
    }
}

private struct StubClientAssembly: ServiceAssembly {
    func assemble(container: Container) {
        container.register((any HTTPClient).self) { _ in HTTPClientStub() }
    }
}
