import Foundation
import Persistence
import Testing

/// The behaviours every ``ImageDataStore`` shows; each store's suite adopts this list.
protocol ImageDataStoreSpecs {
    func retrieve_deliversNilOnEmptyStore() async throws
    func retrieve_deliversTheInsertedBytes() async throws
    func retrieve_deliversNilForAnotherURL() async throws
    func insert_replacesTheEarlierBytes() async throws
    func insert_keepsImagesOfDifferentURLsApart() async throws
}

/// One shared assertion per behaviour of ``ImageDataStoreSpecs``.
enum ImageDataStoreContract {
    static func retrieveDeliversNil(on sut: some ImageDataStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        #expect(try await sut.retrieve(dataFor: anyURL("image")) == nil, sourceLocation: location)
    }

    static func retrieveDeliversInserted(on sut: some ImageDataStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        try await sut.insert(.bytes(10), for: anyURL("image"))

        #expect(try await sut.retrieve(dataFor: anyURL("image")) == .bytes(10), sourceLocation: location)
    }

    static func retrieveDeliversNilForOtherURL(
        on sut: some ImageDataStore, at location: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(.bytes(10), for: anyURL("image"))

        #expect(try await sut.retrieve(dataFor: anyURL("other")) == nil, sourceLocation: location)
    }

    static func insertReplaces(on sut: some ImageDataStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        try await sut.insert(.bytes(10, value: 1), for: anyURL("image"))
        try await sut.insert(.bytes(12, value: 2), for: anyURL("image"))

        #expect(try await sut.retrieve(dataFor: anyURL("image")) == .bytes(12, value: 2), sourceLocation: location)
    }

    static func insertKeepsURLsApart(on sut: some ImageDataStore, at location: SourceLocation = #_sourceLocation)
        async throws
    {
        try await sut.insert(.bytes(10, value: 1), for: anyURL("a"))
        try await sut.insert(.bytes(10, value: 2), for: anyURL("b"))

        #expect(try await sut.retrieve(dataFor: anyURL("a")) == .bytes(10, value: 1), sourceLocation: location)
        #expect(try await sut.retrieve(dataFor: anyURL("b")) == .bytes(10, value: 2), sourceLocation: location)
    }
}
