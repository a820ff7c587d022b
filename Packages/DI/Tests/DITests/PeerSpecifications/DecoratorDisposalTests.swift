import DI
import Testing

@Suite("Decorator and decorated are both disposed")
struct DecoratorDisposalTests {
    // Autofac `DecoratorAndDecoratedBothDisposedWhenSingleInstance`.
    @Test("shutdown disposes a singleton's decorator and the instance it wraps, outermost first, each once")
    func singletonLayersDisposed() async throws {
        let log = DisposalLog()
        let container = makeSUT(.singleton, log: log)
        _ = try container.resolve((any Store).self)

        await container.shutdown()

        #expect(log.disposed == ["cached(logged(disk))", "logged(disk)", "disk"])
    }

    // Autofac `DecoratorAndDecoratedBothDisposedWhenInstancePerLifetimeScope`.
    @Test("closing a scope disposes a scoped service's decorator and the instance it wraps, outermost first")
    func scopedLayersDisposed() async throws {
        let log = DisposalLog()
        let container = makeSUT(.scoped, log: log)
        let scope = container.makeScope()
        _ = try scope.resolve((any Store).self)

        await scope.close()

        #expect(log.disposed == ["cached(logged(disk))", "logged(disk)", "disk"])
    }

    @Test("a decorator that hands out the instance it was given is disposed once")
    func passThroughDecoratorDisposedOnce() async throws {
        let log = DisposalLog()
        let container = Container()
        container.register((any Store).self, scope: .singleton) { _ in LayeredStore(name: "disk", log: log) }
        container.decorate((any Store).self) { _, inner in inner }
        _ = try container.resolve((any Store).self)

        await container.shutdown()

        #expect(log.disposed == ["disk"])
    }

    private func makeSUT(_ lifetime: Lifetime, log: DisposalLog) -> Container {
        let container = Container()
        container.register((any Store).self, scope: lifetime) { _ in LayeredStore(name: "disk", log: log) }
        container.decorate((any Store).self) { _, inner in LayeredStore(name: "logged(\(inner.name))", log: log) }
        container.decorate((any Store).self) { _, inner in LayeredStore(name: "cached(\(inner.name))", log: log) }
        return container
    }
}

protocol Store: AnyObject, Disposable {
    var name: String { get }
}

/// A store that records its disposal under its name.
final class LayeredStore: Store {
    let name: String
    private let log: DisposalLog

    init(name: String, log: DisposalLog) {
        self.name = name
        self.log = log
    }

    func dispose() async {
        log.append(name)
    }
}
