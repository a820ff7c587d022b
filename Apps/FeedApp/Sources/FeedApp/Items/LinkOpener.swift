#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Opens a link for the person at the terminal (a browser, usually).
///
/// - Threading: `Sendable`; `open` may be called from any task and returns once the opener has ended.
protocol LinkOpener: Sendable {
    /// Opens `url`.
    ///
    /// - Throws: ``LinkOpenerError`` when there is no program to open it or that program fails.
    func open(_ url: URL) async throws(LinkOpenerError)
}

/// Why a link was not opened, worded for a person.
enum LinkOpenerError: Error, Equatable, CustomStringConvertible {
    /// Neither `$BROWSER` nor `xdg-open` names a program that can be run.
    case noOpener
    /// The program ran and failed.
    case failed(program: String, status: Int32)
    /// The program could not be started.
    case notStarted(program: String, reason: String)

    var description: String {
        switch self {
        case .noOpener:
            "there is no program to open links: set $BROWSER, or install xdg-open (Debian: xdg-utils)"
        case .failed(let program, let status): "\(program) failed (exit status \(status))"
        case .notStarted(let program, let reason): "\(program) could not be started: \(reason)"
        }
    }
}
