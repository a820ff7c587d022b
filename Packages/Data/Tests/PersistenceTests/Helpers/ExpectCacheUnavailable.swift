import Domain
import Testing

/// Expects `body` to throw ``Domain/CacheError/unavailable(reason:)`` (itself, or as the `cache` case of a port's
/// error) whose reason mentions every fragment.
@discardableResult
func expectCacheUnavailable(
    mentioning fragments: [String], at location: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> String? {
    do {
        try await body()
        Issue.record("Expected cacheUnavailable, but nothing was thrown", sourceLocation: location)
        return nil
    } catch CacheError.unavailable(let reason), ReadStateError.cache(.unavailable(let reason)),
        FeedLoadingError.cache(.unavailable(let reason))
    {
        for fragment in fragments {
            #expect(reason.contains(fragment), "\"\(reason)\" should mention \"\(fragment)\"", sourceLocation: location)
        }
        return reason
    } catch {
        Issue.record("Expected cacheUnavailable, got \(error)", sourceLocation: location)
        return nil
    }
}
