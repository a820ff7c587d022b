import TolerantXML

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One element of a read XML document, as the mappers see it: resolved name, attributes, content.
///
/// A view into the document's ``XMLTree`` (an index), so it is cheap to pass around. Names carry the
/// namespace URI the prefix stood for, so a mapper matches `media:thumbnail` whatever prefix the feed
/// chose.
struct MarkupElement: Sendable {
    let document: MarkupDocument
    let index: Int

    init(document: MarkupDocument, index: Int) {
        self.document = document
        self.index = index
    }

    var tree: XMLTree { document.tree }

    /// The local name, without prefix (an undeclared prefix stays: `foo:bar`).
    var name: String { tree.localName(of: index) }

    /// The local name with any undeclared prefix dropped: `rss` for `<r:rss>`.
    var unprefixedName: String {
        let name = self.name
        return name.lastIndex(of: ":").map { String(name[name.index(after: $0)...]) } ?? name
    }

    /// The namespace URI, or `nil` when the element is in no namespace.
    var namespace: String? { tree.namespace(of: index) }

    /// The 1-based line and column where the start tag begins.
    var position: (line: Int, column: Int) { tree.position(of: index) }

    /// The child elements in document order.
    var children: [MarkupElement] {
        tree.childElements(of: index).map { MarkupElement(document: document, index: $0) }
    }

    /// The child elements in document order, walked without building an array.
    var childElements: MarkupChildren { MarkupChildren(document: document, parent: index) }

    /// The child elements read once, for finding many of them by name.
    var childIndex: MarkupChildIndex { MarkupChildIndex(of: self) }

    /// The element's own text (not its descendants'), CDATA included.
    var text: String { tree.text(of: index) }

    /// ``text`` as UTF-8 bytes, for the parsers that read bytes (no `String` made and checked).
    var textBytes: ArraySlice<UInt8> { tree.textBytes(of: index) }

    /// The text of the element and all its descendants, in document order, words of adjacent elements kept
    /// apart by a space; `script` and `style` elements (in XHTML content) hold no readable text and are left
    /// out, and HTML's inline elements and MathML's tokens break no word, as in a browser (`<a>site</a>:`).
    var innerText: String { tree.innerText(of: index, skipping: Self.hiddenElements, joining: Self.inlineElements) }

    /// ``innerText`` as UTF-8 bytes, for the text reductions that read bytes (no `String` made and checked).
    var innerTextBytes: ArraySlice<UInt8> {
        tree.innerTextBytes(of: index, skipping: Self.hiddenElements, joining: Self.inlineElements)
    }

    /// Built once: a set literal in ``innerText`` would be built again on every read.
    private static let hiddenElements: Set<String> = ["script", "style"]

    private static let inlineElements: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "big", "cite", "code", "data", "del", "dfn", "em", "font", "i", "ins", "kbd",
        "mark", "q", "s", "samp", "small", "span", "strike", "strong", "sub", "sup", "time", "tt", "u", "var",
        "math", "mi", "mn", "mo", "ms", "mtext", "mrow",
    ]

    /// The base URL relative references in this element resolve against: its `xml:base` resolved against
    /// its ancestors' and the document's URL.
    var base: URL? {
        guard document.hasBases else { return document.url }
        var bases: [String] = []
        var current: Int? = index
        while let element = current {
            if let base = tree.attribute("base", namespace: XMLNamespace.xml, of: element) { bases.append(base) }
            current = tree.parent(of: element)
        }
        return bases.reversed().reduce(document.url) { LinkResolver.resolve($1, against: $0) ?? $0 }
    }

    /// The attribute `name` in `namespace` (`nil`: an unprefixed attribute).
    func attribute(_ name: String, namespace: String? = nil) -> String? {
        tree.attribute(name, namespace: namespace, of: index)
    }

    /// Of two elements of one document, the one whose start tag comes first; the one given when the other
    /// is `nil`.
    static func earlier(_ first: MarkupElement?, _ second: MarkupElement?) -> MarkupElement? {
        guard let first, let second else { return first ?? second }
        return first.index < second.index ? first : second
    }

    /// The line of each of `elements`, which belong to one document, counted in one pass.
    static func lines(of elements: [MarkupElement]) -> [Int] {
        guard let tree = elements.first?.tree else { return [] }
        return tree.lines(of: elements.map(\.index))
    }

    /// The first unprefixed attribute whose name is `name` in any ASCII case (OPML's `xmlUrl`, CDF's `HREF`).
    func attribute(ignoringCase name: String) -> String? {
        let lowered = name.lowercased()
        return tree.attributes(of: index).first { $0.namespace == nil && $0.localName.lowercased() == lowered }?.value
    }

    /// The first child whose name is `name` in any ASCII case, in no namespace (CDF's `TITLE`, `ITEM`).
    func child(ignoringCase name: String) -> MarkupElement? {
        childElements.first { $0.namespace == nil && $0.name.lowercased() == name }
    }

    /// Whether the local name is `name`, compared in the document's bytes: cheaper than reading ``name``.
    func isNamed(_ name: StaticString) -> Bool {
        tree.hasLocalName(name, index)
    }

    /// The first child named `name` for which `namespace` holds.
    func child(_ name: StaticString, where namespace: (String?) -> Bool) -> MarkupElement? {
        var child = tree.childElement(of: index, named: name)
        while let current = child {
            if namespace(tree.namespace(of: current)) {
                return MarkupElement(document: document, index: current)
            }
            child = tree.childElement(of: index, named: name, after: current)
        }
        return nil
    }

    /// The children named `name` for which `namespace` holds, in document order.
    func children(_ name: StaticString, where namespace: (String?) -> Bool) -> [MarkupElement] {
        var found: [MarkupElement] = []
        var child = tree.childElement(of: index, named: name)
        while let current = child {
            if namespace(tree.namespace(of: current)) {
                found.append(MarkupElement(document: document, index: current))
            }
            child = tree.childElement(of: index, named: name, after: current)
        }
        return found
    }

    /// The first child named `name` in `namespace`.
    func child(_ name: StaticString, in namespace: String?) -> MarkupElement? {
        child(name) { $0 == namespace }
    }

    /// The children named `name` in `namespace`.
    func children(_ name: StaticString, in namespace: String?) -> [MarkupElement] {
        children(name) { $0 == namespace }
    }
}
