import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The parts of a `Content-Type` header the mappers use.
struct ContentType: Equatable {
    /// The media type, lowercased, without parameters: `application/rss+xml`.
    let mediaType: String
    /// The `charset` parameter, when given.
    let charset: String?

    /// Parses `header`; `nil` when there is none.
    init?(_ header: String?) {
        guard let header, !header.isEmpty else { return nil }
        let parts = header.split(separator: ";").map(\.trimmingSpacesAndTabs)
        mediaType = parts.first?.lowercased() ?? ""
        charset = parts.dropFirst().first { $0.lowercased().hasPrefix("charset=") }
            .map { $0.dropFirst(8).trimming { $0 == "\"" || $0 == "'" || $0 == " " } }
    }

    /// Whether the server says the document is an HTML page.
    var isHTML: Bool { mediaType == "text/html" || mediaType == "application/xhtml+xml" }
}
