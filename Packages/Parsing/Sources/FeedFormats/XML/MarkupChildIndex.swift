import TolerantXML

/// The children of a ``MarkupElement`` read once (an ``XMLChildIndex``), for a mapper that finds many of
/// them by name: each lookup answers as ``MarkupElement/child(_:where:)`` does without walking the
/// children again.
struct MarkupChildIndex {
    let parent: MarkupElement
    private let index: XMLChildIndex

    init(of parent: MarkupElement) {
        self.parent = parent
        index = XMLChildIndex(childrenOf: parent.index, in: parent.tree)
    }

    /// The first child named `name` after the child `previous` (from the first when `nil`) for which
    /// `namespace` holds.
    func child(
        _ name: StaticString, after previous: MarkupElement? = nil, where namespace: (String?) -> Bool
    ) -> MarkupElement? {
        index.first(name, after: previous?.index, where: namespace).map(element)
    }

    /// The first child named `name` in `namespace`, after the child `previous` when one is given.
    func child(_ name: StaticString, after previous: MarkupElement? = nil, in namespace: String?) -> MarkupElement? {
        child(name, after: previous) { $0 == namespace }
    }

    /// The first child named `name` in a namespace `namespace` accepts for which `matches` holds.
    func child(
        _ name: StaticString, where namespace: (String?) -> Bool, matching matches: (MarkupElement) -> Bool
    ) -> MarkupElement? {
        var candidate = child(name, where: namespace)
        while let element = candidate, !matches(element) {
            candidate = child(name, after: element, where: namespace)
        }
        return candidate
    }

    /// The last child named `name` before the child `next` (from the last when `nil`) for which
    /// `namespace` holds.
    func lastChild(
        _ name: StaticString, before next: MarkupElement? = nil, where namespace: (String?) -> Bool
    ) -> MarkupElement? {
        index.last(name, before: next?.index, where: namespace).map(element)
    }

    private func element(_ index: Int) -> MarkupElement {
        MarkupElement(document: parent.document, index: index)
    }
}
