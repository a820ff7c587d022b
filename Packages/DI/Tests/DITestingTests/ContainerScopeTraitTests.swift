import DI
import DITesting
import Testing

@Suite("containerScoped trait", .containerScoped { $0.register(Marker.self) { _ in Marker(label: "suite") } })
struct ContainerScopeTraitTests {
    @Test("each test gets its own current container, not the shared one")
    func ownContainer() throws {
        #expect(Container.current !== Container.shared)
        #expect(try Container.current.resolve(Marker.self).label == "suite")
    }

    @Test("tests running in parallel never see each other's registrations", arguments: 0..<20)
    func parallelTestsAreIsolated(index: Int) async throws {
        let container = Container.current
        container.register(Int.self) { _ in index }

        await Task.yield()

        #expect(try Container.current.resolve(Int.self) == index)
        #expect(Container.current === container)
    }

    @Test(
        "@Injected resolves from the test's container",
        .containerScoped { container in
            container.register(Marker.self) { _ in Marker(label: "test") }
        })
    func injectedUsesTestContainer() {
        let holder = MarkerHolder()

        #expect(holder.marker.label == "test")
    }

    @Test(
        "a trait made from an assembler builds each test's container from it",
        .containerScoped(Assembler([MarkerAssembly()])))
    func fromAssembler() throws {
        #expect(try Container.current.resolve(Marker.self).label == "assembled")
    }
}

// MARK: - Helpers

struct Marker: Sendable {
    let label: String
}

final class MarkerHolder {
    @Injected var marker: Marker
}

private struct MarkerAssembly: ServiceAssembly {
    func assemble(container: Container) {
        container.register(Marker.self) { _ in Marker(label: "assembled") }
    }
}
