import DI
import Testing

@Suite("Collections")
struct CollectionTests {
    // MEDI `ResolvesDifferentInstancesForServiceWhenResolvingEnumerable`: every registration of a key is kept.
    @Test("resolveAll returns every registration, a name registered twice included, in registration order")
    func registrationOrder() throws {
        let container = Container()
        container.register((any LogSink).self, name: "file") { _ in NamedSink(label: "file") }
        container.register((any LogSink).self) { _ in NamedSink(label: "console") }
        container.register((any LogSink).self, name: "remote") { _ in NamedSink(label: "remote") }
        container.register((any LogSink).self, name: "file") { _ in NamedSink(label: "file v2") }
        container.register((any LogSink).self, name: "other") { (_: Resolver, label: String) in NamedSink(label: label)
        }

        let sinks = try container.resolveAll((any LogSink).self)

        #expect(sinks.map(\.label) == ["file", "console", "remote", "file v2"])
        #expect(try container.resolve((any LogSink).self, name: "file").label == "file v2")
    }

    @Test("resolveAll is empty when nothing is registered")
    func emptyWhenNothingRegistered() throws {
        #expect(try Container().resolveAll((any LogSink).self).isEmpty)
    }

    @Test("a child's collection holds the parent's names first, with the child's overrides in place")
    func childContainer() throws {
        let parent = Container()
        parent.register((any LogSink).self, name: "a") { _ in NamedSink(label: "parent a") }
        parent.register((any LogSink).self, name: "b") { _ in NamedSink(label: "parent b") }
        let child = parent.makeChild()
        child.register((any LogSink).self, name: "c") { _ in NamedSink(label: "child c") }
        child.register((any LogSink).self, name: "a") { _ in NamedSink(label: "child a") }

        #expect(try child.resolveAll((any LogSink).self).map(\.label) == ["child a", "parent b", "child c"])
        #expect(try parent.resolveAll((any LogSink).self).map(\.label) == ["parent a", "parent b"])
    }

    @Test("a factory resolves a collection, and decorators apply to its elements")
    func fromFactoryWithDecorators() throws {
        let container = Container()
        container.register((any LogSink).self, name: "a") { _ in NamedSink(label: "a") }
        container.register((any LogSink).self, name: "b") { _ in NamedSink(label: "b") }
        container.decorate((any LogSink).self, name: "b") { _, inner in NamedSink(label: inner.label + "+") }
        container.register([String].self) { r in try r.resolveAll((any LogSink).self).map(\.label) }

        #expect(try container.resolve([String].self) == ["a", "b+"])
        #expect(container.validationProblems().isEmpty)
    }

    @Test("a failing element fails the collection with its path")
    func failingElement() {
        let container = Container()
        container.register((any LogSink).self, name: "a") { _ in throw FactoryFailure() }

        let error = #expect(throws: ResolutionError.self) { try container.resolveAll((any LogSink).self) }

        #expect(error?.kind == .factoryFailed)
        #expect(error?.path.map(\.description) == ["LogSink(a)"])
    }
}
