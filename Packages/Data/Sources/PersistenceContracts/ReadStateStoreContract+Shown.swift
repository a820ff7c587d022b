import Domain
import DomainTestSupport
import Foundation
import Persistence
import Testing

/// When a read last showed a feed: what makes an item saved by another command new at the next read.
extension ReadStateStoreContract {
    static func shownFeeds(on sut: any Store) async throws {
        try await sut.insert(feed(["a"]), validators: nil, savedAt: anyDate(), for: anyURL())
        try await sut.insert(feed(["b"]), validators: nil, savedAt: anyDate(), for: anyURL("other"))
        #expect(try await sut.lastShown(anyURL()) == nil, "a feed only saved (by feed add's check) was never shown")

        try await sut.markShown(anyURL(), at: anyDate(60))
        try await sut.markShown(anyURL("uncached"), at: anyDate(60))
        try await sut.insert(feed(["a", "c"]), validators: nil, savedAt: anyDate(120), for: anyURL())

        #expect(try await sut.lastShown(anyURL()) == anyDate(60))
        #expect(try await sut.lastShown(anyURL("other")) == nil)
        #expect(try await sut.lastShown(anyURL("uncached")) == nil)
        try await sut.delete(for: anyURL())
        try await sut.insert(feed(["a"]), validators: nil, savedAt: anyDate(180), for: anyURL())
        #expect(try await sut.lastShown(anyURL()) == nil)
    }
}
