import DI
import Foundation
import Testing

@Suite("Arguments: several, exposed under more types, cached per value")
struct ArgumentFeatureTests {
    // Swinject `ContainerTests` "resolves with 2 arguments", without a tuple.
    @Test("a factory with several arguments is resolved with the arguments in order")
    func severalArguments() throws {
        let container = Container()
        container.register(Cat.self) { (_: Resolver, name: String, sleeping: Bool) in
            Cat(name: name, sleeping: sleeping)
        }
        container.register(Cat.self) { (_: Resolver, name: String, sleeping: Bool, age: Int) in
            Cat(name: "\(name) (\(age))", sleeping: sleeping)
        }

        let cat = try container.resolve(Cat.self, arguments: "Mimi", true)
        let older = try container.makeScope().resolve(Cat.self, arguments: "Tom", false, 3)

        #expect(cat.name == "Mimi" && cat.sleeping)
        #expect(older.name == "Tom (3)" && !older.sleeping)
        let error = #expect(throws: ResolutionError.self) { try container.resolve(Cat.self, arguments: true, "Mimi") }
        #expect(error?.kind == .argumentMismatch)
    }

    // Swinject `.implements` on registrations with arguments.
    @Test("an argument registration is exposed under another type with the same argument")
    func argumentImplements() throws {
        let container = Container()
        container.register(LocalFeedLoader.self, scope: .singleton) { (_: Resolver, _: URL) in LocalFeedLoader() }
            .implements((any FeedLoader).self)
            .implements((any FeedCache).self)

        let loader = try container.resolve((any FeedLoader).self, argument: feedURL)
        let cache = try container.resolve((any FeedCache).self, argument: feedURL)

        #expect((loader as? LocalFeedLoader) === (cache as? LocalFeedLoader))
        #expect(try container.resolve(LocalFeedLoader.self, argument: feedURL) === loader as? LocalFeedLoader)
    }

    // Swinject asks for this ("argument-keyed singletons"); MEDI keyed services.
    @Test("a singleton argument registration keeps one instance per distinct argument value")
    func singletonPerArgument() async throws {
        let log = DisposalLog()
        let container = Container()
        container.register(DisposableResource.self, scope: .singleton) { (_: Resolver, url: URL) in
            DisposableResource(name: url.lastPathComponent, log: log)
        }

        let feed = try container.resolve(DisposableResource.self, argument: feedURL)
        let other = try container.resolve(DisposableResource.self, argument: otherURL)

        #expect(try container.resolve(DisposableResource.self, argument: feedURL) === feed)
        #expect(other !== feed)
        await container.shutdown()
        #expect(log.disposed.sorted() == ["feed", "other"])
    }

    @Test("releasing singletons releases the per-argument ones: the next resolution makes a new one")
    func releasePerArgument() throws {
        let container = Container()
        container.register(Session.self, scope: .singleton) { (_: Resolver, _: Int) in Session() }
        let session = try container.resolve(Session.self, argument: 1)

        container.releaseInstances(of: .singleton)

        #expect(try container.resolve(Session.self, argument: 1) !== session)
    }

    @Test("graph and scoped argument registrations cache per argument within their graph or scope")
    func graphAndScopedPerArgument() throws {
        let container = Container()
        container.register(Session.self, scope: .graph) { (_: Resolver, _: Int) in Session() }
        container.register(Session.self, name: "scoped", scope: .scoped) { (_: Resolver, _: Int) in Session() }
        container.register(Pair.self) { r in
            Pair(first: try r.resolve(Session.self, argument: 1), second: try r.resolve(Session.self, argument: 1))
        }
        let scope = container.makeScope()

        let pair = try container.resolve(Pair.self)
        let scoped = try scope.resolve(Session.self, name: "scoped", argument: 1)

        #expect(pair.first === pair.second)
        #expect(try container.resolve(Pair.self).first !== pair.first)
        #expect(try scope.resolve(Session.self, name: "scoped", argument: 1) === scoped)
        #expect(try scope.resolve(Session.self, name: "scoped", argument: 2) !== scoped)
        #expect(try container.makeScope().resolve(Session.self, name: "scoped", argument: 1) !== scoped)
    }

    @Test("a weak argument registration shares the instance while it is held, per argument")
    func weakPerArgument() throws {
        let container = Container()
        container.register(Session.self, scope: .weak) { (_: Resolver, _: String) in Session() }

        let held = try container.resolve(Session.self, argument: "a")

        #expect(try container.resolve(Session.self, argument: "a") === held)
        #expect(try container.resolve(Session.self, argument: "b") !== held)
    }
}

private struct Cat: Sendable {
    let name: String
    let sleeping: Bool
}

private final class Pair: Sendable {
    let first: Session
    let second: Session

    init(first: Session, second: Session) {
        self.first = first
        self.second = second
    }
}
