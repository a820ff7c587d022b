/// Shows "2/5 feeds" on the messages stream while feeds load, when it is a terminal.
struct ProgressLine: Sendable {
    let console: any Console

    /// Whether anything is shown: only on a terminal, and only for more than one feed.
    func isShown(total: Int) -> Bool { console.errorIsTerminal && total > 1 }

    /// Shows that `done` of `total` feeds are done, replacing the previous line.
    func update(done: Int, total: Int) {
        guard isShown(total: total) else { return }
        console.writeError("\r\(done)/\(total) feeds")
    }

    /// Removes the line once loading is over.
    func clear(total: Int) {
        guard isShown(total: total) else { return }
        console.writeError("\r\u{1B}[K")
    }
}
