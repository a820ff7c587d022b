import DI
import Testing

@Suite("Lazy and Provider")
struct LazyProviderTests {
    // Swinject `Lazy` / Factory `LazyInjected` tests: created on first use, then kept.
    @Test("a Lazy resolved from a factory creates its service on the first instance call and keeps it")
    func lazyCreatesOnceOnFirstUse() throws {
        let made = Counter()
        let container = Container()
        container.register(Session.self) { _ in
            made.increment()
            return Session()
        }
        container.register(LazyHolder.self) { r in LazyHolder(session: try r.resolve(Lazy<Session>.self)) }

        let holder = try container.resolve(LazyHolder.self)
        #expect(made.count == 0)
        let first = try holder.session.instance

        #expect(try holder.session.instance === first)
        #expect(made.count == 1)
    }

    // Swinject `Provider` tests: a new resolution on each call.
    @Test("a Provider resolves anew on each instance call, with the registration's lifetime")
    func providerResolvesEachTime() throws {
        let container = Container()
        container.register(Session.self) { _ in Session() }
        container.register(Session.self, name: "shared", scope: .singleton) { _ in Session() }

        let sessions = try container.resolve(Provider<Session>.self)
        let shared = try container.resolve(Provider<Session>.self, name: "shared")

        #expect(try sessions.instance !== sessions.instance)
        #expect(try shared.instance === shared.instance)
    }

    @Test("a Lazy from a scope resolves the scope's instances, by name")
    func lazyResolvesFromItsScope() throws {
        let container = Container()
        container.register(Session.self, name: "user", scope: .scoped) { _ in Session() }
        let scope = container.makeScope()

        let lazy = try scope.resolve(Lazy<Session>.self, name: "user")

        #expect(try lazy.instance === scope.resolve(Session.self, name: "user"))
    }

    @Test("a Lazy of an unregistered service fails when resolved, naming the missing service")
    func lazyOfMissingService() {
        let container = Container()

        let error = #expect(throws: ResolutionError.self) { try container.resolve(Lazy<Session>.self) }

        #expect(error?.kind == .missingRegistration)
        #expect(error?.path.map(\.description) == ["Lazy<Session>", "Session"])
    }

    @Test("a Lazy breaks a cycle between two constructors")
    func lazyBreaksCycle() throws {
        let container = Container()
        container.register(Node.self, scope: .singleton) { r in Node(peer: try r.resolve(Lazy<Peer>.self)) }
        container.register(Peer.self, scope: .singleton) { r in Peer(node: try r.resolve(Node.self)) }

        let node = try container.resolve(Node.self)

        #expect(try node.peer.instance.node === node)
        #expect(container.validationProblems().isEmpty)
    }
}

private final class LazyHolder: Sendable {
    let session: Lazy<Session>

    init(session: Lazy<Session>) {
        self.session = session
    }
}

private final class Node: Sendable {
    let peer: Lazy<Peer>

    init(peer: Lazy<Peer>) {
        self.peer = peer
    }
}

private final class Peer: Sendable {
    let node: Node

    init(node: Node) {
        self.node = node
    }
}
