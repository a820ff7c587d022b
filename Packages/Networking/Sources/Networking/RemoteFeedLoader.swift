import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Loads one feed over an ``HTTPClient`` and turns the response into a `Feed` with a ``FeedMapper``.
///
/// One instance serves one feed URL. Asked ``loadIfChanged(since:)`` with the saved copy's `ETag` or
/// `Last-Modified`, the request is conditional (`If-None-Match`, `If-Modified-Since`); a 304 then answers
/// ``ConditionalLoad/unchanged``, so the composition serves that copy without downloading it again. The loader
/// never reads the cache: the caller hands it the validators. As a plain ``FeedLoader`` (a file, with no saved copy
/// to serve), a 304 is a status like any other that is not a success.
///
/// - Threading: `Sendable`, stateless; loads may run from any task, several at once.
/// - Cancellation: a cancelled task throws `FeedLoadingError.cancelled` and maps nothing.
/// - Errors: throws `FeedLoadingError` only: the client's failures through
///   ``HTTPClientError/feedLoadingError``, a status other than 2xx (and 304, when asked conditionally) as
///   `httpStatus(code:host:)`, and the mapper's errors as they are (`malformed` wraps any that is not a
///   `FeedLoadingError`).
public struct RemoteFeedLoader: ConditionalFeedLoader, FeedLoader {
    private let url: URL
    private let client: any HTTPClient
    private let mapper: any FeedMapper

    /// Creates a loader for the feed at `url`.
    ///
    /// - Parameters:
    ///   - url: The feed's address.
    ///   - client: Fetches the feed.
    ///   - mapper: Turns the fetched bytes into a feed.
    public init(url: URL, client: any HTTPClient, mapper: any FeedMapper) {
        self.url = url
        self.client = client
        self.mapper = mapper
    }

    /// Fetches and maps the feed, unless the server says the copy `validators` describe is current.
    ///
    /// - Parameter validators: The saved copy's, sent back as `If-None-Match` and `If-Modified-Since`; `nil` for
    ///   a request in full.
    /// - Returns: ``ConditionalLoad/unchanged`` for a 304; else the feed with origin `.remote`, the response's
    ///   validators and where it has moved for good.
    /// - Throws: `FeedLoadingError`.
    public func loadIfChanged(since validators: CacheValidators?) async throws -> ConditionalLoad {
        let response = try await fetch(headers: validators?.conditionalHeaders ?? [:])
        if response.statusCode == 304 { return .unchanged }
        return .loaded(try loaded(from: response))
    }

    /// Fetches and maps the feed; a 304 is an `httpStatus` failure, as there is no copy here to serve.
    ///
    /// - Returns: The feed with origin `.remote`, the response's validators and where it has moved for good.
    /// - Throws: `FeedLoadingError`.
    public func load() async throws -> LoadedFeed {
        try loaded(from: try await fetch(headers: [:]))
    }

    private func fetch(headers: [String: String]) async throws(FeedLoadingError) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await client.get(from: url, headers: headers)
        } catch {
            throw error.feedLoadingError
        }
        if Task.isCancelled { throw .cancelled }
        return response
    }

    private func loaded(from response: HTTPResponse) throws(FeedLoadingError) -> LoadedFeed {
        guard response.isSuccess else { throw .httpStatus(code: response.statusCode, host: response.host) }
        let document = FeedDocument(data: response.body, url: response.url, contentType: response.contentType)
        let feed = try map(document)
        return LoadedFeed(
            feed: feed, origin: .remote, validators: response.cacheValidators(feedLifetime: feed.timeToLive),
            permanentRedirectURL: response.permanentRedirectURL)
    }

    private func map(_ document: FeedDocument) throws(FeedLoadingError) -> Feed {
        do {
            return try mapper.map(document)
        } catch let error as FeedLoadingError {
            throw error
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .malformed(reason: String(describing: error), line: nil, column: nil)
        }
    }
}
