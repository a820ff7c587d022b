import Domain
import Foundation
import Testing

func anyFeed(title: String = "A feed", items: Int = 2) -> Feed {
    Feed(title: title, items: (0..<items).map { FeedItem(id: "item-\($0)", title: "Item \($0)") })
}

func anyValidators() -> CacheValidators {
    CacheValidators(etag: "\"v1\"", lastModified: "Mon, 02 Jun 2025 09:30:00 GMT")
}

func remoteLoaded(_ feed: Feed = anyFeed(), validators: CacheValidators? = anyValidators()) -> LoadedFeed {
    LoadedFeed(feed: feed, origin: .remote, validators: validators)
}

func cachedLoaded(
    _ feed: Feed = anyFeed(title: "Cached"), savedAt: Date = Date(timeIntervalSince1970: 1_000), isStale: Bool = false,
    validators: CacheValidators? = nil
) -> LoadedFeed {
    LoadedFeed(feed: feed, origin: .cache(CacheInfo(savedAt: savedAt, isStale: isStale)), validators: validators)
}

func anyData(_ text: String = "image bytes") -> Data {
    Data(text.utf8)
}

/// The error `body` threw as a `FeedLoadingError`, or `nil` when it threw nothing.
func loadingError<T>(_ body: () async throws -> T) async -> FeedLoadingError? {
    await thrownError(body).map(FeedLoadingError.init)
}

/// The error `body` threw as an `ImageLoadingError`, or `nil` when it threw nothing.
func imageLoadingError<T>(_ body: () async throws -> T) async -> ImageLoadingError? {
    await thrownError(body).map(ImageLoadingError.init)
}

private func thrownError<T>(_ body: () async throws -> T) async -> (any Error)? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error
    }
}
