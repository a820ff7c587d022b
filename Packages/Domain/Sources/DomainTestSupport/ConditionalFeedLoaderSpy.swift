import Domain

/// A conditional feed loader (the remote side of the chain) that records each call and answers with the results
/// the test queued, in order.
public final class ConditionalFeedLoaderSpy: ConditionalFeedLoader {
    /// What the spy was asked, and what happened to it.
    public enum Message: Equatable, Sendable {
        /// A load started.
        case load
        /// A load was cancelled while it waited.
        case cancelled
    }

    /// How one load answers.
    public typealias Stub = SpyStub<ConditionalLoad, FeedLoadingError>

    private let answers: ScriptedAnswers<Message, ConditionalLoad, FeedLoadingError>

    /// Creates a spy that answers its loads with `stubs`, in order.
    public init(_ stubs: Stub...) {
        answers = ScriptedAnswers(stubs)
    }

    /// What it was asked, in order.
    public var messages: [Message] { answers.messages }

    /// Records the load and answers with the next stub.
    public func loadIfChanged() async throws -> ConditionalLoad {
        try await answers.answer(.load, cancelled: .cancelled)
    }
}
