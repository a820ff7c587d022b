/// How important a log line is; lines below the configured level are dropped.
public enum LogLevel: Int, Sendable, Codable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// Step-by-step detail for finding a problem.
    case debug
    /// What happened, at a glance.
    case info
    /// Something went wrong but the app carried on.
    case warning
    /// Something failed.
    case error

    /// Creates a level from its name (`debug`, `info`, `warning`, `error`), case-insensitive.
    public init?(name: String) {
        guard let level = Self.allCases.first(where: { $0.description == name.lowercased() }) else { return nil }
        self = level
    }

    /// Orders levels from least to most important.
    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The level's name.
    public var description: String {
        switch self {
        case .debug: "debug"
        case .info: "info"
        case .warning: "warning"
        case .error: "error"
        }
    }
}
