import DI
import Testing

@Suite("autoregister for each initializer arity")
struct AutoregisterArityTests {
    @Test("autoregister records each parameter type as a dependency, in order, and resolves each", arguments: 0...7)
    func recordsDependenciesInOrder(arity: Int) throws {
        let container = makeSUT()

        register(arity: arity, in: container)
        let assembled = try container.resolve(Assembled.self)

        #expect(assembled.parts == Array(1...7).prefix(arity).map { $0 })
        let description = try #require(container.registrations.first { $0.key == ServiceKey(Assembled.self) })
        #expect(description.dependencies == Array(Self.partKeys.prefix(arity)))
        #expect(description.concreteType == Assembled.self)
    }

    @Test("a fixed-arity autoregister keeps its name and lifetime")
    func keepsNameAndLifetime() throws {
        let container = makeSUT()

        container.autoregister(Assembled.self, name: "pair", scope: .singleton, initializer: Assembled.two)
        let first = try container.resolve(Assembled.self, name: "pair")
        let second = try container.resolve(Assembled.self, name: "pair")

        #expect(first === second)
        #expect(first.parts == [1, 2])
        #expect(!container.isRegistered(Assembled.self))
    }

    @Test("a fixed-arity autoregister resolves its parameters from the child that asks, picking up overrides")
    func resolvesFromTheAskingChild() throws {
        let parent = makeSUT()
        parent.autoregister(Assembled.self, initializer: Assembled.one)
        let child = parent.makeChild()
        child.register(Part1.self) { _ in Part1(value: 100) }

        let fromChild = try child.resolve(Assembled.self)
        let fromParent = try parent.resolve(Assembled.self)

        #expect(fromChild.parts == [100])
        #expect(fromParent.parts == [1])
    }

    @Test("a missing parameter fails with the path through the autoregistered service")
    func missingParameterNamesThePath() {
        let container = Container()
        container.autoregister(Assembled.self, initializer: Assembled.one)

        #expect {
            try container.resolve(Assembled.self)
        } throws: { error in
            let error = error as? ResolutionError
            return error?.kind == .missingRegistration
                && error?.path == [ServiceKey(Assembled.self), ServiceKey(Part1.self)]
        }
    }

    // MARK: - Helpers

    private static let partKeys = [
        ServiceKey(Part1.self), ServiceKey(Part2.self), ServiceKey(Part3.self), ServiceKey(Part4.self),
        ServiceKey(Part5.self), ServiceKey(Part6.self), ServiceKey(Part7.self),
    ]

    private func makeSUT() -> Container {
        let container = Container()
        container.register(Part1.self) { _ in Part1(value: 1) }
        container.register(Part2.self) { _ in Part2(value: 2) }
        container.register(Part3.self) { _ in Part3(value: 3) }
        container.register(Part4.self) { _ in Part4(value: 4) }
        container.register(Part5.self) { _ in Part5(value: 5) }
        container.register(Part6.self) { _ in Part6(value: 6) }
        container.register(Part7.self) { _ in Part7(value: 7) }
        return container
    }

    private func register(arity: Int, in container: Container) {
        switch arity {
        case 0: container.autoregister(Assembled.self, initializer: Assembled.zero)
        case 1: container.autoregister(Assembled.self, initializer: Assembled.one)
        case 2: container.autoregister(Assembled.self, initializer: Assembled.two)
        case 3: container.autoregister(Assembled.self, initializer: Assembled.three)
        case 4: container.autoregister(Assembled.self, initializer: Assembled.four)
        case 5: container.autoregister(Assembled.self, initializer: Assembled.five)
        case 6: container.autoregister(Assembled.self, initializer: Assembled.six)
        default: container.autoregister(Assembled.self, initializer: Assembled.seven)
        }
    }
}

private struct Part1: Sendable { let value: Int }
private struct Part2: Sendable { let value: Int }
private struct Part3: Sendable { let value: Int }
private struct Part4: Sendable { let value: Int }
private struct Part5: Sendable { let value: Int }
private struct Part6: Sendable { let value: Int }
private struct Part7: Sendable { let value: Int }

/// Made from the values of the parts its initializer takes, in parameter order.
private final class Assembled: Sendable {
    let parts: [Int]

    init(_ parts: [Int]) {
        self.parts = parts
    }

    static func zero() -> Assembled { Assembled([]) }

    static func one(_ a: Part1) -> Assembled { Assembled([a.value]) }

    static func two(_ a: Part1, _ b: Part2) -> Assembled { Assembled([a.value, b.value]) }

    static func three(_ a: Part1, _ b: Part2, _ c: Part3) -> Assembled { Assembled([a.value, b.value, c.value]) }

    static func four(_ a: Part1, _ b: Part2, _ c: Part3, _ d: Part4) -> Assembled {
        Assembled([a.value, b.value, c.value, d.value])
    }

    static func five(_ a: Part1, _ b: Part2, _ c: Part3, _ d: Part4, _ e: Part5) -> Assembled {
        Assembled([a.value, b.value, c.value, d.value, e.value])
    }

    static func six(_ a: Part1, _ b: Part2, _ c: Part3, _ d: Part4, _ e: Part5, _ f: Part6) -> Assembled {
        Assembled([a.value, b.value, c.value, d.value, e.value, f.value])
    }

    /// Seven parameters: more than the fixed-arity overloads take, so the variadic version registers it.
    static func seven(_ a: Part1, _ b: Part2, _ c: Part3, _ d: Part4, _ e: Part5, _ f: Part6, _ g: Part7)
        -> Assembled
    {
        Assembled([a.value, b.value, c.value, d.value, e.value, f.value, g.value])
    }
}
