import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A console whose output goes through a pager once it is longer than the screen, as git's does.
///
/// Output is kept until it holds more lines than the terminal has rows (at once when the height is unknown);
/// then the pager is started with it, and what follows goes straight to the pager. Output that fits the screen
/// is written to the terminal when ``finish()`` is called. A pager that cannot be started, or ends with a
/// failure (not found, a wrong command), leaves the whole output written plainly; a pager quit early (the
/// person has read enough) drops the rest quietly. While the pager shows, the status line is not drawn over it.
final class PagingConsole: Console, Sendable {
    private let wrapped: any Console
    private let pager: PagerCommand
    private let rows: Int?
    private let state = Mutex(State())

    private struct State {
        var kept: [UInt8] = []
        var lines = 0
        var process: PagerProcess?
        var started = false
        var reading = true
    }

    /// Creates the console writing to `wrapped` (the terminal), paging through `pager` past `rows` lines.
    init(wrapping wrapped: any Console, pager: PagerCommand, rows: Int?) {
        self.wrapped = wrapped
        self.pager = pager
        self.rows = rows
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { page(UnsafeRawBufferPointer($0)) }
    }

    func write(_ text: TerminalSafeText) {
        text.utf8.withUnsafeBytes { page($0) }
    }

    func writeError(_ text: String) { wrapped.writeError(text) }

    func showStatus(_ line: String?) {
        guard state.withLock({ $0.process == nil }) else { return }
        wrapped.showStatus(line)
    }

    var outputIsTerminal: Bool { wrapped.outputIsTerminal }
    var errorIsTerminal: Bool { wrapped.errorIsTerminal }
    var width: Int? { wrapped.width }

    /// Writes what is kept to the terminal when the pager never started, or waits for the pager to end (and writes
    /// everything plainly when it failed). Call once, after the last write.
    func finish() {
        let (process, kept) = state.withLock { state in
            defer { state.process = nil }
            return (state.process, state.started ? [] : state.kept)
        }
        guard let process else { return writePlainly(kept) }
        guard !process.finish() else { return }
        writePlainly(state.withLock { $0.kept })
    }

    private func page(_ bytes: UnsafeRawBufferPointer) {
        state.withLock { state in
            state.kept.append(contentsOf: bytes)
            if state.started {
                guard let process = state.process else {
                    state.kept = []
                    return wrapped.write(String(decoding: bytes, as: UTF8.self))
                }
                if state.reading { state.reading = process.write(bytes) }
                return
            }
            state.lines += bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            guard rows.map({ state.lines >= $0 }) ?? true else { return }
            guard let process = PagerProcess(pager) else {
                // No pager after all: what was kept, and all that follows, goes to the terminal.
                wrapped.write(String(decoding: state.kept, as: UTF8.self))
                state.kept = []
                state.started = true
                state.reading = false
                return
            }
            state.started = true
            state.process = process
            state.reading = state.kept.withUnsafeBytes { process.write($0) }
        }
    }

    private func writePlainly(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        wrapped.write(String(decoding: bytes, as: UTF8.self))
    }
}
