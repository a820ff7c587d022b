import DI
import DIAssemblies
import Domain
import DomainTestSupport
import Foundation
import Networking
import NetworkingTestSupport
import Persistence
import Synchronization
import Testing

/// The app's start-up runs none of its factories, and its test builds refuse the services that touch the world.
@Suite("Start-up runs nothing; test builds refuse live services")
struct StartUpTests {
    @Test("building the production container, as the app starts, runs no factory; validating it in a test does")
    func productionStartUpRunsNoFactory() throws {
        let counter = FactoryCounter()
        let assembler = Assembler(
            AppContainer.assemblies(configuration: AppContainer.testConfiguration()) + [CountingAssembly(counter)])

        let container = try assembler.build()
        let ranWhileBuilding = counter.count
        try container.validate()

        #expect(ranWhileBuilding == 0)
        #expect(container.registrations.allSatisfy { !$0.hasCachedInstance })
        #expect(counter.count > 0)
    }

    @Test("a test build without overrides refuses the live HTTP client, directly and through the feed chain")
    func testBuildRefusesTheLiveClient() throws {
        let container = try AppContainer.buildTest(overrides: [])

        let direct = #expect(throws: ResolutionError.self) { try container.resolve((any HTTPClient).self) }
        let chain = #expect(throws: ResolutionError.self) {
            try container.resolve((any FeedLoader).self, argument: FeedRequest(url: anyURL()))
        }

        #expect(direct?.kind == .liveServiceInTest)
        #expect(direct?.description.contains("container.register((any HTTPClient).self)") == true)
        #expect(chain?.kind == .liveServiceInTest)
        #expect(chain?.path.first?.description == "FeedLoader(argument: FeedRequest)")
    }

    @Test("the clock, the stores and the file client are refused too, each until an override replaces it")
    func otherLiveServicesAreRefused() throws {
        let bare = try AppContainer.buildTest(overrides: [])
        let stubbed = try AppContainer.buildTest(overrides: [StubbedInfrastructure(client: HTTPClientStubs.unused)])

        let refused: [ResolutionError.Kind?] = [
            kind { try bare.resolve((any WallClock).self) }, kind { try bare.resolve((any FeedStore).self) },
            kind { try bare.resolve((any ReadStateStore).self) }, kind { try bare.resolve((any ImageDataStore).self) },
            kind { try bare.resolve((any SubscriptionStore).self) },
            kind { try bare.resolve(FileHTTPClient.self) },
        ]

        #expect(refused.allSatisfy { $0 == .liveServiceInTest })
        #expect(throws: Never.self) { try stubbed.resolve((any WallClock).self) }
        #expect(throws: Never.self) { try stubbed.resolve((any ReadStateStore).self) }
    }

    // MARK: - Helpers

    private func kind(_ resolve: () throws -> Any) -> ResolutionError.Kind? {
        do {
            _ = try resolve()
            return nil
        } catch {
            return (error as? ResolutionError)?.kind
        }
    }
}

/// Counts the factories it sees run: its own closure (run only by validation), and a decorator of the app's clock
/// and HTTP client (run whenever their factories are).
private final class FactoryCounter: Sendable {
    private let runs = Mutex<Int>(0)

    func ran() { runs.withLock { $0 += 1 } }

    var count: Int { runs.withLock { $0 } }
}

private struct CountingAssembly: ServiceAssembly {
    let counter: FactoryCounter

    init(_ counter: FactoryCounter) {
        self.counter = counter
    }

    func assemble(container: Container) {
        let counter = counter
        container.register(CountedProbe.self) { r in
            counter.ran()
            return CountedProbe(configuration: try r.resolve())
        }
        container.decorate((any WallClock).self) { _, clock in
            counter.ran()
            return clock
        }
        container.decorate((any HTTPClient).self) { _, client in
            counter.ran()
            return client
        }
    }
}

private struct CountedProbe: Sendable {
    let configuration: AppConfiguration
}
