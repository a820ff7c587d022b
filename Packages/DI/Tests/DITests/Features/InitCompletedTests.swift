import DI
import Testing

@Suite("initCompleted")
struct InitCompletedTests {
    // Swinject `ContainerTests` "resolves circular dependency" with `.graph` and `initCompleted`.
    @Test("a graph parent and child point at each other once the outermost factory returned")
    func graphCycleClosedAfterInit() throws {
        let container = Container()
        container.register(Parent.self, scope: .graph) { r in Parent(child: try r.resolve(Child.self)) }
        container.register(Child.self, scope: .graph) { _ in Child() }
            .initCompleted { r, child in child.parent.set(try r.resolve(Parent.self)) }

        let parent = try container.resolve(Parent.self)

        #expect(parent.child.parent.value === parent)
    }

    // Swinject `ContainerTests` "calls initCompleted in the order instances are created".
    @Test("actions run after the outermost factory, in creation order, once per new instance")
    func actionsRunInCreationOrder() throws {
        let log = Collector<String>()
        let container = Container()
        container.register(Parent.self, scope: .graph) { r in
            let parent = Parent(child: try r.resolve(Child.self))
            log.append("parent made")
            return parent
        }
        .initCompleted { _, _ in log.append("parent completed") }
        container.register(Child.self, scope: .singleton) { _ in Child() }
            .initCompleted { _, _ in log.append("child completed") }

        _ = try container.resolve(Parent.self)
        _ = try container.resolve(Parent.self)

        #expect(
            log.all == ["parent made", "child completed", "parent completed", "parent made", "parent completed"])
    }

    @Test("a failing action fails the resolution")
    func failingAction() {
        let container = Container()
        container.register(Child.self) { _ in Child() }.initCompleted { _, _ in throw FactoryFailure() }

        let error = #expect(throws: ResolutionError.self) { try container.resolve(Child.self) }

        #expect(error?.underlying as? FactoryFailure == FactoryFailure())
    }

    @Test("validation accepts a cycle through an action and still reports one through initializers")
    func validationAndCycles() {
        let throughAction = Container()
        throughAction.register(Parent.self, scope: .graph) { r in Parent(child: try r.resolve(Child.self)) }
        throughAction.register(Child.self, scope: .graph) { _ in Child() }
            .initCompleted { r, child in child.parent.set(try r.resolve(Parent.self)) }
        let throughInit = Container()
        throughInit.register(Parent.self) { r in Parent(child: try r.resolve(Child.self)) }
        throughInit.register(Child.self) { r in
            _ = try r.resolve(Parent.self)
            return Child()
        }

        #expect(throughAction.validationProblems().isEmpty)
        #expect(throughInit.validationProblems().map(\.kind) == [.circularDependency])
    }
}

private final class Parent: Sendable {
    let child: Child

    init(child: Child) {
        self.child = child
    }
}

private final class Child: Sendable {
    let parent = Locked<Parent?>(nil)
}

extension Locked where Value == Parent? {
    fileprivate func set(_ parent: Parent) { withLock { $0 = parent } }
    fileprivate var value: Parent? { withLock { $0 } }
}
