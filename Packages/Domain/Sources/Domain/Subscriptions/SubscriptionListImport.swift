/// What reading a subscription list found: the subscriptions, and what it left out and why.
public struct SubscriptionListImport: Sendable, Equatable {
    /// An entry of the list that is not a subscription, with the reason a person can act on.
    public struct SkippedEntry: Sendable, Equatable {
        /// How the list names the entry (its title, else its address).
        public let name: String
        /// Why it was left out: "its xmlUrl \"x\" is not an absolute URL".
        public let reason: String
        /// The 1-based line of the entry in the file, when known.
        public let line: Int?

        /// Creates an entry.
        public init(name: String, reason: String, line: Int?) {
            self.name = name
            self.reason = reason
            self.line = line
        }
    }

    /// The subscriptions, in document order, each address once.
    public let subscriptions: [Subscription]
    /// How many entries repeated an address already read.
    public let duplicates: Int
    /// The entries left out.
    public let skipped: [SkippedEntry]

    /// Creates a result.
    public init(subscriptions: [Subscription], duplicates: Int = 0, skipped: [SkippedEntry] = []) {
        self.subscriptions = subscriptions
        self.duplicates = duplicates
        self.skipped = skipped
    }
}
