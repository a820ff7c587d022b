import Domain

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

/// The pager long output goes through on a terminal, chosen as git chooses its own: `FEED_PAGER`, else `PAGER`,
/// else `less` when it is installed.
///
/// An empty `FEED_PAGER` turns paging off, as `--no-pager` does; an empty `PAGER`, or `cat`, means no pager. `less`
/// gets `LESS=FRX` (quit when the text fits one screen, keep colours, leave it on screen) unless the person has a
/// `LESS` of their own.
struct PagerCommand: Equatable, Sendable {
    /// The command line, run by `/bin/sh -c`.
    let command: String
    /// The variables the pager runs with: the app's, with `LESS` added when missing.
    let variables: [String: String]

    /// The pager `variables` choose, or `nil` for none.
    ///
    /// - Parameter isInstalled: whether a program of that name is on the `PATH` (``isOnPath(_:variables:)``).
    static func chosen(by variables: [String: String], isInstalled: (String) -> Bool) -> PagerCommand? {
        var pagerVariables = variables
        if variables["LESS"] == nil { pagerVariables["LESS"] = "FRX" }
        if let own = variables["FEED_PAGER"] {
            return usable(own).map { PagerCommand(command: $0, variables: pagerVariables) }
        }
        if let general = variables["PAGER"] {
            return usable(general).map { PagerCommand(command: $0, variables: pagerVariables) }
        }
        return isInstalled("less") ? PagerCommand(command: "less", variables: pagerVariables) : nil
    }

    /// Whether an executable file `name` is in one of the folders of `variables`' `PATH`.
    static func isOnPath(_ name: String, variables: [String: String]) -> Bool {
        let folders = (variables["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.contains { access("\($0)/\(name)", X_OK) == 0 }
    }

    private static func usable(_ command: String) -> String? {
        let trimmed = command.trimmingSpacesAndTabs
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }
}
