import DI
import Testing

@Suite("Collections keep every registration of a key")
struct CollectionRegistrationTests {
    // MEDI `ResolvesDifferentInstancesForServiceWhenResolvingEnumerable`.
    @Test("registering a key again adds: resolve returns the newest, resolveAll every one in order")
    func registeringAgainAdds() throws {
        let container = Container()
        let secondMade = Counter()
        container.register((any LogSink).self) { _ in NamedSink(label: "first") }
        container.register((any LogSink).self, scope: .singleton) { _ in
            secondMade.increment()
            return NamedSink(label: "second")
        }
        container.register((any LogSink).self) { _ in NamedSink(label: "third") }

        #expect(try container.resolve((any LogSink).self).label == "third")
        #expect(try container.resolveAll((any LogSink).self).map(\.label) == ["first", "second", "third"])
        #expect(try container.resolveAll((any LogSink).self).count == 3)
        #expect(secondMade.count == 1)
    }

    // MEDI `ResolvesDifferentInstancesForServiceWhenResolvingEnumerable`, with a child container.
    @Test("a child registering a key hides every parent registration of it, for resolve and resolveAll")
    func childShadowsParentCollection() throws {
        let parent = Container()
        parent.register((any LogSink).self) { _ in NamedSink(label: "parent 1") }
        parent.register((any LogSink).self, name: "other") { _ in NamedSink(label: "parent other") }
        parent.register((any LogSink).self) { _ in NamedSink(label: "parent 2") }
        let child = parent.makeChild()
        child.register((any LogSink).self) { _ in NamedSink(label: "child 1") }
        child.register((any LogSink).self) { _ in NamedSink(label: "child 2") }

        #expect(try child.resolve((any LogSink).self).label == "child 2")
        #expect(try child.resolveAll((any LogSink).self).map(\.label) == ["child 1", "child 2", "parent other"])
        #expect(try parent.resolveAll((any LogSink).self).map(\.label) == ["parent 1", "parent other", "parent 2"])
    }

    @Test("a decorator wraps every registration of its key, earlier ones included")
    func decoratorWrapsWholeCollection() throws {
        let container = Container()
        container.register((any LogSink).self) { _ in NamedSink(label: "a") }
        container.register((any LogSink).self) { _ in NamedSink(label: "b") }

        container.decorate((any LogSink).self) { _, inner in NamedSink(label: inner.label + "+") }

        #expect(try container.resolveAll((any LogSink).self).map(\.label) == ["a+", "b+"])
    }

    @Test("releasing singletons releases the earlier registrations' too")
    func releaseCoversCollection() throws {
        let container = Container()
        let made = Counter()
        for label in ["a", "b"] {
            container.register((any LogSink).self, scope: .singleton) { _ in
                made.increment()
                return NamedSink(label: label)
            }
        }
        _ = try container.resolveAll((any LogSink).self)

        container.releaseInstances(of: .singleton)
        _ = try container.resolveAll((any LogSink).self)

        #expect(made.count == 4)
    }
}
