/// The app's version: the one number `feed --version` prints and every request's User-Agent carries.
public enum AppVersion {
    /// The version.
    public static let current = "0.1.0"

    /// The User-Agent header the app sends: `feed/0.1.0`.
    public static var userAgent: String { "feed/\(current)" }
}
