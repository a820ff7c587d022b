#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the cache remembers about one item besides its content: a short reference, when it was first seen,
/// when it was read.
public struct ItemReadState: Sendable, Hashable {
    /// A short number naming the item in this cache, unique across feeds and never reused for another item.
    public let reference: Int
    /// When a save first held the item.
    public let firstSeen: Date
    /// When the item was marked read; `nil` while it is unread.
    public let readAt: Date?

    /// Creates a state.
    public init(reference: Int, firstSeen: Date, readAt: Date?) {
        self.reference = reference
        self.firstSeen = firstSeen
        self.readAt = readAt
    }

    /// Whether the item has been read.
    public var isRead: Bool { readAt != nil }

    /// Whether the item was first seen at or after `start`: new in a read that began then.
    public func isNew(since start: Date) -> Bool { firstSeen >= start }
}
