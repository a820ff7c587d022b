/// Why the subscription list could not be read or written.
public enum SubscriptionStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file exists but is not a subscription list; `line` is 1-based when known.
    case malformed(path: String, line: Int?, reason: String)
    /// The file could not be read or written.
    case unavailable(path: String, reason: String)

    /// A message that says what failed, where, and what to try.
    public var description: String {
        switch self {
        case .malformed(let path, let line, let reason):
            let place = line.map { "\(path):\($0)" } ?? path
            return "The subscription list at \(place) could not be read: \(reason). Fix or remove that line."
        case .unavailable(let path, let reason):
            return "The subscription list at \(path) is not available: \(reason). Check the folder's permissions."
        }
    }
}
