import Domain
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``Domain/Logger`` that writes `level: message` lines to a file descriptor, standard error by default.
///
/// Lines below ``minimumLevel`` are dropped. Line breaks inside a message become spaces, so every call is
/// exactly one line, written with one call and never interleaved with another line.
///
/// - Threading: `Sendable`; lines from many tasks are written one at a time, in the order they arrive.
/// - Errors: a line that cannot be written is dropped: logging never fails the work it describes.
public final class StreamLogger: Logger {
    /// The least important level that is written.
    public let minimumLevel: LogLevel
    private let descriptor: Mutex<Int32>

    /// Creates a logger.
    ///
    /// - Parameters:
    ///   - minimumLevel: The least important level that is written.
    ///   - descriptor: Where lines go, an open file descriptor the caller keeps open; standard error by default.
    public init(minimumLevel: LogLevel, descriptor: Int32 = STDERR_FILENO) {
        self.minimumLevel = minimumLevel
        self.descriptor = Mutex(descriptor)
    }

    /// Whether `level` is at least ``minimumLevel``.
    public func records(_ level: LogLevel) -> Bool { level >= minimumLevel }

    /// Writes `level: message` as one line, unless `level` is below ``minimumLevel``.
    public func log(_ level: LogLevel, _ message: String) {
        guard level >= minimumLevel else { return }
        let line = Array(Self.line(level, message).utf8)
        descriptor.withLock { descriptor in
            line.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                    if written > 0 {
                        offset += written
                    } else if written < 0, errno == EINTR {
                        continue
                    } else {
                        return
                    }
                }
            }
        }
    }

    /// The line written for `message` at `level`, newline included.
    static func line(_ level: LogLevel, _ message: String) -> String {
        let flat = message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
        return "\(level): \(flat)\n"
    }
}
