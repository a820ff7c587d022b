import DI

// Small illustrative types for section 002 (a shared `ServiceContainer` with protocol-based registration).

protocol APIClient: Sendable {
    var baseURL: String { get }
}

protocol AuthService: Sendable {
    func login() throws
}

final class LiveAPIClient: APIClient {
    /// The pattern's `APIClient.shared`: one instance the whole app uses.
    static let shared = LiveAPIClient()

    let baseURL = "https://api.quiz.test"
}

final class LiveAuthService: AuthService {
    let apiClient: any APIClient

    init(apiClient: any APIClient) {
        self.apiClient = apiClient
    }

    func login() throws {}
}

/// A test double for `AuthService` recording each message it receives.
final class AuthServiceSpy: AuthService {
    enum Message: Equatable, Sendable {
        case login
    }

    let messages = Recorder<Message>()

    func login() throws { messages.record(.login) }
}

/// The pattern's `LoginViewModel(authService: AuthServiceProtocol? = nil)`: constructor injection, falling back
/// to the container. Ours throws the container's error where the pattern force-unwraps.
final class LoginViewModel: Sendable {
    let authService: any AuthService

    init(authService: (any AuthService)? = nil) throws(ResolutionError) {
        if let authService {
            self.authService = authService
        } else {
            self.authService = try Container.current.resolve((any AuthService).self)
        }
    }

    func login() throws {
        try authService.login()
    }
}

/// A view model made fresh for every resolution: the pattern's transient `ConcreteViewModel`.
final class DashboardViewModel: Sendable {}
