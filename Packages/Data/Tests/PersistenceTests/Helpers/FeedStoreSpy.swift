import Domain
import DomainTestSupport
import Foundation
import Persistence
import PersistenceContracts
import Synchronization

/// A ``FeedStore`` that records what it was asked and answers with stubbed results.
final class FeedStoreSpy: FeedStore {
    enum Message: Equatable, Sendable {
        case retrieve(URL)
        case insert(Feed, CacheValidators?, savedAt: Date, URL)
        case delete(URL)
        case entries
        case deleteAll
        case recordShown([URL: Date], deletingSavedBefore: Date)
    }

    private struct State {
        var messages: [Message] = []
        var retrieval: Result<CachedFeed?, CacheError> = .success(nil)
        var failure: CacheError?
        var lastShown: Date?
    }

    private let state = Mutex(State())

    var messages: [Message] { state.withLock { $0.messages } }

    func stubRetrieval(_ result: Result<CachedFeed?, CacheError>) {
        state.withLock { $0.retrieval = result }
    }

    /// Makes insert answer that a read last showed the feed at `date`.
    func stubLastShown(_ date: Date?) {
        state.withLock { $0.lastShown = date }
    }

    /// Makes every call but retrieve fail with `error`.
    func stubFailure(_ error: CacheError) {
        state.withLock { $0.failure = error }
    }

    func retrieve(for url: URL) async throws -> CachedFeed? {
        try state.withLock { state in
            state.messages.append(.retrieve(url))
            return try state.retrieval.get()
        }
    }

    /// Answers each item unread, first seen at `savedAt`, numbered from 1 in the feed's order, and the last showing
    /// stubbed (none by default).
    @discardableResult
    func insert(
        _ feed: Feed, validators: CacheValidators?, savedAt: Date, for url: URL
    ) async throws -> FeedReadState {
        try record(.insert(feed, validators, savedAt: savedAt, url))
        return FeedReadState(
            items: feed.items.indices.map { ItemReadState(reference: $0 + 1, firstSeen: savedAt, readAt: nil) },
            lastShown: state.withLock { $0.lastShown })
    }

    func delete(for url: URL) async throws {
        try record(.delete(url))
    }

    func entries() async throws -> [CachedFeedEntry] {
        try record(.entries)
        return [CachedFeedEntry(url: anyURL(), savedAt: anyDate(), itemCount: 2, bytes: 10)]
    }

    func deleteAll() async throws {
        try record(.deleteAll)
    }

    func recordShown(_ shown: [URL: Date], deletingSavedBefore date: Date) async throws -> Int {
        try record(.recordShown(shown, deletingSavedBefore: date))
        return 3
    }

    private func record(_ message: Message) throws {
        try state.withLock { state in
            state.messages.append(message)
            if let failure = state.failure { throw failure }
        }
    }
}
