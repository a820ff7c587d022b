import DI
import Foundation
import Testing

@Suite("Many registrations: growth, overrides, reset, concurrent writers")
struct RegistrationTableTests {
    @Test("hundreds of keys stay resolvable as the table grows, and a second registration of a key is added")
    func growthAndOverrides() throws {
        let container = Container()
        for index in 0..<300 { register(index, in: container) }

        register(7, in: container, label: "override")
        let labels = try container.resolveAll(Label.self)

        #expect(labels.count == 301)
        #expect(labels.dropLast().enumerated().allSatisfy { $0.element.text == "\($0.offset)" })
        #expect(labels.last?.text == "override")
        #expect(try container.resolve(Label.self, name: name(7)).text == "override")
        #expect(try (0..<300).allSatisfy { try container.resolve(Label.self, name: name($0)).text != "" })
    }

    @Test("after reset nothing resolves, and keys registered again resolve past the removed ones")
    func reuseAfterReset() throws {
        let container = Container()
        for index in 0..<100 { register(index, in: container) }

        container.reset()
        for index in stride(from: 0, to: 100, by: 10) { register(index, in: container, label: "again") }

        #expect(!container.isRegistered(Label.self, name: name(1)))
        #expect(try container.resolve(Label.self, name: name(90)).text == "again")
        #expect(try container.resolveAll(Label.self).count == 10)
        #expect(container.registrations.count == 10)
    }

    @Test("registrations made from several threads while others resolve are all kept")
    func concurrentWriters() throws {
        let container = Container()
        register(-1, in: container)

        let finished = runOnThreads(4) { thread in
            for index in 0..<250 {
                register(thread * 250 + index, in: container)
                _ = try? container.resolve(Label.self, name: name(-1))
            }
        }

        #expect(finished)
        #expect(try container.resolveAll(Label.self).count == 1001)
        #expect(try (0..<1000).allSatisfy { try container.resolve(Label.self, name: name($0)).text == "\($0)" })
    }

    // MARK: - Helpers

    private func register(_ index: Int, in container: Container, label: String? = nil) {
        let text = label ?? "\(index)"
        container.register(Label.self, name: name(index)) { _ in Label(text: text) }
    }
}

private func name(_ index: Int) -> ServiceName {
    ServiceName("label-\(index)")
}

private struct Label: Sendable {
    let text: String
}
