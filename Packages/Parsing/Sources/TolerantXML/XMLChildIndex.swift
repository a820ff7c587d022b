/// The child elements of one element, read in one walk and then found by name as often as asked.
///
/// A mapper reads a dozen fields of each item, each the first child of some name: asking the tree for
/// each walks all the children again and compares every name. The index walks them once and keeps each
/// child's interned name and namespace with the name's ``XMLTree/nameKey(_:)``, and two bits per key in a
/// mask: a name no child has (most of a mapper's fallbacks) is answered from the mask, and a lookup
/// compares a name's bytes only where the key matches. Lookups answer as
/// ``XMLTree/childElement(of:named:after:)`` does: children in document order, local names compared whole
/// and case-sensitively.
public struct XMLChildIndex: Sendable {
    private struct Entry: Sendable {
        let element: Int32
        let localName: Int32
        let namespace: Int32
        let nameKey: UInt32
    }

    private let tree: XMLTree
    private let entries: [Entry]
    private let keyMask: UInt64

    /// Indexes the child elements of `element` (none when `element` is not one of `tree`'s nodes).
    public init(childrenOf element: Int, in tree: XMLTree) {
        self.tree = tree
        let nodes = tree.nodes
        guard nodes.indices.contains(element) else {
            entries = []
            keyMask = 0
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
        var keyMask: UInt64 = 0
        index = element + 1
        while index < end {
            let node = nodes[index]
            if node.kind == .element {
                let key = tree.nameKey(node.localName)
                keyMask |= Self.bits(of: key)
                entries.append(
                    Entry(
                        element: Int32(truncatingIfNeeded: index), localName: Int32(truncatingIfNeeded: node.localName),
                        namespace: Int32(truncatingIfNeeded: node.namespace), nameKey: key))
            }
            index = max(node.end, index + 1)
        }
        self.entries = entries
        self.keyMask = keyMask
    }

    /// The first child after the child `previous` (from the first child when `nil`) whose local name is
    /// `name` and whose namespace URI (`nil`: none) `namespace` accepts.
    public func first(_ name: StaticString, after previous: Int? = nil, where namespace: (String?) -> Bool) -> Int? {
        let key = XMLTree.nameKey(name)
        let bits = Self.bits(of: key)
        guard keyMask & bits == bits else { return nil }
        var position = previous.map { self.position(after: $0) } ?? 0
        while position < entries.count {
            if matches(entries[position], key, name, namespace) { return Int(entries[position].element) }
            position += 1
        }
        return nil
    }

    /// The last child before the child `next` (from the last child when `nil`) whose local name is `name`
    /// and whose namespace URI `namespace` accepts.
    public func last(_ name: StaticString, before next: Int? = nil, where namespace: (String?) -> Bool) -> Int? {
        let key = XMLTree.nameKey(name)
        let bits = Self.bits(of: key)
        guard keyMask & bits == bits else { return nil }
        var position = next.map { self.position(after: $0 - 1) } ?? entries.count
        while position > 0 {
            position -= 1
            if matches(entries[position], key, name, namespace) { return Int(entries[position].element) }
        }
        return nil
    }

    private func matches(_ entry: Entry, _ key: UInt32, _ name: StaticString, _ namespace: (String?) -> Bool) -> Bool {
        guard entry.nameKey == key, tree.isName(Int(entry.localName), name) else { return false }
        return namespace(entry.namespace < 0 ? nil : tree.names[Int(entry.namespace)])
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

    /// The two bits of ``keyMask`` that stand for names with `key` (two, so that a name no child has is
    /// seldom taken for one: a mask of two bits per child is a Bloom filter).
    private static func bits(of key: UInt32) -> UInt64 {
        let first = (key &* 0x9E37_79B9) >> 26
        let second = (key &* 0x85EB_CA6B) >> 26
        return 1 << UInt64(first) | 1 << UInt64(second)
    }
}
