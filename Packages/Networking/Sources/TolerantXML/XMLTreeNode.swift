/// One node of an ``XMLTree``: the document, an element or a run of text.
struct XMLTreeNode: Sendable {
    enum Kind: UInt8, Sendable { case document, element, text }

    var kind: Kind
    /// The index just past this node's last descendant (for text, its own index plus one).
    var end: Int
    /// The enclosing element's index (0: the document).
    var parent: Int
    /// Elements: the interned local name and namespace URI (`-1`: none).
    var localName: Int = -1
    var namespace: Int = -1
    /// Elements: the range of their attributes in ``XMLTree/attributes``; text: of its bytes in
    /// ``XMLTree/characters``.
    var first: Int = 0
    var last: Int = 0
    /// The byte offset of the element's `<` in the source, for its line and column.
    var offset: Int = 0
}

/// One attribute of an element: interned names, the value's bytes in ``XMLTree/characters``.
struct XMLTreeAttribute: Sendable {
    var localName: Int
    var namespace: Int
    var value: Range<Int>
}
