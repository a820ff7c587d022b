#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ReadStateStore {
    /// The state of each of `items`, items of the feed at `feedURL`, in their order, looked up by id in
    /// ``readStates(in:)``; `nil` for an item not cached. For a feed loaded without a cache's states.
    public func readStates(of items: [FeedItem], in feedURL: URL) async throws -> [ItemReadState?] {
        let states = try await readStates(in: feedURL)
        return items.map { states[$0.id] }
    }
}
