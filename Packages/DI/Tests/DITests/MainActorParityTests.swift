import DI
import Testing

/// Main-actor services have what the others have: every lifetime, aliases, a declared form, disposal.
@MainActor
@Suite("Main-actor services on a par: lifetimes, implements, declared form, disposal, release")
struct MainActorParityTests {
    @Test("each lifetime keeps main-actor instances as it keeps the others", arguments: Lifetime.allCases)
    func lifetimes(_ lifetime: Lifetime) throws {
        let container = Container()
        container.registerMainActor(ScreenModel.self, scope: lifetime) { _ in ScreenModel() }
        container.registerMainActor(ScreenPair.self) { r in
            ScreenPair(first: try r.resolveMainActor(), second: try r.resolveMainActor())
        }
        let scope = container.makeScope()
        let other = container.makeScope()

        let pair = try scope.resolveMainActor(ScreenPair.self)
        let again = try scope.resolveMainActor(ScreenModel.self)
        let fromOther = try other.resolveMainActor(ScreenModel.self)

        let sharedInGraph = lifetime != .transient
        let sharedInScope = lifetime == .singleton || lifetime == .scoped || lifetime == .weak
        #expect((pair.first === pair.second) == sharedInGraph)
        #expect((again === pair.first) == sharedInScope)
        #expect((fromOther === again) == (lifetime == .singleton || lifetime == .weak))
    }

    @Test("a scoped main-actor service outside a scope is an error with the path")
    func scopedOutsideScope() {
        let container = Container()
        container.registerMainActor(ScreenModel.self, scope: .scoped) { _ in ScreenModel() }

        let error = #expect(throws: ResolutionError.self) { try container.resolveMainActor(ScreenModel.self) }

        #expect(error?.kind == .scopedOutsideScope)
        #expect(error?.path.map(\.description) == ["ScreenModel"])
    }

    @Test("implements exposes a main-actor registration under another type, sharing its instance")
    func implementsWorks() throws {
        let container = Container()
        let registration = container.registerMainActor(ScreenModel.self, scope: .singleton) { _ in ScreenModel() }
            .implements((any Screen).self)

        let model = try container.resolveMainActor(ScreenModel.self)
        let screen = try container.resolveMainActor((any Screen).self)
        let nonisolated = #expect(throws: ResolutionError.self) { try container.resolve((any Screen).self) }

        #expect(registration.key.description == "ScreenModel")
        #expect(screen as AnyObject === model)
        #expect(nonisolated?.kind == .mainActorOnly)
    }

    @Test("the declared form resolves its parameters, main-actor ones included, and is checked without running")
    func declaredForm() throws {
        let log = RunLog()
        let container = Container()
        container.registerMainActor(ScreenModel.self, scope: .singleton) { _ in ScreenModel() }
        container.register(Session.self) { _ in Session() }
        container.autoregisterMainActor(Dashboard.self) { (model: ScreenModel, session: Session) in
            log.ran("dashboard")
            return Dashboard(model: model, session: session)
        }
        let broken = Container()
        broken.autoregisterMainActor(Dashboard.self, initializer: Dashboard.init)

        let report = try container.validate()
        let problems = broken.validationProblems()
        let dashboard = try container.resolveMainActor(Dashboard.self)

        #expect(report.notChecked.map(\.description) == ["ScreenModel"])
        #expect(problems.map(\.kind) == [.missingDependency, .missingDependency])
        #expect(
            problems.map { $0.path.map(\.description) } == [["Dashboard", "ScreenModel"], ["Dashboard", "Session"]])
        #expect(try dashboard.model === container.resolveMainActor(ScreenModel.self))
        #expect(log.runs == ["dashboard"])
        #expect(container.registrations.first { $0.key.description == "Dashboard" }?.validation == .declared)
    }

    @Test("shutdown disposes main-actor singletons with the others, newest first")
    func shutdownDisposesMainActorSingletons() async throws {
        let log = DisposalLog()
        let container = Container()
        container.register(DisposableResource.self, scope: .singleton) { _ in
            DisposableResource(name: "store", log: log)
        }
        container.registerMainActor(DisposableScreen.self, scope: .singleton) { _ in
            DisposableScreen(name: "screen", log: log)
        }

        _ = try container.resolve(DisposableResource.self)
        _ = try container.resolveMainActor(DisposableScreen.self)
        await container.shutdown()

        #expect(log.disposed == ["screen", "store"])
    }

    @Test("closing a scope disposes its main-actor instances with the others, newest first")
    func closeDisposesScopedMainActorInstances() async throws {
        let log = DisposalLog()
        let container = Container()
        container.registerMainActor(DisposableScreen.self, scope: .scoped) { _ in
            DisposableScreen(name: "screen", log: log)
        }
        container.register(DisposableResource.self, scope: .scoped) { _ in
            DisposableResource(name: "request", log: log)
        }
        let scope = container.makeScope()

        _ = try scope.resolveMainActor(DisposableScreen.self)
        _ = try scope.resolve(DisposableResource.self)
        await scope.close()

        #expect(log.disposed == ["request", "screen"])
    }

    @Test("releasing a main-actor singleton has taken effect when the call returns")
    func releaseTakesEffectAtOnce() throws {
        let container = Container()
        container.registerMainActor(ScreenModel.self, scope: .singleton) { _ in ScreenModel() }
        let first = try container.resolveMainActor(ScreenModel.self)

        container.releaseInstances(of: ScreenModel.self)
        let second = try container.resolveMainActor(ScreenModel.self)
        container.releaseInstances(of: .singleton)
        let third = try container.resolveMainActor(ScreenModel.self)

        #expect(first !== second)
        #expect(second !== third)
    }
}

// MARK: - Helpers

@MainActor
protocol Screen: AnyObject {}

@MainActor
final class ScreenModel: Screen {
    init() {
        MainActor.assertIsolated()
    }
}

@MainActor
final class ScreenPair {
    let first: ScreenModel
    let second: ScreenModel

    init(first: ScreenModel, second: ScreenModel) {
        self.first = first
        self.second = second
    }
}

@MainActor
final class Dashboard {
    let model: ScreenModel
    let session: Session

    init(model: ScreenModel, session: Session) {
        self.model = model
        self.session = session
    }
}

@MainActor
final class DisposableScreen: Disposable {
    let name: String
    let log: DisposalLog

    init(name: String, log: DisposalLog) {
        self.name = name
        self.log = log
    }

    func dispose() async {
        log.append(name)
    }
}
