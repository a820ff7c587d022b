import DI
import Testing

@Suite("Resolution trace")
struct TracingTests {
    @Test("each step is reported with its depth, lifetime and whether a factory ran, dependencies first")
    func reportsEachStep() throws {
        let events = Collector<ResolutionEvent>()
        let container = Container()
        container.register((any Clock).self, scope: .singleton) { _ in SystemClock() }
        container.register((any HTTPClient).self) { _ in HTTPClientStub() }
        container.autoregister(FeedService.self, initializer: FeedService.init)
        _ = try container.resolve((any Clock).self)

        container.traceResolutions { events.append($0) }
        _ = try container.resolve(FeedService.self)
        _ = try container.resolve((any Clock).self)

        let steps = events.all.map { "\($0.depth) \($0.key) \($0.lifetime) \($0.isCreated ? "created" : "reused")" }
        #expect(
            steps == [
                "1 HTTPClient .transient created", "1 Clock .singleton reused", "0 FeedService .transient created",
                "0 Clock .singleton reused",
            ])
        #expect(events.all.allSatisfy { $0.duration >= .zero })
    }

    @Test("a child container and a scope made from a traced container are traced; nil stops")
    func childrenScopesAndStop() throws {
        let events = Collector<ResolutionEvent>()
        let container = Container()
        container.register(Session.self, scope: .scoped) { _ in Session() }
        container.register(Session.self, name: "plain") { _ in Session() }
        container.traceResolutions { events.append($0) }

        _ = try container.makeScope().resolve(Session.self)
        _ = try container.makeChild().resolve(Session.self, name: "plain")
        container.traceResolutions(nil)
        _ = try container.makeScope().resolve(Session.self)
        _ = try container.resolve(Session.self, name: "plain")

        #expect(events.all.map { "\($0.key) \($0.lifetime)" } == ["Session .scoped", "Session(plain) .transient"])
    }

    @Test("the description is one indented line with the key, lifetime, outcome and milliseconds")
    func description() throws {
        let events = Collector<ResolutionEvent>()
        let container = Container()
        container.register(Session.self, scope: .singleton) { _ in Session() }
        container.register(Badge.self) { r in Badge(session: try r.resolve()) }
        container.traceResolutions { events.append($0) }

        _ = try container.resolve(Badge.self)

        #expect(events.all.first?.description.hasPrefix("  Session .singleton created ") == true)
        #expect(events.all.first?.description.hasSuffix(" ms") == true)
    }
}
