import DI
import Testing

/// Section 002 of `Docs/DesignDocumentPatterns.md`: a shared `ServiceContainer` with protocol-based registration.
///
/// These examples use the real `Container.shared`, as the pattern does, so the suite runs its tests one at a
/// time and resets the shared container before and after each (the pattern's `setUp` / `tearDown`). No other
/// suite of this target registers into `Container.shared`.
@Suite("002 · a shared service container", .serialized)
final class ServiceContainerDocumentExamples {
    /// `setUp`: "Reset container for test isolation".
    init() {
        Container.shared.reset()
    }

    /// `tearDown`: reset again, so nothing leaks into the next test.
    deinit {
        Container.shared.reset()
    }

    /// "Register Dependencies": a protocol registered on the shared container resolves to the implementation.
    @Test("a protocol registered on the shared container resolves to its implementation")
    func protocolBasedRegistration() throws {
        Container.shared.register((any APIClient).self) { _ in LiveAPIClient.shared }

        let client = try Container.shared.resolve((any APIClient).self)

        #expect(client.baseURL == "https://api.quiz.test")
    }

    /// "Lifetime Management": the document makes a singleton with a factory returning `.shared` and a transient
    /// with a factory returning a new instance. Both work; ours states the lifetime with `scope:` instead, so that
    /// the container creates the singleton once, lazily, and can dispose it.
    @Test("a singleton and a transient registered on the shared container")
    func lifetimes() throws {
        Container.shared.register((any AuthService).self, scope: .singleton) { r in
            LiveAuthService(apiClient: try r.resolve((any APIClient).self))
        }
        Container.shared.register((any APIClient).self) { _ in LiveAPIClient.shared }
        Container.shared.register(DashboardViewModel.self) { _ in DashboardViewModel() }

        let auth = try Container.shared.resolve((any AuthService).self) as? LiveAuthService
        let authAgain = try Container.shared.resolve((any AuthService).self) as? LiveAuthService
        let dashboard = try Container.shared.resolve(DashboardViewModel.self)

        #expect(auth != nil)
        #expect(auth === authAgain)
        #expect(try Container.shared.resolve(DashboardViewModel.self) !== dashboard)
    }

    /// "Checking Registration": `isRegistered(_:)`.
    @Test("isRegistered tells whether the shared container has a service")
    func isRegistered() {
        let before = Container.shared.isRegistered((any AuthService).self)

        Container.shared.register((any AuthService).self) { _ in AuthServiceSpy() }

        #expect(!before)
        #expect(Container.shared.isRegistered((any AuthService).self))
    }

    /// "Reset: removes all registered services. Primarily used for testing."
    @Test("reset removes every registration, for test isolation")
    func resetBetweenTests() {
        Container.shared.register((any APIClient).self) { _ in LiveAPIClient.shared }
        Container.shared.register((any AuthService).self) { _ in AuthServiceSpy() }

        Container.shared.reset()

        #expect(Container.shared.registrations.isEmpty)
        #expect(!Container.shared.isRegistered((any APIClient).self))
    }

    /// "Support DI in init" (the preferred way in unit tests): the view model uses the mock it is given.
    @Test("constructor injection uses the mock it is given")
    func constructorInjectionWithMock() throws {
        let spy = AuthServiceSpy()
        let sut = try LoginViewModel(authService: spy)

        try sut.login()

        #expect(spy.messages.recorded == [.login])
    }

    /// "Fallback to container": with no argument the view model resolves from the shared container (ours:
    /// `Container.current`, which is `Container.shared` outside `withCurrent`).
    @Test("constructor injection falls back to the shared container when given nothing")
    func constructorInjectionFallsBackToContainer() throws {
        let spy = AuthServiceSpy()
        Container.shared.register((any AuthService).self) { _ in spy }

        let sut = try LoginViewModel()
        try sut.login()

        #expect(spy.messages.recorded == [.login])
    }

    /// `resolve(APIClientProtocol.self)!`: the pattern force-unwraps, which crashes when the service was not
    /// registered. Ours throws an error naming the service instead, which the app can report.
    @Test("a fallback to a service nobody registered is an error, not a crash")
    func fallbackWithoutRegistration() {
        let error = #expect(throws: ResolutionError.self) { try LoginViewModel() }

        #expect(error?.description == "AuthService: no registration for AuthService")
    }

    /// "In SwiftUI views: `@Environment(\.serviceContainer)`". On Linux the environment is the task-local
    /// current container: `withCurrent` hands a container to everything created inside it, without touching
    /// `Container.shared`.
    @Test("the environment's container is the task-local current container")
    func environmentContainer() throws {
        let preview = Container()
        let spy = AuthServiceSpy()
        preview.register((any AuthService).self) { _ in spy }

        let sut = try preview.withCurrent { try LoginViewModel() }

        #expect(sut.authService as? AuthServiceSpy === spy)
        #expect(!Container.shared.isRegistered((any AuthService).self))
    }
}
