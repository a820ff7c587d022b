import DI

/// The chain's names as types, so that a factory's parameter names the link it takes, once:
/// `NamedWithArgument<any FeedLoader, Link.Remote>` is the remote link of the same feed URL.
///
/// Each stands for the `ServiceName` of the same name, which stays what callers resolve by.
enum Link {
    /// `ServiceName.remote`.
    enum Remote: NameTag { static let name: ServiceName = .remote }
    /// `ServiceName.cached`.
    enum Cached: NameTag { static let name: ServiceName = .cached }
    /// `ServiceName.fallback`.
    enum Fallback: NameTag { static let name: ServiceName = .fallback }
    /// `ServiceName.polite`.
    enum Polite: NameTag { static let name: ServiceName = .polite }
    /// `ServiceName.logged`.
    enum Logged: NameTag { static let name: ServiceName = .logged }
    /// `ServiceName.local`.
    enum Local: NameTag { static let name: ServiceName = .local }
    /// `ServiceName.offline`.
    enum Offline: NameTag { static let name: ServiceName = .offline }
    /// `ServiceName.file`.
    enum File: NameTag { static let name: ServiceName = .file }
}
