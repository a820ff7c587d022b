#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension URL {
    /// The host as a person would name the site: lowercased, without a leading "www.".
    var displayHost: String? {
        guard let host = host(percentEncoded: false)?.lowercased(), !host.isEmpty else { return nil }
        let trimmed = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
        return trimmed.isEmpty ? host : trimmed
    }

    /// The address as a person would type it: the path for a file, the full URL otherwise.
    var displayAddress: String {
        isFileURL ? path(percentEncoded: false) : absoluteString
    }
}
