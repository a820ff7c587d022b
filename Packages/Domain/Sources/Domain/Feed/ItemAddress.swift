#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A link of a ``FeedItem``: the URL it was made from, or the text a store kept, parsed only when the URL is
/// asked for.
///
/// Parsing a URL is dear, and reading back cached items parsed every link that a JSON writer only prints
/// (Benchmarks/README.md, "Figures behind the code's comments"). Two addresses are equal when their absolute strings are.
@usableFromInline
struct ItemAddress: Sendable, Hashable {
    @usableFromInline
    enum Form: Sendable {
        case url(URL)
        case text(String)
    }

    @usableFromInline let form: Form

    init(_ url: URL) {
        form = .url(url)
    }

    init(text: String) {
        form = .text(text)
    }

    /// The link as a URL: the one it was made from, or its text parsed (`nil` when that text is no URL).
    var url: URL? {
        switch form {
        case .url(let url): url
        case .text(let text): URL(string: text)
        }
    }

    /// The link as text: the URL's `absoluteString`, or the text it was made from.
    @inlinable var string: String {
        switch form {
        case .url(let url): url.absoluteString
        case .text(let text): text
        }
    }

    @usableFromInline static func == (lhs: ItemAddress, rhs: ItemAddress) -> Bool {
        lhs.string == rhs.string
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }
}
