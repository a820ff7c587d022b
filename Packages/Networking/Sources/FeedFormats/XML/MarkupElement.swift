import Foundation

/// One element of a parsed XML document: its resolved name, attributes and content, in order.
///
/// Names carry the namespace URI the prefix stood for, so a mapper matches `media:thumbnail` whatever
/// prefix the feed chose. ``base`` is the element's `xml:base` resolved against its ancestors and the
/// document's URL.
struct MarkupElement: Sendable {
    /// The local name, without prefix.
    let name: String
    /// The namespace URI, or `nil` when the element is in no namespace.
    let namespace: String?
    /// Attributes keyed by ``attributeKey(_:namespace:)``.
    let attributes: [String: String]
    /// The base URL relative references in this element resolve against.
    let base: URL?
    /// The 1-based line and column where the start tag ends, as the parser reported them.
    var position: (line: Int, column: Int)?
    /// Text and child elements in document order.
    var nodes: [MarkupNode] = []

    /// The key an attribute is stored under: the local name, prefixed by the namespace URI when it has one.
    static func attributeKey(_ name: String, namespace: String? = nil) -> String {
        namespace.map { "\($0) \(name)" } ?? name
    }

    /// The child elements in document order.
    var children: [MarkupElement] {
        nodes.compactMap { node in
            if case .element(let element) = node { element } else { nil }
        }
    }

    /// The element's own text (not its descendants'), CDATA included.
    var text: String {
        var result = ""
        for case .text(let string) in nodes { result += string }
        return result
    }

    /// The text of the element and all its descendants, in document order.
    var innerText: String {
        var result = ""
        for node in nodes {
            switch node {
            case .text(let string): result += string
            case .element(let element): result += " " + element.innerText + " "
            }
        }
        return result
    }

    /// The attribute `name` in `namespace` (`nil`: an unprefixed attribute).
    func attribute(_ name: String, namespace: String? = nil) -> String? {
        attributes[Self.attributeKey(name, namespace: namespace)]
    }

    /// The first child named `name` for which `namespace` holds.
    func child(_ name: String, where namespace: (String?) -> Bool) -> MarkupElement? {
        for case .element(let element) in nodes where element.name == name && namespace(element.namespace) {
            return element
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

/// A piece of an element's content.
enum MarkupNode: Sendable {
    /// Character data, entities already decoded.
    case text(String)
    /// A child element.
    case element(MarkupElement)
}
