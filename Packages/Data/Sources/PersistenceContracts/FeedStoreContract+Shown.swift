import Domain
import DomainTestSupport
import Foundation
import Persistence
import Testing

/// When a read last showed a feed: what makes an item saved by another command new at the next read. It comes with
/// the copy (retrieve) and with the save (insert), and a read records its showings once, as it ends.
extension FeedStoreContract {
    static func neverShown(on sut: any FeedStore) async throws {
        let saved = try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL())
        let again = try await sut.insert(makeFeed(items: 2), validators: nil, savedAt: anyDate(60), for: anyURL())

        let retrieved = try await sut.retrieve(for: anyURL())

        #expect(saved.lastShown == nil, "a feed only saved (by feed add's check) was never shown")
        #expect(again.lastShown == nil)
        #expect(retrieved?.lastShown == nil)
    }

    static func recordShownIsGivenWithTheCopy(on sut: any FeedStore) async throws {
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL("one"))
        try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(), for: anyURL("two"))

        let deleted = try await sut.recordShown(
            [anyURL("one"): anyDate(60), anyURL("two"): anyDate(90)], deletingSavedBefore: anyDate(-3600))

        #expect(deleted == 0)
        #expect(try await sut.retrieve(for: anyURL("one"))?.lastShown == anyDate(60))
        #expect(try await sut.retrieve(for: anyURL("two"))?.lastShown == anyDate(90))
        let saved = try await sut.insert(makeFeed(items: 2), validators: nil, savedAt: anyDate(120), for: anyURL("one"))
        #expect(saved.lastShown == anyDate(60), "a save keeps the last showing and gives it")
        #expect(try await sut.retrieve(for: anyURL("one"))?.lastShown == anyDate(60))
        _ = try await sut.recordShown([anyURL("one"): anyDate(150)], deletingSavedBefore: anyDate(-3600))
        #expect(try await sut.retrieve(for: anyURL("one"))?.lastShown == anyDate(150))
        #expect(try await sut.retrieve(for: anyURL("two"))?.lastShown == anyDate(90))
    }

    static func recordShownSkipsUnstored(on sut: any FeedStore) async throws {
        _ = try await sut.recordShown([anyURL("uncached"): anyDate(60)], deletingSavedBefore: anyDate(-3600))
        let first = try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(90), for: anyURL("uncached"))
        _ = try await sut.recordShown([anyURL("uncached"): anyDate(100)], deletingSavedBefore: anyDate(-3600))
        try await sut.delete(for: anyURL("uncached"))

        let again = try await sut.insert(makeFeed(), validators: nil, savedAt: anyDate(180), for: anyURL("uncached"))

        #expect(first.lastShown == nil, "a showing of a feed not stored is not recorded")
        #expect(again.lastShown == nil, "a feed deleted forgets its showing")
        #expect(try await sut.entries().map(\.url) == [anyURL("uncached")])
    }
}
