/// A read document: its elements and text in document order, in flat arrays addressed by index.
///
/// Nothing in it is a tree of objects: a node knows the index just past its last descendant, so walking
/// children, collecting text and freeing the document take loops, never recursion, however deep the
/// document nests. Node 0 is the document itself; ``root`` is its first element.
public final class XMLTree: Sendable {
    let nodes: [XMLTreeNode]
    let attributes: [XMLTreeAttribute]
    let characters: [UInt8]
    let names: [String]
    /// The same names as bytes (``nameRanges`` by id), compared in place by ``hasLocalName(_:_:)``.
    let nameBytes: [UInt8]
    let nameRanges: [Range<Int>]
    /// Each name's ``nameKey(_:)``, by id.
    let nameKeys: [UInt32]
    /// The document's bytes as read, for turning an offset into a line and column (empty when read with
    /// ``XMLReader/read(transient:)``).
    let source: [UInt8]

    init(nodes: [XMLTreeNode], attributes: [XMLTreeAttribute], characters: [UInt8], names: NameTable, source: [UInt8]) {
        self.nodes = nodes
        self.attributes = attributes
        self.characters = characters
        self.names = names.strings
        nameBytes = names.arena
        nameRanges = names.keyRanges
        nameKeys = names.keyRanges.map { range in
            range.isEmpty
                ? 0
                : Self.nameKey(
                    length: range.count, first: names.arena[range.lowerBound], last: names.arena[range.upperBound - 1])
        }
        self.source = source
    }

    /// The document's first element; every document the reader returns has one.
    public var root: Int {
        firstChildElement(of: 0) ?? 0
    }

    /// The local name of `element`, without prefix. An undeclared prefix stays in the name (`foo:bar`).
    public func localName(of element: Int) -> String {
        guard let node = node(element), node.kind == .element else { return "" }
        return names[node.localName]
    }

    /// Whether `element`'s local name is `name`: the bytes compared where the reader interned them, no
    /// `String` made, so a mapper's walk over children to find one by name allocates nothing.
    public func hasLocalName(_ name: StaticString, _ element: Int) -> Bool {
        guard nodes.indices.contains(element), nodes[element].kind == .element else { return false }
        return isName(nodes[element].localName, name)
    }

    /// The first child element of `element` named `name` after the child `previous` (from the first child
    /// when `nil`), or `nil`: a walk over the children that compares names in place and builds nothing.
    public func childElement(of element: Int, named name: StaticString, after previous: Int? = nil) -> Int? {
        guard let node = node(element) else { return nil }
        let end = min(node.end, nodes.count)
        var index = element + 1
        if let previous {
            guard previous > element, previous < end else { return nil }
            index = max(nodes[previous].end, previous + 1)
        }
        while index < end {
            let child = nodes[index]
            if child.kind == .element, isName(child.localName, name) { return index }
            index = max(child.end, index + 1)
        }
        return nil
    }

    /// Whether the interned name `id` is `name`.
    func isName(_ id: Int, _ name: StaticString) -> Bool {
        guard nameRanges.indices.contains(id) else { return false }
        let range = nameRanges[id]
        // The length first: most names asked for are not the element's, and differ in length.
        guard range.count == name.utf8CodeUnitCount else { return false }
        return name.withUTF8Buffer { expected in
            nameBytes.withUnsafeBytes { stored in
                guard let base = stored.baseAddress, let other = expected.baseAddress else { return expected.isEmpty }
                return RawBytes.equal(base + range.lowerBound, UnsafeRawPointer(other), count: range.count)
            }
        }
    }

    /// A number that differs for names that differ in length, first byte or last byte: names with
    /// different keys are different names, so most comparisons stop at it.
    @inline(__always)
    static func nameKey(_ name: StaticString) -> UInt32 {
        name.withUTF8Buffer { bytes in
            guard let first = bytes.first, let last = bytes.last else { return 0 }
            return nameKey(length: bytes.count, first: first, last: last)
        }
    }

    /// The key of the interned name `id` (`UInt32.max` for an unknown id, which no name has).
    func nameKey(_ id: Int) -> UInt32 {
        nameKeys.indices.contains(id) ? nameKeys[id] : UInt32.max
    }

    private static func nameKey(length: Int, first: UInt8, last: UInt8) -> UInt32 {
        UInt32(truncatingIfNeeded: min(length, 0xFFFF)) << 16 | UInt32(first) << 8 | UInt32(last)
    }

    /// The namespace URI of `element`, or `nil` when it is in no namespace.
    public func namespace(of element: Int) -> String? {
        guard let node = node(element), node.namespace >= 0 else { return nil }
        return names[node.namespace]
    }

    /// The element containing `node`, or `nil` for a top-level one.
    public func parent(of node: Int) -> Int? {
        guard let parent = self.node(node)?.parent, parent > 0 else { return nil }
        return parent
    }

    /// The child elements of `element`, in document order.
    public func childElements(of element: Int) -> [Int] {
        guard let node = node(element) else { return [] }
        // Counted first, so the array is allocated once.
        var count = 0
        var index = element + 1
        while index < node.end {
            if nodes[index].kind == .element { count += 1 }
            index = max(nodes[index].end, index + 1)
        }
        var result: [Int] = []
        result.reserveCapacity(count)
        index = element + 1
        while index < node.end {
            if nodes[index].kind == .element { result.append(index) }
            index = max(nodes[index].end, index + 1)
        }
        return result
    }

    /// The text directly inside `element` (not its descendants'), CDATA and entities included.
    public func text(of element: Int) -> String {
        guard let node = node(element) else { return "" }
        if let only = onlyText(of: element, node) { return string(only) }
        return String(decoding: textBytes(of: element), as: UTF8.self)
    }

    /// ``text(of:)`` as the UTF-8 bytes the reader decoded, for a caller that reads bytes: the tree's own
    /// bytes when one text node is all the element holds, so nothing is copied.
    public func textBytes(of element: Int) -> ArraySlice<UInt8> {
        guard let node = node(element) else { return [] }
        if let only = onlyText(of: element, node) { return characters[only] }
        var bytes: [UInt8] = []
        var index = element + 1
        while index < node.end {
            let child = nodes[index]
            if child.kind == .text { bytes.append(contentsOf: characters[child.first..<child.last]) }
            index = max(child.end, index + 1)
        }
        return bytes[...]
    }

    /// The text of `element` and all its descendants in document order, with a space where each
    /// descendant element starts and ends, so words of adjacent elements stay apart, except around those
    /// whose local name is in `joined` (`b`, `a`: `<b>x</b>:` reads `x:`); descendants whose local name is
    /// in `skipped` (with all they hold) are left out.
    public func innerText(of element: Int, skipping skipped: Set<String> = [], joining joined: Set<String> = [])
        -> String
    {
        guard let node = node(element) else { return "" }
        if let only = onlyText(of: element, node) { return string(only) }
        return String(decoding: innerTextBytes(of: element, skipping: skipped, joining: joined), as: UTF8.self)
    }

    /// ``innerText(of:skipping:joining:)`` as the UTF-8 bytes the reader decoded, for a caller that reads
    /// bytes: no `String` is made of them, and the tree's own bytes are given when one text node is all the
    /// element holds.
    public func innerTextBytes(of element: Int, skipping skipped: Set<String> = [], joining joined: Set<String> = [])
        -> ArraySlice<UInt8>
    {
        guard let node = node(element) else { return [] }
        if let only = onlyText(of: element, node) { return characters[only] }
        var bytes: [UInt8] = []
        var openEnds: [(end: Int, spaced: Bool)] = []
        var index = element + 1
        while index < node.end {
            while let open = openEnds.last, open.end <= index {
                if open.spaced { bytes.append(0x20) }
                openEnds.removeLast()
            }
            let child = nodes[index]
            if child.kind == .text {
                bytes.append(contentsOf: characters[child.first..<child.last])
            } else if skipped.contains(names[child.localName]) {
                bytes.append(0x20)
                index = max(child.end, index + 1)
                continue
            } else {
                let spaced = !joined.contains(names[child.localName])
                if spaced { bytes.append(0x20) }
                openEnds.append((child.end, spaced))
            }
            index += 1
        }
        bytes.append(contentsOf: repeatElement(0x20, count: openEnds.count(where: \.spaced)))
        return bytes[...]
    }

    /// The 1-based line and column (in characters) where `element`'s start tag begins.
    ///
    /// Counted from the start of the document on each call: meant for messages, not for loops.
    public func position(of element: Int) -> (line: Int, column: Int) {
        TextPosition.of(offset: node(element)?.offset ?? 0, in: source)
    }

    /// The 1-based line where each element's start tag begins, in one pass over the document however many
    /// elements are asked for.
    public func lines(of elements: [Int]) -> [Int] {
        let offsets = elements.map { node($0)?.offset ?? 0 }
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var lines = [Int](repeating: 1, count: elements.count)
        var line = 1
        var position = 0
        for index in order {
            let target = min(offsets[index], source.count)
            while position < target {
                if source[position] == 0x0A { line += 1 }
                position += 1
            }
            lines[index] = line
        }
        return lines
    }

    /// The bytes of `element`'s text when a single text node is all it holds (most feed elements): its
    /// text is then that one range, read without gathering.
    private func onlyText(of element: Int, _ node: XMLTreeNode) -> Range<Int>? {
        guard node.end == element + 2, nodes[element + 1].kind == .text else { return nil }
        return nodes[element + 1].first..<nodes[element + 1].last
    }

    func node(_ index: Int) -> XMLTreeNode? {
        nodes.indices.contains(index) ? nodes[index] : nil
    }

    /// The first child element of `element`, or `nil`: with ``nextSiblingElement(of:)``, a walk over the
    /// children that allocates nothing.
    public func firstChildElement(of element: Int) -> Int? {
        guard let node = node(element) else { return nil }
        return elementIndex(from: element + 1, before: node.end)
    }

    /// The next element after `element` inside the same parent, or `nil`.
    public func nextSiblingElement(of element: Int) -> Int? {
        guard let node = node(element), let parent = self.node(node.parent) else { return nil }
        return elementIndex(from: max(node.end, element + 1), before: parent.end)
    }

    private func elementIndex(from start: Int, before end: Int) -> Int? {
        var index = start
        while index < end {
            if nodes[index].kind == .element { return index }
            index = max(nodes[index].end, index + 1)
        }
        return nil
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: characters[range], as: UTF8.self)
    }
}
