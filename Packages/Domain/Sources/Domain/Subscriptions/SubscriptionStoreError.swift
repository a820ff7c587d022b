/// Why the subscription list could not be read or written.
///
/// ``description`` is terse, for logs and developers; Presentation words it for a person.
public enum SubscriptionStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file exists but is not a subscription list; `line` is 1-based when known.
    case malformed(path: String, line: Int?, reason: String)
    /// The file could not be read or written.
    case unavailable(path: String, reason: String)
    /// A save failed because the disk holding the file at `path` has no space left; the list is as it was.
    case diskFull(path: String)

    /// What failed and where, in a few words.
    public var description: String {
        switch self {
        case .malformed(let path, let line, let reason):
            "malformed subscription list \(line.map { "\(path):\($0)" } ?? path): \(reason)"
        case .unavailable(let path, let reason):
            "subscription list \(path) unavailable: \(reason)"
        case .diskFull(let path):
            "subscription list \(path) not saved: disk full"
        }
    }
}
