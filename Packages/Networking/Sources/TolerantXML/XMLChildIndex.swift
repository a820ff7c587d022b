/// The child elements of one element, read in one walk and then found by name as often as asked.
///
/// A mapper reads a dozen fields of each item, each the first child of some name: asking the tree for
/// each walks all the children again and compares every name. The index walks them once and keeps each
/// child's interned name and namespace, with a key made of the name's length and its first and last
/// bytes, so a lookup passes over a short array of numbers and compares a name's bytes only where the key
/// matches. Lookups answer as ``XMLTree/childElement(of:named:after:)``
/// does: children in document order, local names compared whole and case-sensitively.
public struct XMLChildIndex: Sendable {
    private struct Entry: Sendable {
        let element: Int32
        let localName: Int32
        let namespace: Int32
        let nameKey: UInt64
    }

    private let tree: XMLTree
    private let entries: [Entry]

    /// Indexes the child elements of `element` (none when `element` is not one of `tree`'s nodes).
    public init(childrenOf element: Int, in tree: XMLTree) {
        self.tree = tree
        let nodes = tree.nodes
        guard nodes.indices.contains(element) else {
            entries = []
            return
        }
        let end = min(nodes[element].end, nodes.count)
        var count = 0
        var index = element + 1
        while index < end {
            if nodes[index].kind == .element { count += 1 }
            index = max(nodes[index].end, index + 1)
        }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        index = element + 1
        while index < end {
            let node = nodes[index]
            if node.kind == .element {
                entries.append(
                    Entry(
                        element: Int32(truncatingIfNeeded: index), localName: Int32(truncatingIfNeeded: node.localName),
                        namespace: Int32(truncatingIfNeeded: node.namespace),
                        nameKey: Self.key(ofName: node.localName, in: tree)))
            }
            index = max(node.end, index + 1)
        }
        self.entries = entries
    }

    /// The first child after the child `previous` (from the first child when `nil`) whose local name is
    /// `name` and whose namespace URI (`nil`: none) `namespace` accepts.
    public func first(_ name: StaticString, after previous: Int? = nil, where namespace: (String?) -> Bool) -> Int? {
        let key = Self.key(of: name)
        var position = previous.map { self.position(after: $0) } ?? 0
        while position < entries.count {
            let entry = entries[position]
            if entry.nameKey == key, tree.isName(Int(entry.localName), name), namespace(self.namespace(of: entry)) {
                return Int(entry.element)
            }
            position += 1
        }
        return nil
    }

    /// The last child before the child `next` (from the last child when `nil`) whose local name is `name`
    /// and whose namespace URI `namespace` accepts.
    public func last(_ name: StaticString, before next: Int? = nil, where namespace: (String?) -> Bool) -> Int? {
        let key = Self.key(of: name)
        var position = next.map { self.position(after: $0 - 1) } ?? entries.count
        while position > 0 {
            position -= 1
            let entry = entries[position]
            if entry.nameKey == key, tree.isName(Int(entry.localName), name), namespace(self.namespace(of: entry)) {
                return Int(entry.element)
            }
        }
        return nil
    }

    /// The position in ``entries`` of the first child after the node `element`: a binary search, since
    /// children are kept in document order, so a walk from one match to the next stays linear.
    private func position(after element: Int) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if Int(entries[middle].element) <= element { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The key of the interned name `id`: its length, first byte and last byte in one number.
    private static func key(ofName id: Int, in tree: XMLTree) -> UInt64 {
        guard tree.nameRanges.indices.contains(id) else { return UInt64.max }
        let range = tree.nameRanges[id]
        guard let first = range.first, let last = range.last else { return 0 }
        return key(length: range.count, first: tree.nameBytes[first], last: tree.nameBytes[last])
    }

    private static func key(of name: StaticString) -> UInt64 {
        name.withUTF8Buffer { bytes in
            guard let first = bytes.first, let last = bytes.last else { return 0 }
            return key(length: bytes.count, first: first, last: last)
        }
    }

    private static func key(length: Int, first: UInt8, last: UInt8) -> UInt64 {
        UInt64(truncatingIfNeeded: length) << 16 | UInt64(first) << 8 | UInt64(last)
    }

    private func namespace(of entry: Entry) -> String? {
        entry.namespace < 0 ? nil : tree.names[Int(entry.namespace)]
    }
}
