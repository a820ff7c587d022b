import FeedApp
import Synchronization

/// A console that keeps what is written, so the harness can tell a usage error from a parsed line.
final class CapturingConsole: Console {
    private let written = Mutex((output: "", errors: ""))

    /// Everything written to the messages stream.
    var errors: String { written.withLock { $0.errors } }

    func write(_ text: String) {
        written.withLock { $0.output += text }
    }

    func writeError(_ text: String) {
        written.withLock { $0.errors += text }
    }

    func showStatus(_ line: String?) {}

    var outputIsTerminal: Bool { false }
    var errorIsTerminal: Bool { false }
    var width: Int? { 80 }
}
