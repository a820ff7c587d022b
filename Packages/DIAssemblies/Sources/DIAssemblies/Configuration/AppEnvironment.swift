/// Which wiring the app runs with.
///
/// An environment chooses defaults: log level, cache location, timeouts, and whether the bundled
/// sample feed stands in for the network.
public enum AppEnvironment: String, Sendable, CaseIterable, Codable {
    /// Real network, cache on disk, quiet logs (errors only: the output already says what failed and why).
    case production
    /// Real network, a cache of its own, detailed logs and generous timeouts.
    case development
    /// The bundled sample feed instead of the network, in-memory stores: nothing touches the disk.
    case preview
}
