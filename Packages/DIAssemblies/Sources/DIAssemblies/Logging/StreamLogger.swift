import Domain
import Foundation
import Synchronization

/// A ``Domain/Logger`` that writes `level: message` lines to a file handle, standard error by default.
///
/// Lines below ``minimumLevel`` are dropped. Line breaks inside a message become spaces, so every call is
/// exactly one line, written with one call and never interleaved with another line.
///
/// - Threading: `Sendable`; lines from many tasks are written one at a time, in the order they arrive.
/// - Errors: a line that cannot be written is dropped: logging never fails the work it describes.
public final class StreamLogger: Logger {
    /// The least important level that is written.
    public let minimumLevel: LogLevel
    private let handle: Mutex<FileHandle>

    /// Creates a logger.
    ///
    /// - Parameters:
    ///   - minimumLevel: The least important level that is written.
    ///   - handle: Where lines go; standard error by default.
    public init(minimumLevel: LogLevel, handle: FileHandle = .standardError) {
        self.minimumLevel = minimumLevel
        self.handle = Mutex(handle)
    }

    /// Whether `level` is at least ``minimumLevel``.
    public func records(_ level: LogLevel) -> Bool { level >= minimumLevel }

    /// Writes `level: message` as one line, unless `level` is below ``minimumLevel``.
    public func log(_ level: LogLevel, _ message: String) {
        guard level >= minimumLevel else { return }
        let line = Data(Self.line(level, message).utf8)
        handle.withLock { handle in
            try? handle.write(contentsOf: line)
        }
    }

    /// The line written for `message` at `level`, newline included.
    static func line(_ level: LogLevel, _ message: String) -> String {
        let flat = message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
        return "\(level): \(flat)\n"
    }
}
