import Foundation
import TolerantXML

/// The child elements of a ``MarkupElement`` in document order, walked in place: no array is built, so a
/// lookup that stops at the first match (`first(where:)`, `firstResult(of:)`) costs only the children it
/// passes.
struct MarkupChildren: Sequence, Sendable {
    let tree: XMLTree
    let parent: Int
    let documentURL: URL?

    func makeIterator() -> Iterator {
        Iterator(tree: tree, upcoming: tree.firstChildElement(of: parent), documentURL: documentURL)
    }

    /// Steps from one child to the next sibling; each step moves forward in the tree, so the walk ends.
    struct Iterator: IteratorProtocol {
        let tree: XMLTree
        var upcoming: Int?
        let documentURL: URL?

        mutating func next() -> MarkupElement? {
            guard let current = upcoming else { return nil }
            upcoming = tree.nextSiblingElement(of: current)
            return MarkupElement(tree: tree, index: current, documentURL: documentURL)
        }
    }
}
