/// Why an ``HTTPClientSpy`` could not do what the test asked.
public enum HTTPClientSpyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No request at this index is waiting: none arrived yet, or it was already completed or cancelled.
    case noPendingRequest(index: Int)
    /// Fewer requests than expected arrived in time.
    case timedOutWaiting(expected: Int, received: Int)

    /// What went wrong and what to check.
    public var description: String {
        switch self {
        case .noPendingRequest(let index):
            "No pending request at index \(index): wait for it with waitForRequests(count:) or check the index."
        case .timedOutWaiting(let expected, let received):
            "Expected \(expected) request(s) but received \(received): check that the code under test sends them."
        }
    }
}
