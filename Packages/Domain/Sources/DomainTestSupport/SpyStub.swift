import Domain

/// How a spy answers one call: with a value, with an error, or not until the calling task is cancelled.
public enum SpyStub<Value: Sendable>: Sendable {
    /// With the value.
    case success(Value)
    /// With the error.
    case failure(FeedLoadingError)
    /// Suspends until the calling task is cancelled, then throws `FeedLoadingError.cancelled`.
    case waitForCancellation

    /// The answer of `stub`, the next one a spy had queued (`nil` when none was).
    ///
    /// - Parameter cancelled: Told when a ``waitForCancellation`` wait is cancelled, before it throws.
    /// - Throws: The stub's error; `FeedLoadingError.cancelled` once a wait is cancelled;
    ///   `FeedLoadingError.unexpected` when no answer was queued.
    static func answer(_ stub: SpyStub?, cancelled: () -> Void) async throws -> Value {
        switch stub {
        case .success(let value)?:
            return value
        case .failure(let error)?:
            throw error
        case .waitForCancellation?:
            // Only the test's cancellation ends the wait; the hour is never meant to pass.
            do {
                try await Task.sleep(for: .seconds(3600))
            } catch {
                cancelled()
                throw FeedLoadingError.cancelled
            }
            throw FeedLoadingError.unexpected("the spy was never cancelled")
        case nil:
            throw FeedLoadingError.unexpected("the spy had no result queued")
        }
    }
}
