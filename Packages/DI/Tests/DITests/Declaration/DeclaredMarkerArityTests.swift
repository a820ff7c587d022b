import DI
import Testing

@Suite("autoregister for each arity with markers and plain parameters mixed")
struct DeclaredMarkerArityTests {
    @Test("each parameter, a Named marker or a plain one, receives its own key's instance, in order", arguments: 1...7)
    func fetchesNamedAndPlainParametersInOrder(arity: Int) throws {
        let container = makeSUT()

        registerWithoutArgument(arity: arity, in: container)
        let assembled = try container.resolve(Assembled.self)

        #expect(assembled.parts == Array([1, 20, 3, 40, 5, 60, 7].prefix(arity)))
        #expect(dependencies(of: ServiceKey(Assembled.self), in: container) == Array(Self.keys.prefix(arity)))
    }

    @Test(
        "each parameter, with the argument or not, named or not, receives its own key's instance, in order",
        arguments: 1...7)
    func fetchesArgumentAndPlainParametersInOrder(arity: Int) throws {
        let container = makeSUT()

        registerWithArgument(arity: arity, in: container)
        let assembled = try container.resolve(Assembled.self, argument: 2)

        #expect(assembled.parts == Array([1, 40, 300, 4, 100, 600, 7].prefix(arity)))
        #expect(
            dependencies(of: ServiceKey(Assembled.self, argumentType: Int.self), in: container)
                == Array(Self.argumentKeys.prefix(arity)))
    }

    // MARK: - Helpers

    private enum Tagged: NameTag { static let name: ServiceName = "tagged" }

    private static let keys = [
        ServiceKey(Part.self), ServiceKey(Part.self, name: "tagged"), ServiceKey(Part.self),
        ServiceKey(Part.self, name: "tagged"), ServiceKey(Part.self), ServiceKey(Part.self, name: "tagged"),
        ServiceKey(Part.self),
    ]

    private static let argumentKeys = [
        ServiceKey(Part.self), ServiceKey(Part.self, argumentType: Int.self),
        ServiceKey(Part.self, name: "tagged", argumentType: Int.self), ServiceKey(Part.self),
        ServiceKey(Part.self, argumentType: Int.self), ServiceKey(Part.self, name: "tagged", argumentType: Int.self),
        ServiceKey(Part.self),
    ]

    /// Each resolution of a part counts up, so each value tells which registration made it and in what order.
    private func makeSUT() -> Container {
        let container = Container()
        let count = Locked(0)
        let next: @Sendable () -> Int = {
            count.withLock { value in
                value += 1
                return value
            }
        }
        container.register(Part.self) { _ in Part(next()) }
        container.register(Part.self, name: "tagged") { _ in Part(next() * 10) }
        container.register(Part.self) { (_: Resolver, argument: Int) in Part(next() * 10 * argument) }
        container.register(Part.self, name: "tagged") { (_: Resolver, argument: Int) in Part(next() * 50 * argument) }
        return container
    }

    private func dependencies(of key: ServiceKey, in container: Container) -> [ServiceKey]? {
        container.registrations.first { $0.key == key }?.dependencies
    }

    private typealias Tag = Named<Part, Tagged>
    private typealias With = WithArgument<Part>
    private typealias TagWith = NamedWithArgument<Part, Tagged>

    private func registerWithoutArgument(arity: Int, in container: Container) {
        switch arity {
        case 1: container.autoregister(Assembled.self) { (a: Part) in Assembled(a) }
        case 2: container.autoregister(Assembled.self) { (a: Part, b: Tag) in Assembled(a, b.value) }
        case 3: container.autoregister(Assembled.self) { (a: Part, b: Tag, c: Part) in Assembled(a, b.value, c) }
        case 4:
            container.autoregister(Assembled.self) { (a: Part, b: Tag, c: Part, d: Tag) in
                Assembled(a, b.value, c, d.value)
            }
        case 5:
            container.autoregister(Assembled.self) { (a: Part, b: Tag, c: Part, d: Tag, e: Part) in
                Assembled(a, b.value, c, d.value, e)
            }
        case 6:
            container.autoregister(Assembled.self) { (a: Part, b: Tag, c: Part, d: Tag, e: Part, f: Tag) in
                Assembled(a, b.value, c, d.value, e, f.value)
            }
        default:
            container.autoregister(Assembled.self) { (a: Part, b: Tag, c: Part, d: Tag, e: Part, f: Tag, g: Part) in
                Assembled(a, b.value, c, d.value, e, f.value, g)
            }
        }
    }

    private func registerWithArgument(arity: Int, in container: Container) {
        switch arity {
        case 1: container.autoregister(Assembled.self, argument: Int.self) { (_: Int, a: Part) in Assembled(a) }
        case 2:
            container.autoregister(Assembled.self, argument: Int.self) { (_: Int, a: Part, b: With) in
                Assembled(a, b.value)
            }
        case 3:
            container.autoregister(Assembled.self, argument: Int.self) { (_: Int, a: Part, b: With, c: TagWith) in
                Assembled(a, b.value, c.value)
            }
        case 4:
            container.autoregister(Assembled.self, argument: Int.self) {
                (_: Int, a: Part, b: With, c: TagWith, d: Part) in Assembled(a, b.value, c.value, d)
            }
        case 5:
            container.autoregister(Assembled.self, argument: Int.self) {
                (_: Int, a: Part, b: With, c: TagWith, d: Part, e: With) in Assembled(a, b.value, c.value, d, e.value)
            }
        case 6:
            container.autoregister(Assembled.self, argument: Int.self) {
                (_: Int, a: Part, b: With, c: TagWith, d: Part, e: With, f: TagWith) in
                Assembled(a, b.value, c.value, d, e.value, f.value)
            }
        default:
            container.autoregister(Assembled.self, argument: Int.self) {
                (_: Int, a: Part, b: With, c: TagWith, d: Part, e: With, f: TagWith, g: Part) in
                Assembled(a, b.value, c.value, d, e.value, f.value, g)
            }
        }
    }
}

private struct Part: Sendable {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }
}

/// Made from the values of the parts its function takes, in parameter order.
private final class Assembled: Sendable {
    let parts: [Int]

    init(_ parts: Part...) {
        self.parts = parts.map(\.value)
    }
}
