import Testing

@testable import DI

/// The property wrappers cross threads when their service may, and their trap says what to register.
@Suite("Property wrappers: Sendable with their service, a trap that names the registration to add")
struct PropertyWrapperTests {
    @Test("Injected and LazyInjected are Sendable when their service is, and usable from another task")
    func wrappersAreSendable() async throws {
        let container = Container()
        container.register((any FeedLoader).self, scope: .singleton) { _ in LocalFeedLoader() }
        let owner = container.withCurrent { SendableOwner() }

        let fromTask = await Task.detached { ObjectIdentifier(owner.lazyLoader as AnyObject) }.value

        // Compiles only because both wrappers are Sendable (`SendableOwner`, Sendable, holds them).
        #expect(fromTask == ObjectIdentifier(owner.loader as AnyObject))
    }

    @Test("the trap's message for a missing service names the registration to add, with its name")
    func trapNamesTheRegistration() {
        let container = Container()
        let error = #expect(throws: ResolutionError.self) {
            try container.resolve((any FeedLoader).self, name: "remote")
        }

        let message = error.map { InjectionTrap.message("@Injected", $0) } ?? ""

        #expect(message.hasPrefix("@Injected: FeedLoader(remote): no registration for FeedLoader(remote)"))
        #expect(message.contains("container.register((any FeedLoader).self, name: \"remote\") { r in … }"))
    }

    @Test("the trap's message for another failure is the resolution error alone")
    func trapForAFailingFactory() {
        let container = Container()
        container.register(Session.self) { _ in throw FactoryFailure() }
        let error = #expect(throws: ResolutionError.self) { try container.resolve(Session.self) }

        let message = error.map { InjectionTrap.message("@LazyInjected", $0) } ?? ""

        #expect(message == "@LazyInjected: \(error.map(\.description) ?? "")")
        #expect(!message.contains("container.register"))
    }
}

// MARK: - Helpers

private struct SendableOwner: Sendable {
    @Injected var loader: any FeedLoader
    @LazyInjected var lazyLoader: any FeedLoader
}
