/// A first-in, first-out queue: appending and taking the oldest cost O(1) amortized, where an array's
/// `removeFirst()` moves every element left.
struct FIFOQueue<Element> {
    private var elements: [Element] = []
    private var head = 0

    /// Whether nothing waits.
    var isEmpty: Bool { head == elements.count }

    /// Adds `newElements` behind those already waiting, in their order.
    mutating func append(contentsOf newElements: some Sequence<Element>) {
        elements.append(contentsOf: newElements)
    }

    /// Takes the oldest element, or `nil` when none waits.
    mutating func popFirst() -> Element? {
        guard head < elements.count else { return nil }
        let first = elements[head]
        head += 1
        if head * 2 >= elements.count {
            elements.removeFirst(head)
            head = 0
        }
        return first
    }

    /// Takes out every element that `shouldBeRemoved` accepts, the others keeping their order.
    ///
    /// - Returns: The elements taken out, oldest first.
    mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) -> [Element] {
        var kept: [Element] = []
        var removed: [Element] = []
        for element in elements[head...] {
            if shouldBeRemoved(element) { removed.append(element) } else { kept.append(element) }
        }
        elements = kept
        head = 0
        return removed
    }
}
