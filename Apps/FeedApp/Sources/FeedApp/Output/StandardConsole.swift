#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// The process's stdout and stderr.
public struct StandardConsole: Console {
    private let columns: Int?

    /// Creates the console of this process.
    ///
    /// - Parameter variables: The environment; its `COLUMNS`, a whole number ≥ 1, is the width when
    ///   stdout is not a terminal.
    public init(variables: [String: String]) {
        columns = variables["COLUMNS"].flatMap { Int($0) }.flatMap { $0 >= 1 ? $0 : nil }
    }

    /// Writes to stdout.
    public func write(_ text: String) {
        Self.write(text, to: STDOUT_FILENO)
    }

    /// Writes the bytes to stdout.
    public func write(_ text: TerminalSafeText) {
        text.utf8.withUnsafeBufferPointer { Self.write($0, to: STDOUT_FILENO) }
    }

    /// Writes to stderr.
    public func writeError(_ text: String) {
        Self.write(text, to: STDERR_FILENO)
    }

    /// Rewrites the line on stderr: a carriage return, then the line or the escape that erases it.
    public func showStatus(_ line: String?) {
        Self.write(line.map { "\r" + $0 } ?? "\r\u{1B}[K", to: STDERR_FILENO)
    }

    /// Whether stdout is a terminal.
    public var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether stderr is a terminal.
    public var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// The terminal's columns (TIOCGWINSZ on stdout); else `COLUMNS`; else `nil`, for whole lines.
    public var width: Int? {
        var size = winsize()
        if outputIsTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return columns
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        // The string's own bytes, not a copy.
        text.withUTF8 { write($0, to: descriptor) }
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        var start = 0
        while start < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress.map { $0 + start }, bytes.count - start)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            start += written
        }
    }
}
