/// One node of an ``XMLTree``: the document, an element or a run of text.
///
/// Indices and offsets are stored in 32 bits, which ``XMLReader/maxDocumentBytes`` keeps them within: a
/// node takes 32 bytes instead of 64, and a feed of 10,000 items has about 200,000 of them.
struct XMLTreeNode: Sendable {
    enum Kind: UInt8, Sendable { case document, element, text }

    var kind: Kind
    private var storedEnd: Int32
    private var storedParent: Int32
    private var storedLocalName: Int32
    private var storedNamespace: Int32
    private var storedFirst: Int32
    private var storedLast: Int32
    private var storedOffset: Int32

    init(
        kind: Kind, end: Int, parent: Int, localName: Int = -1, namespace: Int = -1, first: Int = 0, last: Int = 0,
        offset: Int = 0
    ) {
        self.kind = kind
        storedEnd = Int32(truncatingIfNeeded: end)
        storedParent = Int32(truncatingIfNeeded: parent)
        storedLocalName = Int32(truncatingIfNeeded: localName)
        storedNamespace = Int32(truncatingIfNeeded: namespace)
        storedFirst = Int32(truncatingIfNeeded: first)
        storedLast = Int32(truncatingIfNeeded: last)
        storedOffset = Int32(truncatingIfNeeded: offset)
    }

    /// The index just past this node's last descendant (for text, its own index plus one).
    var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Int32(truncatingIfNeeded: newValue) }
    }
    /// The enclosing element's index (0: the document).
    var parent: Int { Int(storedParent) }
    /// Elements: the interned local name and namespace URI (`-1`: none).
    var localName: Int { Int(storedLocalName) }
    var namespace: Int { Int(storedNamespace) }
    /// Elements: the range of their attributes in ``XMLTree/attributes``; text: of its bytes in
    /// ``XMLTree/characters``.
    var first: Int { Int(storedFirst) }
    var last: Int {
        get { Int(storedLast) }
        set { storedLast = Int32(truncatingIfNeeded: newValue) }
    }
    /// The byte offset of the element's `<` in the source, for its line and column.
    var offset: Int { Int(storedOffset) }
}

/// One attribute of an element: interned names, the value's bytes in ``XMLTree/characters``.
struct XMLTreeAttribute: Sendable {
    var localName: Int
    var namespace: Int
    var value: Range<Int>
}
