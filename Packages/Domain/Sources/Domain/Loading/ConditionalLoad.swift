/// What a ``ConditionalFeedLoader`` delivers: a new version of the feed, or word that the saved copy is current.
public enum ConditionalLoad: Sendable, Hashable {
    /// The feed as it is now, with where it came from.
    case loaded(LoadedFeed)
    /// The source said the saved copy is still current (HTTP 304); nothing was downloaded.
    case unchanged
}
