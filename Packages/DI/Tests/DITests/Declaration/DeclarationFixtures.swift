import DI
import Foundation

// Names as types, and a small feed chain per URL, for the tests of registrations declared by their parameters.

enum Remote: NameTag { static let name: ServiceName = "remote" }
enum Audit: NameTag { static let name: ServiceName = "audit" }

/// A link of a chain: what it was made for, and what it wraps.
final class ChainLink: FeedLoader, FeedCache {
    let role: String
    let url: URL?
    let inner: [any Sendable]

    init(_ role: String, url: URL? = nil, inner: [any Sendable] = []) {
        self.role = role
        self.url = url
        self.inner = inner
    }
}

/// A service with seven dependencies, past the fixed-arity overloads.
final class Seven: Sendable {
    let clock: any Clock
    let audit: ChainLink

    init(
        clock: any Clock, _: any HTTPClient, _: Session, _: FeedService, _: Counter, _: DisposalLog,
        audit: Named<ChainLink, Audit>
    ) {
        self.clock = clock
        self.audit = audit.value
    }
}

extension ChainLink {
    /// The link `depth` levels in, following the first inner link each time.
    func link(_ depth: Int) -> ChainLink? {
        var link: ChainLink? = self
        for _ in 0..<depth { link = link?.inner.first as? ChainLink }
        return link
    }
}
