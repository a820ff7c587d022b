import DI
import Testing

@Suite("Decorators across parent and child containers")
struct ChildDecoratorTests {
    // Autofac `DecoratorCanBeRegisteredInChildLifetimeScope`.
    @Test("a child's decorator wraps what the child resolves from the parent; the parent stays undecorated")
    func childDecoratesParentRegistration() throws {
        let log = DisposalLog()
        let parent = Container()
        parent.register((any Store).self) { _ in LayeredStore(name: "disk", log: log) }
        let child = parent.makeChild()

        child.decorate((any Store).self) { _, inner in LayeredStore(name: "logged(\(inner.name))", log: log) }

        #expect(try child.resolve((any Store).self).name == "logged(disk)")
        #expect(try parent.resolve((any Store).self).name == "disk")
        #expect(try child.makeChild().resolve((any Store).self).name == "logged(disk)")
        #expect(child.validationProblems().isEmpty)
    }

    // Autofac `DecoratorCanBeRegisteredInChildLifetimeScope`, with a shared instance.
    @Test("for a parent singleton the child caches and disposes its wrapper, the parent its instance")
    func childWrapsParentSingleton() async throws {
        let log = DisposalLog()
        let made = Counter()
        let parent = Container()
        parent.register((any Store).self, scope: .singleton) { _ in
            made.increment()
            return LayeredStore(name: "disk", log: log)
        }
        let child = parent.makeChild()
        child.decorate((any Store).self) { _, inner in LayeredStore(name: "logged(\(inner.name))", log: log) }

        let wrapped = try child.resolve((any Store).self)
        let original = try parent.resolve((any Store).self)

        #expect(try child.resolve((any Store).self) === wrapped)
        #expect(wrapped.name == "logged(disk)")
        #expect(original.name == "disk")
        #expect(made.count == 1)
        await child.shutdown()
        #expect(log.disposed == ["logged(disk)"])
        await parent.shutdown()
        #expect(log.disposed == ["logged(disk)", "disk"])
    }

    @Test("a parent's decorator applies to the registrations a child makes for that key")
    func parentDecoratorAppliesToChildRegistrations() throws {
        let log = DisposalLog()
        let parent = Container()
        parent.register((any Store).self) { _ in LayeredStore(name: "disk", log: log) }
        parent.decorate((any Store).self) { _, inner in LayeredStore(name: "logged(\(inner.name))", log: log) }
        let child = parent.makeChild()

        child.register((any Store).self) { _ in LayeredStore(name: "memory", log: log) }

        #expect(try child.resolve((any Store).self).name == "logged(memory)")
    }

    @Test("a decorator matching no registration anywhere in the chain is still reported")
    func orphanAcrossChain() {
        let child = Container().makeChild()

        child.decorate((any Store).self) { _, inner in inner }

        #expect(child.validationProblems().map(\.kind) == [.orphanDecorator])
    }
}
