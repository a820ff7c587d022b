import TolerantXML

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The child elements of a ``MarkupElement`` in document order, walked in place: no array is built, so a
/// lookup that stops at the first match (`first(where:)`, `firstResult(of:)`) costs only the children it
/// passes.
struct MarkupChildren: Sequence, Sendable {
    let document: MarkupDocument
    let parent: Int

    func makeIterator() -> Iterator {
        Iterator(document: document, upcoming: document.tree.firstChildElement(of: parent))
    }

    /// Steps from one child to the next sibling; each step moves forward in the tree, so the walk ends.
    struct Iterator: IteratorProtocol {
        let document: MarkupDocument
        var upcoming: Int?

        mutating func next() -> MarkupElement? {
            guard let current = upcoming else { return nil }
            upcoming = document.tree.nextSiblingElement(of: current)
            return MarkupElement(document: document, index: current)
        }
    }
}
