import DI
import Testing

@Suite("Lazy and Provider in validation and the graph")
struct DeferredEdgeTests {
    @Test("an observed factory's Lazy and Provider are edges of their own kind in the exported graph")
    func observedEdgesInGraph() {
        let container = Container()
        container.register(Session.self) { _ in Session() }
        container.register(Badge.self) { _ in Badge(session: Session()) }
        container.register(Holder.self) { r in
            _ = try r.resolve(Lazy<Session>.self)
            _ = try r.resolve(Provider<Badge>.self)
            return Holder(session: Session())
        }

        let dot = container.graph(format: .dot)
        let json = container.graph(format: .json)

        #expect(dot.contains("[style=dashed, label=\"lazy\"]"))
        #expect(dot.contains("[style=dashed, label=\"provider\"]"))
        #expect(json.contains("\"kind\":\"lazy\"") && json.contains("\"kind\":\"provider\""))
        #expect(container.graph(format: .mermaid).contains("-. lazy .->"))
        #expect(container.dependencyTree().contains("(lazy)"))
    }

    @Test("a declared Lazy counts as a deferred edge: a missing target is reported, a cycle through it is not")
    func declaredLazyEdges() {
        let container = Container()
        container.register(Holder.self, dependsOn: [.init(Lazy<Session>.self)]) { _ in Holder(session: Session()) }
        container.register(Session.self, dependsOn: [.init(Holder.self)]) { _ in Session() }
        container.register(Badge.self, dependsOn: [.init(Provider<FeedService>.self)]) { _ in Badge(session: Session())
        }

        let problems = container.validationProblems()

        #expect(problems.map(\.kind) == [.missingDependency])
        #expect(problems.first?.path.map(\.description) == ["Badge", "FeedService"])
    }
}

private final class Holder: Sendable {
    let session: Session

    init(session: Session) {
        self.session = session
    }
}
