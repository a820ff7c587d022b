import DI
import Testing

@Suite("autoregister with an argument for each arity")
struct DeclaredArgumentArityTests {
    @Test("each parameter is resolved with the argument and recorded with its type, in order", arguments: 0...7)
    func resolvesEachParameterWithTheArgument(arity: Int) throws {
        let container = makeSUT()

        register(arity: arity, in: container)
        let assembled = try container.resolve(Assembled.self, argument: 10)

        #expect(assembled.argument == 10)
        #expect(assembled.parts == Array([10, 20, 30, 40, 50, 60, 70].prefix(arity)))
        let description = container.registrations.first {
            $0.key == ServiceKey(Assembled.self, argumentType: Int.self)
        }
        #expect(description?.dependencies == Array(Self.partKeys.prefix(arity)))
    }

    // MARK: - Helpers

    private static let partKeys = [
        ServiceKey(Part1.self, argumentType: Int.self), ServiceKey(Part2.self, argumentType: Int.self),
        ServiceKey(Part3.self, argumentType: Int.self), ServiceKey(Part4.self, argumentType: Int.self),
        ServiceKey(Part5.self, argumentType: Int.self), ServiceKey(Part6.self, argumentType: Int.self),
        ServiceKey(Part7.self, argumentType: Int.self),
    ]

    private func makeSUT() -> Container {
        let container = Container()
        container.register(Part1.self) { (_: Resolver, argument: Int) in Part1(value: argument * 1) }
        container.register(Part2.self) { (_: Resolver, argument: Int) in Part2(value: argument * 2) }
        container.register(Part3.self) { (_: Resolver, argument: Int) in Part3(value: argument * 3) }
        container.register(Part4.self) { (_: Resolver, argument: Int) in Part4(value: argument * 4) }
        container.register(Part5.self) { (_: Resolver, argument: Int) in Part5(value: argument * 5) }
        container.register(Part6.self) { (_: Resolver, argument: Int) in Part6(value: argument * 6) }
        container.register(Part7.self) { (_: Resolver, argument: Int) in Part7(value: argument * 7) }
        return container
    }

    private func register(arity: Int, in container: Container) {
        switch arity {
        case 0: container.autoregister(Assembled.self, argument: Int.self, initializer: Assembled.zero)
        case 1: container.autoregister(Assembled.self, argument: Int.self, initializer: Assembled.one)
        case 2: container.autoregister(Assembled.self, argument: Int.self, initializer: Assembled.two)
        case 3: container.autoregister(Assembled.self, argument: Int.self, initializer: Assembled.three)
        case 4: container.autoregister(Assembled.self, argument: Int.self, initializer: Assembled.four)
        case 5: container.autoregister(Assembled.self, argument: Int.self, initializer: Assembled.five)
        case 6: container.autoregister(Assembled.self, argument: Int.self, initializer: Assembled.six)
        default: container.autoregister(Assembled.self, argument: Int.self, initializer: Assembled.seven)
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

/// Made from its argument and the values of the parts its initializer takes, in parameter order.
private final class Assembled: Sendable {
    let argument: Int
    let parts: [Int]

    init(argument: Int, parts: [Int]) {
        self.argument = argument
        self.parts = parts
    }

    static func zero(_ argument: Int) -> Assembled {
        Assembled(argument: argument, parts: [])
    }

    static func one(_ argument: Int, _ a: WithArgument<Part1>) -> Assembled {
        Assembled(argument: argument, parts: [a.value.value])
    }

    static func two(_ argument: Int, _ a: WithArgument<Part1>, _ b: WithArgument<Part2>) -> Assembled {
        Assembled(argument: argument, parts: [a.value.value, b.value.value])
    }

    static func three(_ argument: Int, _ a: WithArgument<Part1>, _ b: WithArgument<Part2>, _ c: WithArgument<Part3>)
        -> Assembled
    {
        Assembled(argument: argument, parts: [a.value.value, b.value.value, c.value.value])
    }

    static func four(
        _ argument: Int, _ a: WithArgument<Part1>, _ b: WithArgument<Part2>, _ c: WithArgument<Part3>,
        _ d: WithArgument<Part4>
    ) -> Assembled {
        Assembled(argument: argument, parts: [a.value.value, b.value.value, c.value.value, d.value.value])
    }

    static func five(
        _ argument: Int, _ a: WithArgument<Part1>, _ b: WithArgument<Part2>, _ c: WithArgument<Part3>,
        _ d: WithArgument<Part4>, _ e: WithArgument<Part5>
    ) -> Assembled {
        Assembled(
            argument: argument, parts: [a.value.value, b.value.value, c.value.value, d.value.value, e.value.value])
    }

    static func six(
        _ argument: Int, _ a: WithArgument<Part1>, _ b: WithArgument<Part2>, _ c: WithArgument<Part3>,
        _ d: WithArgument<Part4>, _ e: WithArgument<Part5>, _ f: WithArgument<Part6>
    ) -> Assembled {
        Assembled(
            argument: argument,
            parts: [a.value.value, b.value.value, c.value.value, d.value.value, e.value.value, f.value.value])
    }

    static func seven(
        _ argument: Int, _ a: WithArgument<Part1>, _ b: WithArgument<Part2>, _ c: WithArgument<Part3>,
        _ d: WithArgument<Part4>, _ e: WithArgument<Part5>, _ f: WithArgument<Part6>, _ g: WithArgument<Part7>
    ) -> Assembled {
        Assembled(
            argument: argument,
            parts: [
                a.value.value, b.value.value, c.value.value, d.value.value, e.value.value, f.value.value, g.value.value,
            ])
    }
}
