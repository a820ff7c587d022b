/// Collects the nodes of an ``XMLTree`` as the scanner finds them, and the stack of open elements.
struct XMLTreeBuilder {
    /// An element still open: its node, its qualified and case-folded names and the namespace mark to undo to.
    struct OpenElement {
        let node: Int
        let name: Int
        let foldedName: Int
        let scopeMark: Int
    }

    private(set) var nodes: [XMLTreeNode] = [XMLTreeNode(kind: .document, end: 1, parent: 0)]
    var attributes: [XMLTreeAttribute] = []
    var characters: [UInt8] = []
    private(set) var stack: [OpenElement] = []
    /// How many elements of each case-folded name are open, so an end tag that matches none costs O(1).
    private var openCounts: [Int] = []
    /// The text node that text joins with no further check (its index, and the count of ``characters`` it
    /// ends at) while no node was added, no element closed and no attribute value written since. Its end is
    /// written to the node only when something else comes (``flushText()``), not on every append.
    private var growingText = (node: -1, end: -1)

    /// Reserves room for a document of `byteCount` bytes: its text is at most that long, and feeds hold
    /// about one node per 16 bytes, so the arrays grow a few times instead of a dozen.
    mutating func reserveCapacity(forDocumentOf byteCount: Int) {
        characters.reserveCapacity(byteCount)
        nodes.reserveCapacity(byteCount / 16)
    }

    /// Opens an element whose attributes are ``attributes``' tail from `firstAttribute`.
    mutating func open(
        name: Int, localName: Int, namespace: Int, foldedName: Int, firstAttribute: Int, offset: Int, scopeMark: Int
    ) {
        flushText()
        let index = nodes.count
        nodes.append(
            XMLTreeNode(
                kind: .element, end: index + 1, parent: stack.last?.node ?? 0, localName: localName,
                namespace: namespace, first: firstAttribute, last: attributes.count, offset: offset))
        stack.append(OpenElement(node: index, name: name, foldedName: foldedName, scopeMark: scopeMark))
        if foldedName >= openCounts.count {
            openCounts.append(contentsOf: repeatElement(0, count: foldedName - openCounts.count + 1))
        }
        openCounts[foldedName] += 1
    }

    /// Whether an element of this case-folded name is open.
    func isOpen(foldedName: Int) -> Bool {
        foldedName < openCounts.count && openCounts[foldedName] > 0
    }

    /// Closes the innermost open element; returns it.
    mutating func closeInnermost() -> OpenElement? {
        guard let element = stack.popLast() else { return nil }
        flushText()
        nodes[element.node].end = nodes.count
        openCounts[element.foldedName] -= 1
        growingText = (-1, -1)
        return element
    }

    /// Appends text to the innermost open element, joined to the text just before it when nothing came
    /// between; text outside the root element is dropped.
    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty, continuesText || beginText() else { return }
        // Most runs are short (a line break between tags, a word between references): appended a byte at a
        // time, they skip the general copy's set-up, which costs more than the copy.
        if bytes.count <= 8 {
            for byte in bytes { characters.append(byte) }
        } else {
            characters.append(contentsOf: bytes)
        }
        growingText.end = characters.count
    }

    /// Appends one byte of text, as ``appendText(_:)`` does.
    mutating func appendText(_ byte: UInt8) {
        guard continuesText || beginText() else { return }
        characters.append(byte)
        growingText.end = characters.count
    }

    /// Appends a Unicode scalar as UTF-8 text.
    mutating func appendText(scalar: Unicode.Scalar) {
        for byte in String(scalar).utf8 { appendText(byte) }
    }

    /// Whether text goes on the text node just written: escaped HTML is text broken at every reference, so
    /// most text continues the text before it. Checked before ``beginText()`` is called.
    private var continuesText: Bool {
        growingText.node == nodes.count - 1 && growingText.end == characters.count
    }

    /// Whether text can be added to the last node, which this makes a text node inside the innermost open
    /// element when it is not one already.
    private mutating func beginText() -> Bool {
        flushText()
        guard let parent = stack.last?.node else { return false }
        if let last = nodes.last, last.kind == .text, last.parent == parent, last.last == characters.count {
            growingText = (nodes.count - 1, characters.count)
            return true
        }
        nodes.append(
            XMLTreeNode(
                kind: .text, end: nodes.count + 1, parent: parent, first: characters.count, last: characters.count))
        growingText = (nodes.count - 1, characters.count)
        return true
    }

    /// Writes the growing text node's end, which appends leave pending.
    private mutating func flushText() {
        guard nodes.indices.contains(growingText.node) else { return }
        nodes[growingText.node].last = growingText.end
    }

    /// Closes what is still open and hands over the tree.
    ///
    /// - Throws: ``XMLReadError`` when the document held no element.
    mutating func finish(names: NameTable, input: UnsafeBufferPointer<UInt8>, source: [UInt8]) throws -> XMLTree {
        while closeInnermost() != nil {}
        nodes[0].end = nodes.count
        // Text is kept only inside elements, so any node after the document's is an element.
        guard nodes.count > 1 else {
            let blank = input.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            throw XMLReadError(
                reason: blank ? "the document is empty" : "the document holds no XML element", line: nil, column: nil)
        }
        return XMLTree(nodes: nodes, attributes: attributes, characters: characters, names: names, source: source)
    }
}
