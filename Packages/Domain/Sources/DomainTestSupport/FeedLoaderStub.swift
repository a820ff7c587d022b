import Domain

/// A feed loader that answers every load with the same result.
public struct FeedLoaderStub: FeedLoader {
    /// What every load answers.
    public let result: Result<LoadedFeed, FeedLoadingError>

    /// Creates a loader that answers `result`.
    public init(_ result: Result<LoadedFeed, FeedLoadingError>) {
        self.result = result
    }

    /// The result.
    public func load() async throws -> LoadedFeed {
        try result.get()
    }
}
