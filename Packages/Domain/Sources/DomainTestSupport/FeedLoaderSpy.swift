import Domain

/// A feed loader that records each call and answers with the results the test queued, in order.
public typealias FeedLoaderSpy = LoaderSpy<LoadedFeed>

/// A conditional feed loader (the remote side of the chain) that records each call and answers with the results
/// the test queued, in order: a feed, or ``Domain/ConditionalLoad/unchanged``.
public typealias ConditionalFeedLoaderSpy = LoaderSpy<ConditionalLoad>

/// A loader of one feed that records each call and answers with the results the test queued, in order; a
/// ``FeedLoader`` when it answers feeds, a ``ConditionalFeedLoader`` when it answers conditional loads.
public final class LoaderSpy<Value: Sendable>: Sendable {
    /// What the spy was asked, and what happened to it.
    public enum Message: Equatable, Sendable {
        /// A load started.
        case load
        /// A load was cancelled while it waited.
        case cancelled
    }

    /// How one load answers.
    public typealias Stub = SpyStub<Value, FeedLoadingError>

    private let answers: ScriptedAnswers<Message, Value, FeedLoadingError>

    /// Creates a spy that answers its loads with `stubs`, in order.
    public init(_ stubs: Stub...) {
        answers = ScriptedAnswers(stubs)
    }

    /// What it was asked, in order.
    public var messages: [Message] { answers.messages }

    /// Records the load and answers with the next stub.
    fileprivate func answer() async throws(FeedLoadingError) -> Value {
        try await answers.answer(.load, cancelled: .cancelled)
    }
}

extension LoaderSpy: FeedLoader where Value == LoadedFeed {
    /// Records the load and answers with the next stub.
    public func load() async throws -> LoadedFeed {
        try await answer()
    }
}

extension LoaderSpy: ConditionalFeedLoader where Value == ConditionalLoad {
    /// Records the load and answers with the next stub.
    public func loadIfChanged() async throws -> ConditionalLoad {
        try await answer()
    }
}
