import DI
import Testing

@Suite("Cycles")
struct CycleTests {
    @Test("a cycle of transients is reported with its path instead of overflowing the stack")
    func transientCycle() {
        let container = Container()
        container.register(NodeA.self) { r in NodeA(b: try r.resolve()) }
        container.register(NodeB.self) { r in NodeB(a: try r.resolve(NodeA.self)) }

        let error = #expect(throws: ResolutionError.self) { try container.resolve(NodeA.self) }

        #expect(error?.kind == .circularDependency)
        #expect(error?.path == [ServiceKey(NodeA.self), ServiceKey(NodeB.self), ServiceKey(NodeA.self)])
        #expect(error?.description.hasPrefix("NodeA → NodeB → NodeA: circular dependency") == true)
    }

    @Test("a cycle of singletons on one thread is reported at once, without deadlock")
    func singletonCycle() {
        let container = Container()
        container.register(NodeA.self, scope: .singleton) { r in NodeA(b: try r.resolve()) }
        container.register(NodeB.self, scope: .singleton) { r in NodeB(a: try r.resolve(NodeA.self)) }

        let error = #expect(throws: ResolutionError.self) { try container.resolve(NodeA.self) }

        #expect(error?.kind == .circularDependency)
        #expect(error?.path == [ServiceKey(NodeA.self), ServiceKey(NodeB.self), ServiceKey(NodeA.self)])
        #expect(
            error?.description
                == "NodeA → NodeB → NodeA: circular dependency: NodeA is needed while it is being created")
    }

    @Test("after a failed cycle the container still resolves once the cycle is broken")
    func recoversAfterCycle() throws {
        let container = Container()
        container.register(NodeA.self, scope: .singleton) { r in NodeA(b: try r.resolve()) }
        container.register(NodeB.self, scope: .singleton) { r in NodeB(a: try r.resolve(NodeA.self)) }
        _ = try? container.resolve(NodeA.self)

        container.register(NodeB.self, scope: .singleton) { _ in NodeB(a: nil) }

        #expect(try container.resolve(NodeA.self).b.a == nil)
    }

    @Test("a cycle entered from two threads at once is reported to both, never a hang")
    func crossThreadCycle() {
        let container = Container()
        let inA = OneShotGate()
        let inB = OneShotGate()
        container.register(NodeA.self, scope: .singleton) { r in
            inA.open()
            inB.wait()
            return NodeA(b: try r.resolve())
        }
        container.register(NodeB.self, scope: .singleton) { r in
            inB.open()
            inA.wait()
            return NodeB(a: try r.resolve(NodeA.self))
        }
        let errors = Collector<ResolutionError.Kind>()

        let finished = runOnThreads(2) { index in
            do {
                if index == 0 { _ = try container.resolve(NodeA.self) } else { _ = try container.resolve(NodeB.self) }
            } catch let error as ResolutionError {
                errors.append(error.kind)
            } catch {
                Issue.record(error)
            }
        }

        #expect(finished)
        #expect(errors.all == [.circularDependency, .circularDependency])
    }
}

private final class NodeA: Sendable {
    let b: NodeB

    init(b: NodeB) {
        self.b = b
    }
}

private final class NodeB: Sendable {
    let a: NodeA?

    init(a: NodeA?) {
        self.a = a
    }
}
