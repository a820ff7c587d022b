import DI
import DITesting
import Testing

@Suite("assertValid in Swift Testing")
struct AssertValidTests {
    @Test("a valid container passes without recording an issue")
    func validContainerPasses() {
        let container = Container()
        container.register(Service.self) { _ in Service() }

        assertValid(container)
    }

    @Test("an invalid container records one issue listing every problem")
    func invalidContainerRecordsIssue() {
        let container = Container()
        container.register(Service.self) { r in
            _ = try r.resolve(Dependency.self)
            return Service()
        }
        container.register(Other.self) { _ in throw Failure() }

        withKnownIssue {
            assertValid(container)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("The container has 2 wiring problems:")
                && text.contains("Service → Dependency: no registration for Dependency")
                && text.contains("Other: the factory of Other threw")
        }
    }

    @Test("an assembler's output is built, validated and returned when valid")
    func assemblerOutput() {
        let container = assertValid(Assembler([ServiceAssembly()]))

        #expect(container?.isRegistered(Service.self) == true)
    }

    @Test("an invalid assembler records an issue and returns nil")
    func invalidAssembler() {
        withKnownIssue {
            #expect(assertValid(Assembler([BrokenAssembly()])) == nil)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no registration for Dependency")
        }
    }
}

// MARK: - Helpers

final class Service: Sendable {}

final class Dependency: Sendable {}

final class Other: Sendable {}

struct Failure: Error {}

private struct ServiceAssembly: DI.ServiceAssembly {
    func assemble(container: Container) {
        container.register(Service.self) { _ in Service() }
    }
}

private struct BrokenAssembly: DI.ServiceAssembly {
    func assemble(container: Container) {
        container.register(Service.self) { r in
            _ = try r.resolve(Dependency.self)
            return Service()
        }
    }
}
