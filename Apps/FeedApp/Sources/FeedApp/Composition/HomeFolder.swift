#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The user's home folder, and `~` paths expanded against it, as `NSHomeDirectory()` and `NSString`'s
/// `expandingTildeInPath` gave them (those live in Foundation proper, which product modules do not import:
/// ARCHITECTURE.md, "FoundationEssentials only").
enum HomeFolder {
    /// The current user's home folder.
    static var path: String { FileManager.default.homeDirectoryForCurrentUser.path }

    /// `path` with a leading `~` (the current user's home) or `~name` (that user's) replaced by the home
    /// folder and a trailing `/` removed; any other path, or one naming an unknown user, as it is.
    static func expandingTilde(in path: String) -> String {
        guard path.hasPrefix("~") else { return path }
        let user = path.dropFirst().prefix { $0 != "/" }
        let rest = path.dropFirst(1 + user.count)
        let home = user.isEmpty ? self.path : FileManager.default.homeDirectory(forUser: String(user))?.path
        guard let home else { return path }
        var expanded = home + rest
        while expanded.count > 1, expanded.hasSuffix("/") { expanded.removeLast() }
        return expanded
    }
}
