import Testing

/// The `feed` binary run as a child process against the loopback server, one test at a time.
///
/// Serialized: the timing tests (timeout, interrupt) must not compete with each other for two cores.
@Suite("feed, end to end", .serialized, .enabled(if: FeedCLI.binary != nil, FeedCLI.missingBinary))
struct EndToEndTests {}
