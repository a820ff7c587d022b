import DI
import Foundation
import Testing

@Suite("Validation")
struct ValidationTests {
    @Test("a sound graph validates, with auto-wired, declared and observed edges")
    func soundGraphValidates() throws {
        let container = Container()
        container.register((any Clock).self, scope: .singleton) { _ in SystemClock() }
        container.register((any HTTPClient).self, dependsOn: []) { _ in URLSessionHTTPClient() }
        container.autoregister(FeedService.self, initializer: FeedService.init)

        #expect(throws: Never.self) { try container.validate() }
        #expect(container.validationProblems().isEmpty)
    }

    @Test("a missing dependency is reported with the path that needs it")
    func missingDependencyWithPath() {
        let container = Container()
        container.register(FeedViewModel.self) { r in FeedViewModel(loader: try r.resolve((any FeedLoader).self)) }
        container.register((any FeedLoader).self) { r in
            RemoteFeedLoader(url: feedURL, client: try r.resolve((any HTTPClient).self))
        }

        let error = #expect(throws: ValidationError.self) { try container.validate() }

        #expect(error?.problems.map(\.kind) == [.missingDependency])
        #expect(error?.problems.first?.path.map(\.description) == ["FeedViewModel", "FeedLoader", "HTTPClient"])
        #expect(error?.description == "FeedViewModel → FeedLoader → HTTPClient: no registration for HTTPClient")
    }

    @Test("a cycle is reported once with its loop")
    func cycleReported() {
        let container = Container()
        container.autoregister(CycleA.self, initializer: CycleA.init)
        container.autoregister(CycleB.self, initializer: CycleB.init)

        let problems = container.validationProblems()

        #expect(problems.map(\.kind) == [.circularDependency])
        #expect(problems.first?.path.map(\.description) == ["CycleA", "CycleB", "CycleA"])
    }

    @Test("an observed factory that resolves itself is a cycle, found without running it twice")
    func observedSelfCycle() {
        let container = Container()
        let log = RunLog()
        container.register(Session.self) { r in
            log.ran("Session")
            _ = try r.resolve(Session.self)
            return Session()
        }

        let problems = container.validationProblems()

        #expect(problems.map(\.kind) == [.circularDependency])
        #expect(log.runs == ["Session"])
    }

    @Test("a singleton holding a scoped service, directly or through a transient, is a captive dependency")
    func captiveDependency() {
        let container = Container()
        container.register(Session.self, scope: .scoped) { _ in Session() }
        container.register(Badge.self, scope: .singleton) { r in Badge(session: try r.resolve()) }
        container.register(ValueService.self) { r in
            _ = try r.resolve(Session.self)
            return ValueService(id: 1)
        }
        container.register(Counter.self, scope: .singleton) { r in
            _ = try r.resolve(ValueService.self)
            return Counter()
        }

        let problems = container.validationProblems()

        #expect(problems.map(\.kind) == [.captiveDependency, .captiveDependency])
        #expect(
            problems.map { $0.path.map(\.description) } == [
                ["Badge", "Session"], ["Counter", "ValueService", "Session"],
            ])
    }

    @Test("a singleton may hold transient and weak services")
    func singletonHoldingTransientOrWeakIsFine() {
        let container = Container()
        container.register(Session.self, scope: .weak) { _ in Session() }
        container.register((any Clock).self) { _ in SystemClock() }
        container.register(Counter.self, scope: .singleton) { r in
            _ = try r.resolve(Session.self)
            _ = try r.resolve((any Clock).self)
            return Counter()
        }

        #expect(container.validationProblems().isEmpty)
    }

    @Test("a factory that throws while observed is reported with its error")
    func factoryFailed() {
        let container = Container()
        container.register((any Clock).self) { _ in throw FactoryFailure() }

        let problems = container.validationProblems()

        #expect(problems.map(\.kind) == [.factoryFailed])
        #expect(problems.first?.underlying as? FactoryFailure == FactoryFailure())
        #expect(problems.first?.description.contains("database locked") == true)
    }

    @Test("a weak registration of a value type is reported, known from its type or from the observed instance")
    func weakValueType() {
        let container = Container()
        container.autoregister(ValueService.self, scope: .weak) { ValueService(id: 1) }
        container.register((any LogSink).self, scope: .weak) { _ in NamedSink(label: "value") }

        let problems = container.validationProblems()

        #expect(problems.map(\.kind) == [.unsupportedLifetime, .unsupportedLifetime])
        #expect(problems.map { $0.path.map(\.description) } == [["ValueService"], ["LogSink"]])
    }

    @Test("an alias whose instance does not conform to the exposed type is a type mismatch")
    func aliasTypeMismatch() {
        let container = Container()
        container.register((any FeedLoader).self) { _ in LocalFeedLoader() }.implements((any HTTPClient).self)

        let problems = container.validationProblems()

        #expect(problems.map(\.kind) == [.typeMismatch])
        #expect(problems.first?.path.map(\.description) == ["HTTPClient"])
    }

    @Test("a synchronous factory depending on an async transient is reported; on an async singleton it is not")
    func asyncDependencies() {
        let container = Container()
        container.register(CacheLocation.self) { _ async in CacheLocation(url: feedURL) }
        container.register((any FeedStore).self, scope: .singleton, dependsOn: []) { _ async throws in
            try await SQLiteFeedStore.open(at: feedURL)
        }
        container.register(FeedService.self) { r in
            _ = try r.resolve((any FeedStore).self)
            return FeedService(client: URLSessionHTTPClient(), clock: SystemClock())
        }
        container.register(Session.self, dependsOn: [.init(CacheLocation.self)]) { _ in Session() }

        let problems = container.validationProblems()

        #expect(problems.map(\.kind) == [.asyncDependency])
        #expect(problems.first?.path.map(\.description) == ["Session", "CacheLocation"])
    }

    @Test("a nonisolated factory depending on a main-actor service is reported")
    func mainActorDependency() {
        let container = Container()
        container.registerMainActor(MainFeedViewModel.self) { _ in MainFeedViewModel(loader: LocalFeedLoader()) }
        container.register(Session.self, dependsOn: [.init(MainFeedViewModel.self)]) { _ in Session() }

        #expect(container.validationProblems().map(\.kind) == [.mainActorDependency])
    }

    @Test("several problems are all reported, one line each")
    func severalProblemsAtOnce() {
        let container = Container()
        container.autoregister(CycleA.self, initializer: CycleA.init)
        container.autoregister(CycleB.self, initializer: CycleB.init)
        container.autoregister(NeedsLogger.self, initializer: NeedsLogger.init)
        container.register((any Clock).self) { _ in throw FactoryFailure() }
        container.register(Session.self, scope: .scoped) { _ in Session() }
        container.register(Badge.self, scope: .singleton) { r in Badge(session: try r.resolve()) }

        let error = #expect(throws: ValidationError.self) { try container.validate() }

        #expect(
            error?.problems.map(\.kind) == [
                .missingDependency, .circularDependency, .captiveDependency, .factoryFailed,
            ])
        #expect(error?.description.split(separator: "\n").count == 4)
    }
}
