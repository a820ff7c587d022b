import Domain

/// How a spy answers one call: with a value, with an error, or not until the calling task is cancelled.
public enum SpyStub<Value: Sendable, Failure: SpyFailure>: Sendable {
    /// With the value.
    case success(Value)
    /// With the error.
    case failure(Failure)
    /// Suspends until the calling task is cancelled, then throws the port's `cancelled`.
    case waitForCancellation

    /// The answer of `stub`, the next one a spy had queued (`nil` when none was).
    ///
    /// - Parameter cancelled: Told when a ``waitForCancellation`` wait is cancelled, before it throws.
    /// - Throws: The stub's error; the port's `cancelled` once a wait is cancelled; its `unexpected` when no
    ///   answer was queued.
    static func answer(_ stub: SpyStub?, cancelled: () -> Void) async throws(Failure) -> Value {
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
                throw .cancelled
            }
            throw .unexpected("the spy was never cancelled")
        case nil:
            throw .unexpected("the spy had no result queued")
        }
    }
}

/// The error of a port whose spies answer with a ``SpyStub``: it can say "cancelled" and "unexpected".
public protocol SpyFailure: Error, Sendable {
    /// The load was cancelled.
    static var cancelled: Self { get }
    /// Any other failure, described.
    static func unexpected(_ details: String) -> Self
}

extension FeedLoadingError: SpyFailure {}
extension ImageLoadingError: SpyFailure {}
