import DomainTestSupport
import Foundation
import Persistence
import Testing

/// The behaviours every ``ImageDataStore`` must show, as one list a store's tests run against a fresh store each
/// (see ``FeedStoreContract`` for how to adopt it).
public enum ImageDataStoreContract {
    /// Every behaviour, in the order a report lists them.
    public static let behaviours: [ContractBehaviour<any ImageDataStore>] = [
        ContractBehaviour("retrieve delivers nil on an empty store", retrieveDeliversNil(on:)),
        ContractBehaviour("retrieve delivers the inserted bytes", retrieveDeliversInserted(on:)),
        ContractBehaviour("retrieve delivers nil for another URL", retrieveDeliversNilForOtherURL(on:)),
        ContractBehaviour("insert replaces the earlier bytes", insertReplaces(on:)),
        ContractBehaviour("insert keeps images of different URLs apart", insertKeepsURLsApart(on:)),
    ]

    private static func retrieveDeliversNil(on sut: any ImageDataStore) async throws {
        #expect(try await sut.retrieve(dataFor: anyURL("image")) == nil)
    }

    private static func retrieveDeliversInserted(on sut: any ImageDataStore) async throws {
        try await sut.insert(.bytes(10), for: anyURL("image"))

        #expect(try await sut.retrieve(dataFor: anyURL("image")) == .bytes(10))
    }

    private static func retrieveDeliversNilForOtherURL(on sut: any ImageDataStore) async throws {
        try await sut.insert(.bytes(10), for: anyURL("image"))

        #expect(try await sut.retrieve(dataFor: anyURL("other")) == nil)
    }

    private static func insertReplaces(on sut: any ImageDataStore) async throws {
        try await sut.insert(.bytes(10, value: 1), for: anyURL("image"))
        try await sut.insert(.bytes(12, value: 2), for: anyURL("image"))

        #expect(try await sut.retrieve(dataFor: anyURL("image")) == .bytes(12, value: 2))
    }

    private static func insertKeepsURLsApart(on sut: any ImageDataStore) async throws {
        try await sut.insert(.bytes(10, value: 1), for: anyURL("a"))
        try await sut.insert(.bytes(10, value: 2), for: anyURL("b"))

        #expect(try await sut.retrieve(dataFor: anyURL("a")) == .bytes(10, value: 1))
        #expect(try await sut.retrieve(dataFor: anyURL("b")) == .bytes(10, value: 2))
    }
}
