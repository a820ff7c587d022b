import Foundation
import TolerantXML

/// One element of a read XML document, as the mappers see it: resolved name, attributes, content.
///
/// A view into the document's ``XMLTree`` (an index), so it is cheap to pass around. Names carry the
/// namespace URI the prefix stood for, so a mapper matches `media:thumbnail` whatever prefix the feed
/// chose.
struct MarkupElement: Sendable {
    private let tree: XMLTree
    private let index: Int
    private let documentURL: URL?

    init(tree: XMLTree, index: Int, documentURL: URL?) {
        self.tree = tree
        self.index = index
        self.documentURL = documentURL
    }

    /// The local name, without prefix.
    var name: String { tree.localName(of: index) }

    /// The namespace URI, or `nil` when the element is in no namespace.
    var namespace: String? { tree.namespace(of: index) }

    /// The 1-based line and column where the start tag begins.
    var position: (line: Int, column: Int) { tree.position(of: index) }

    /// The child elements in document order.
    var children: [MarkupElement] {
        tree.childElements(of: index).map { MarkupElement(tree: tree, index: $0, documentURL: documentURL) }
    }

    /// The element's own text (not its descendants'), CDATA included.
    var text: String { tree.text(of: index) }

    /// The text of the element and all its descendants, in document order.
    var innerText: String { tree.innerText(of: index) }

    /// The base URL relative references in this element resolve against: its `xml:base` resolved against
    /// its ancestors' and the document's URL.
    var base: URL? {
        var bases: [String] = []
        var current: Int? = index
        while let element = current {
            if let base = tree.attribute("base", namespace: XMLNamespace.xml, of: element) { bases.append(base) }
            current = tree.parent(of: element)
        }
        return bases.reversed().reduce(documentURL) { LinkResolver.resolve($1, against: $0) ?? $0 }
    }

    /// The attribute `name` in `namespace` (`nil`: an unprefixed attribute).
    func attribute(_ name: String, namespace: String? = nil) -> String? {
        tree.attribute(name, namespace: namespace, of: index)
    }

    /// The first child named `name` for which `namespace` holds.
    func child(_ name: String, where namespace: (String?) -> Bool) -> MarkupElement? {
        for child in tree.childElements(of: index) where tree.localName(of: child) == name {
            if namespace(tree.namespace(of: child)) {
                return MarkupElement(tree: tree, index: child, documentURL: documentURL)
            }
        }
        return nil
    }

    /// The first child named `name` in `namespace`.
    func child(_ name: String, in namespace: String?) -> MarkupElement? {
        child(name) { $0 == namespace }
    }

    /// The children named `name` in `namespace`.
    func children(_ name: String, in namespace: String?) -> [MarkupElement] {
        children.filter { $0.name == name && $0.namespace == namespace }
    }
}
