import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns what a person typed as a feed's address into the URL the composition loads.
///
/// - `http` and `https` URLs with a host are used as they are.
/// - `file` URLs are used as they are, standardized (`..` resolved).
/// - Anything without a scheme is a path: `~/` is the home folder, a relative path is resolved against the
///   current directory, and the result is a file URL.
/// - Anything else (another scheme, an `http` URL without a host, an empty string) is
///   `FeedLoadingError.invalidAddress`.
enum FeedAddress {
    /// The URL for `argument`.
    ///
    /// - Parameters:
    ///   - argument: The address as typed: a URL or a path.
    ///   - currentDirectory: What a relative path is relative to; the process's current directory by default.
    /// - Returns: An `http(s)` URL or an absolute file URL.
    /// - Throws: `FeedLoadingError.invalidAddress` with the argument as typed.
    static func url(
        from argument: String,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    ) throws(FeedLoadingError) -> URL {
        let address = argument.trimmingWhitespaceAndNewlines
        guard !address.isEmpty else { throw .invalidAddress(argument) }
        guard let scheme = scheme(of: address) else {
            return fileURL(forPath: address, currentDirectory: currentDirectory)
        }
        switch scheme {
        case "http", "https":
            guard let url = URL(string: address), let host = url.host, !host.isEmpty else {
                throw .invalidAddress(argument)
            }
            return url
        case "file":
            guard let url = URL(string: address), url.isFileURL, !url.path.isEmpty else {
                throw .invalidAddress(argument)
            }
            return url.standardizedFileURL
        default:
            throw .invalidAddress(argument)
        }
    }

    /// The scheme of `address`, lowercased, when it starts with one (`letter *(letter / digit / "+" / "-" / ".") ":"`).
    private static func scheme(of address: String) -> String? {
        guard let colon = address.firstIndex(of: ":") else { return nil }
        let candidate = address[..<colon]
        guard let first = candidate.first, first.isASCII, first.isLetter else { return nil }
        let allowed = candidate.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
        return allowed ? candidate.lowercased() : nil
    }

    private static func fileURL(forPath path: String, currentDirectory: URL) -> URL {
        var expanded = path
        if path == "~" || path.hasPrefix("~/") {
            expanded = HomeFolder.path + path.dropFirst()
        }
        let base = expanded.hasPrefix("/") ? URL(fileURLWithPath: "/") : currentDirectory
        return URL(fileURLWithPath: expanded, relativeTo: base).standardizedFileURL.absoluteURL
    }
}
