import DI
import Foundation
import Testing

/// Building a container runs none of its factories; validation runs only the closures that declare nothing, and
/// names the ones it cannot run.
@Suite("Building runs nothing; validation runs only undeclared closures and names what it cannot check")
struct BuildRunsNothingTests {
    @Test("build and buildTest run no factory, closures and declared forms alike")
    func buildRunsNoFactory() throws {
        let log = RunLog()
        let assembler = Assembler([LoggedAssembly(log: log)])

        _ = try assembler.build()
        _ = try assembler.buildTest(overrides: [LoggedOverride(log: log)])

        #expect(log.runs.isEmpty)
    }

    @Test("build still reports a declared dependency nobody registers, with its path")
    func buildReportsDeclaredMissing() {
        let assembler = Assembler([MissingLoggerAssembly()])

        let error = #expect(throws: ValidationError.self) { try assembler.build() }

        #expect(error?.problems.map(\.kind) == [.missingDependency])
        #expect(error?.problems.first?.path.map(\.description) == ["NeedsLogger", "Logger"])
    }

    @Test("validate observes undeclared closures but never runs an auto-wired or dependsOn factory")
    func validateRunsOnlyUndeclaredClosures() throws {
        let log = RunLog()
        let container = try Assembler([LoggedAssembly(log: log)]).build()

        try container.validate()

        #expect(log.runs == ["closure client"])
    }

    @Test("a closure stopped at a declared factory is not run past it, and the missing key it needs is reported")
    func closureNeedingDeclaredFactory() {
        let log = RunLog()
        let container = Container()
        container.register(Session.self, dependsOn: [.init((any Logger).self)]) { r in
            log.ran("declared session")
            _ = try r.resolve((any Logger).self)
            return Session()
        }
        container.register(Badge.self) { r in
            log.ran("badge")
            return Badge(session: try r.resolve(Session.self))
        }

        let problems = container.validationProblems()

        #expect(log.runs == ["badge"])
        #expect(problems.map(\.kind) == [.missingDependency])
        #expect(problems.first?.path.map(\.description) == ["Badge", "Session", "Logger"])
    }

    @Test("closures validation cannot run are reported as not checked, by key, in the report and the error")
    func unobservableClosuresAreNamed() throws {
        let container = Container()
        container.register(Session.self) { _ async in Session() }
        container.registerMainActor(MainFeedViewModel.self) { _ in MainFeedViewModel(loader: LocalFeedLoader()) }
        container.register((any FeedLoader).self) { (_: Resolver, _: URL) in LocalFeedLoader() }
        container.register((any Clock).self, dependsOn: []) { _ in SystemClock() }
        container.register(Counter.self) { _ in Counter() }

        let report = try container.validate()
        container.autoregister(NeedsLogger.self, initializer: NeedsLogger.init)
        let error = #expect(throws: ValidationError.self) { try container.validate() }

        let expected = ["Session", "MainFeedViewModel", "FeedLoader(argument: URL)"]
        #expect(report.notChecked.map(\.description) == expected)
        #expect(report.description.contains("3 registrations not checked"))
        #expect(error?.notChecked.map(\.description) == expected)
        #expect(error?.description.contains("FeedLoader(argument: URL)") == true)
    }

    @Test("each registration's description says whether validation checks it without running it")
    func descriptionsSayHowTheyAreChecked() {
        let container = Container()
        container.autoregister(NeedsLogger.self, initializer: NeedsLogger.init)
        container.register((any Logger).self, dependsOn: []) { _ in ConsoleLogger() }
        container.register(Session.self) { _ in Session() }
        container.register(Counter.self) { _ async in Counter() }
        container.register(Badge.self, instance: Badge(session: Session()))

        let coverage = Dictionary(
            uniqueKeysWithValues: container.registrations.map { ($0.key.description, $0.validation) })
        let checkable = container.registrations.filter(\.isCheckableWithoutRunning).map(\.key.description)

        #expect(
            coverage == [
                "NeedsLogger": .declared, "Logger": .declared, "Session": .observed, "Counter": .notChecked,
                "Badge": .declared,
            ])
        #expect(checkable == ["NeedsLogger", "Logger", "Badge"])
    }
}

// MARK: - Helpers

private struct LoggedAssembly: ServiceAssembly {
    let log: RunLog

    func assemble(container: Container) {
        let log = log
        container.register((any HTTPClient).self, scope: .singleton) { _ in
            log.ran("closure client")
            return URLSessionHTTPClient()
        }
        container.register((any Clock).self, scope: .singleton, dependsOn: []) { _ in
            log.ran("declared clock")
            return SystemClock()
        }
        container.autoregister(FeedService.self, scope: .singleton) { (client: any HTTPClient, clock: any Clock) in
            log.ran("auto-wired service")
            return FeedService(client: client, clock: clock)
        }
    }
}

private struct LoggedOverride: ServiceAssembly {
    let log: RunLog

    func assemble(container: Container) {
        let log = log
        container.register((any HTTPClient).self) { _ in
            log.ran("override")
            return HTTPClientStub()
        }
    }
}

private struct MissingLoggerAssembly: ServiceAssembly {
    func assemble(container: Container) {
        container.autoregister(NeedsLogger.self, initializer: NeedsLogger.init)
    }
}
