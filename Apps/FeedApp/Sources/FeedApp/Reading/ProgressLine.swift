import Synchronization

/// Shows "2/5 feeds" on the messages stream while feeds load, when it is a terminal.
///
/// It stays below what is printed: clear it before writing a feed, then ``redraw()`` it.
final class ProgressLine: Sendable {
    private let console: any Console
    private let total: Int
    private let done = Mutex(0)

    /// Creates the line for `total` feeds on `console`.
    init(console: any Console, total: Int) {
        self.console = console
        self.total = total
    }

    /// Whether anything is shown: only on a terminal, and only for more than one feed.
    var isShown: Bool { console.errorIsTerminal && total > 1 }

    /// Shows that `done` feeds are done, replacing the previous line.
    func update(done: Int) {
        self.done.withLock { $0 = done }
        redraw()
    }

    /// Shows the line again, after ``clear()``.
    func redraw() {
        guard isShown else { return }
        console.showStatus("\(done.withLock { $0 })/\(total) feeds")
    }

    /// Removes the line.
    func clear() {
        guard isShown else { return }
        console.showStatus(nil)
    }
}
