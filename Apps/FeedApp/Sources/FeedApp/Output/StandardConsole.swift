import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The process's stdout and stderr.
public struct StandardConsole: Console {
    /// The width used when stdout is not a terminal or does not say.
    public static let defaultWidth = 80

    /// Creates the console of this process.
    public init() {}

    /// Writes to stdout.
    public func write(_ text: String) {
        Self.write(text, to: STDOUT_FILENO)
    }

    /// Writes to stderr.
    public func writeError(_ text: String) {
        Self.write(text, to: STDERR_FILENO)
    }

    /// Whether stdout is a terminal.
    public var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether stderr is a terminal.
    public var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// The terminal's columns (TIOCGWINSZ on stdout), or ``defaultWidth`` when stdout is not a terminal.
    public var width: Int {
        guard outputIsTerminal else { return Self.defaultWidth }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return Self.defaultWidth }
        return Int(size.ws_col)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
