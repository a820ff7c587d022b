import FeedApp
import Synchronization

/// Records what the app writes on its output and its messages stream.
final class ConsoleSpy: Console {
    private let state = Mutex((output: "", errors: "", cleanedPieces: [Int]()))
    let outputIsTerminal: Bool
    let errorIsTerminal: Bool
    let width: Int?

    init(width: Int? = 80, outputIsTerminal: Bool = false, errorIsTerminal: Bool = false) {
        self.width = width
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
    }

    var output: String { state.withLock { $0.output } }
    var errors: String { state.withLock { $0.errors } }
    /// The sizes in bytes of the cleaned pieces written to the output, in order.
    var cleanedPieces: [Int] { state.withLock { $0.cleanedPieces } }

    func write(_ text: String) { state.withLock { $0.output += text } }
    func writeError(_ text: String) { state.withLock { $0.errors += text } }
    func write(_ text: TerminalSafeText) {
        state.withLock {
            $0.output += String(decoding: text.utf8, as: UTF8.self)
            $0.cleanedPieces.append(text.utf8.count)
        }
    }
    /// Records the status line as a terminal receives it: a carriage return, then the line or the erase.
    func showStatus(_ line: String?) { writeError(line.map { "\r" + $0 } ?? "\r\u{1B}[K") }
}
