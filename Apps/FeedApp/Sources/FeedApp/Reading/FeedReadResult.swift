import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What reading one asked-for feed gave: the feed, or why it could not be shown.
struct FeedReadResult: Sendable, Equatable {
    /// What was asked for, as typed (a URL or a path).
    let address: String
    /// The URL it named; `nil` when it named nothing loadable.
    let url: URL?
    /// The feed, or the error.
    let outcome: Outcome
    /// The title its subscription keeps (`feed add --title`), shown instead of the feed's own.
    var title: String?

    /// The feed, or the error.
    enum Outcome: Sendable, Equatable {
        /// The feed was loaded, from the network or the cache.
        case loaded(LoadedFeed)
        /// The feed could not be shown from anywhere.
        case failed(FeedLoadingError)
    }

    /// The loaded feed, if any.
    var loaded: LoadedFeed? {
        if case .loaded(let loaded) = outcome { return loaded }
        return nil
    }

    /// The error, if the feed could not be shown.
    var error: FeedLoadingError? {
        if case .failed(let error) = outcome { return error }
        return nil
    }
}

/// One feed to read: what was typed and what it resolved to.
struct FeedTarget: Sendable, Equatable {
    /// What was asked for, as typed.
    let address: String
    /// The URL it named, or why it names nothing.
    let url: Result<URL, FeedLoadingError>
    /// The title its subscription keeps, if it is one with a title of its own.
    var title: String?
    /// The refresh interval its subscription chose, in seconds, if it chose one.
    var refreshInterval: TimeInterval?
}
