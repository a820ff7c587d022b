#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a load delivers: the feed, where it came from and, when the cache read or saved it, its items' read
/// states and when a read last showed it.
///
/// The origin lets a UI say "Couldn't connect to example.org; showing the copy saved 2 days ago"
/// instead of hiding that the network failed. The read states and the last showing come with the items from the
/// one read of the cache that served or saved them, so a reader showing the feed needs no second question to the
/// cache.
public struct LoadedFeed: Sendable, Hashable {
    /// The feed itself.
    public let feed: Feed
    /// Where the feed came from: the network just now, or the cache.
    public let origin: FeedOrigin
    /// What the server said about this version (ETag, Last-Modified, how long it stays fresh).
    ///
    /// Remote loads give the response's; a cached copy gives those saved with it.
    public let validators: CacheValidators?
    /// Where the feed has moved for good: the end of the permanent redirects (301, 308) that came first,
    /// so a subscription can follow it; `nil` when it has not moved or the move was temporary.
    public let permanentRedirectURL: URL?
    /// The read state of each of the feed's items, in their order (`nil` for an item the cache does not hold),
    /// as the cache that served or saved the feed kept them; `nil` when no cache did (a file, a save that failed).
    public let readStates: [ItemReadState?]?
    /// When a read last showed the feed, as the cache that served or saved it kept it (a read records its showings
    /// once it ends); an item first seen since then is new to the reader.
    ///
    /// `nil` in two cases that ``readStates`` tells apart: with read states, no read has shown the feed since it was
    /// first saved (by `feed add`'s check, or by this load); without them, no cache answered (a file, a save that
    /// failed) and the last showing is unknown.
    public let lastShown: Date?

    /// Creates a loaded feed; `readStates`, when given, must have one entry per item of `feed` (else it is
    /// dropped, as if no cache had answered, and `lastShown` with it).
    public init(
        feed: Feed, origin: FeedOrigin, validators: CacheValidators? = nil, permanentRedirectURL: URL? = nil,
        readStates: [ItemReadState?]? = nil, lastShown: Date? = nil
    ) {
        self.feed = feed
        self.origin = origin
        self.validators = validators
        self.permanentRedirectURL = permanentRedirectURL
        self.readStates = readStates?.count == feed.items.count ? readStates : nil
        self.lastShown = self.readStates == nil ? nil : lastShown
    }

    /// The same feed with its items' read states and its last showing, as the cache that just saved it gave them.
    public func withReadState(_ readState: FeedReadState) -> LoadedFeed {
        LoadedFeed(
            feed: feed, origin: origin, validators: validators, permanentRedirectURL: permanentRedirectURL,
            readStates: readState.items, lastShown: readState.lastShown)
    }

    /// The same feed, marked as served from the cache for `reason`: the copy was unchanged, or the remote load
    /// failed.
    ///
    /// A remote origin is left as it is: only a cached copy can be a fallback.
    public func fallingBack(because reason: FallbackReason) -> LoadedFeed {
        guard case .cache(let info) = origin else { return self }
        let origin = FeedOrigin.cache(CacheInfo(savedAt: info.savedAt, isStale: info.isStale, fallbackReason: reason))
        return LoadedFeed(
            feed: feed, origin: origin, validators: validators, readStates: readStates, lastShown: lastShown)
    }
}
