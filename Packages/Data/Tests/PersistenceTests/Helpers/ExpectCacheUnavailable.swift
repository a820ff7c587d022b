import Domain
import Testing

/// Expects `body` to throw ``FeedLoadingError/cacheUnavailable(reason:)`` whose reason mentions every fragment.
@discardableResult
func expectCacheUnavailable(
    mentioning fragments: [String], at location: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> String? {
    do {
        try await body()
        Issue.record("Expected cacheUnavailable, but nothing was thrown", sourceLocation: location)
        return nil
    } catch FeedLoadingError.cacheUnavailable(let reason) {
        for fragment in fragments {
            #expect(reason.contains(fragment), "\"\(reason)\" should mention \"\(fragment)\"", sourceLocation: location)
        }
        return reason
    } catch {
        Issue.record("Expected cacheUnavailable, got \(error)", sourceLocation: location)
        return nil
    }
}
