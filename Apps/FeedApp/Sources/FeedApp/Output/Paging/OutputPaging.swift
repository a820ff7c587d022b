#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// Which commands page their output: `feed show` and `feed read --long`, on a terminal, unless `--no-pager` says
/// otherwise or no pager is chosen (``PagerCommand``).
enum OutputPaging {
    /// The flag that writes long output straight to the terminal.
    static let noPager = FlagSpec("no-pager", help: "Write long output straight to the terminal, without a pager.")

    /// A console paging `terminal`'s output for the command `line`, or `nil` when it is written as it is.
    static func console(
        for line: ParsedArguments, terminal: any Console, variables: [String: String]
    ) -> PagingConsole? {
        let pages =
            line.spec.name == ShowCommand.spec.name
            || line.spec.name == ReadCommand.spec.name
                && line.has(CommonFlags.long) && !line.has(CommonFlags.json)
        guard pages, !line.has(noPager), terminal.outputIsTerminal,
            let pager = PagerCommand.chosen(
                by: variables, isInstalled: { PagerCommand.isOnPath($0, variables: variables) })
        else { return nil }
        return PagingConsole(wrapping: terminal, pager: pager, rows: rows())
    }

    /// The terminal's rows (TIOCGWINSZ on stdout), or `nil` when it does not say.
    private static func rows() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }
}
