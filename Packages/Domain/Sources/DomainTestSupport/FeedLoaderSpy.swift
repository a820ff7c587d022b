import Domain

/// A feed loader that records each call and answers with the results the test queued, in order.
public final class FeedLoaderSpy: FeedLoader {
    /// What the spy was asked, and what happened to it.
    public enum Message: Equatable, Sendable {
        /// A load started.
        case load
        /// A load was cancelled while it waited.
        case cancelled
    }

    /// How one load answers.
    public typealias Stub = SpyStub<LoadedFeed, FeedLoadingError>

    private let answers: ScriptedAnswers<Message, LoadedFeed, FeedLoadingError>

    /// Creates a spy that answers its loads with `stubs`, in order.
    public init(_ stubs: Stub...) {
        answers = ScriptedAnswers(stubs)
    }

    /// What it was asked, in order.
    public var messages: [Message] { answers.messages }

    /// Records the load and answers with the next stub.
    public func load() async throws -> LoadedFeed {
        try await answers.answer(.load, cancelled: .cancelled)
    }
}
