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
        /// A conditional load started, asked with these validators.
        case loadIfChanged(since: CacheValidators?)
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

    /// Records `message` and answers with the next stub.
    fileprivate func answer(_ message: Message) async throws(FeedLoadingError) -> Value {
        try await answers.answer(message, cancelled: .cancelled)
    }
}

extension LoaderSpy: FeedLoader where Value == LoadedFeed {
    /// Records the load and answers with the next stub.
    public func load() async throws -> LoadedFeed {
        try await answer(.load)
    }
}

extension LoaderSpy: ConditionalFeedLoader where Value == ConditionalLoad {
    /// Records the load with the validators it was asked with and answers with the next stub.
    public func loadIfChanged(since validators: CacheValidators?) async throws -> ConditionalLoad {
        try await answer(.loadIfChanged(since: validators))
    }
}
