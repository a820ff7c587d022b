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
        let first = try await sut.markShown(anyURL(), at: anyDate(60))
        #expect(first == nil, "a feed only saved (by feed add's check) was never shown")

        #expect(try await sut.markShown(anyURL("uncached"), at: anyDate(60)) == nil)
        try await sut.insert(feed(["a", "c"]), validators: nil, savedAt: anyDate(120), for: anyURL())

        #expect(try await sut.markShown(anyURL(), at: anyDate(90)) == anyDate(60))
        #expect(try await sut.markShown(anyURL(), at: anyDate(100)) == anyDate(90))
        #expect(try await sut.markShown(anyURL("other"), at: anyDate(60)) == nil)
        #expect(try await sut.markShown(anyURL("uncached"), at: anyDate(90)) == nil)
        try await sut.delete(for: anyURL())
        try await sut.insert(feed(["a"]), validators: nil, savedAt: anyDate(180), for: anyURL())
        #expect(try await sut.markShown(anyURL(), at: anyDate(200)) == nil)
    }
}
