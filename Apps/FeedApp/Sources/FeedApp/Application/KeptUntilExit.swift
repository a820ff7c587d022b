import Synchronization

/// Values the process never frees: their memory goes back to the system all at once when it exits.
///
/// Freeing the items of a large read one object at a time (each one's strings and URLs) was a sixth of
/// `feed read --offline` at 10,000 items, spent just before the process ended. Keeping is turned on only by
/// the process's entry, ``FeedCommandLine``; anywhere else (tests, an app embedding the commands) ``keep(_:)``
/// lets values go as usual.
enum KeptUntilExit {
    private static let state = Mutex<(isOn: Bool, values: [any Sendable])>((false, []))

    /// Keeps every value handed to ``keep(_:)`` from now on, for the rest of the process.
    static func turnOn() {
        state.withLock { $0.isOn = true }
    }

    /// Keeps `value` until the process exits, when keeping is on.
    static func keep(_ value: some Sendable) {
        state.withLock { state in
            if state.isOn { state.values.append(value) }
        }
    }
}
