import TolerantXML

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A read XML document as the mappers see it: its tree and the address its relative references resolve
/// against, shared by all its ``MarkupElement``s (a copy of an element then retains one object).
final class MarkupDocument: Sendable {
    let tree: XMLTree
    let url: URL?
    /// Whether any element carries `xml:base`: when none does, every element's base is ``url``, known
    /// without walking up the element's ancestors.
    let hasBases: Bool

    init(tree: XMLTree, url: URL?) {
        self.tree = tree
        self.url = url
        hasBases = tree.containsAttribute("base", namespace: XMLNamespace.xml)
    }
}
