/// The namespace prefixes in scope while the reader walks the document, undone as elements close.
///
/// One dictionary plus an undo log: binding and resolving cost the same at any depth.
struct NamespaceScopes {
    private var bindings: [Int: Int] = [:]
    private var log: [(prefix: Int, previous: Int?)] = []
    /// A number that changes whenever a binding does (and never returns to an earlier value), so a name
    /// resolved at one generation resolves the same while it lasts.
    private(set) var generation = 0

    /// A point to ``unwind(to:)`` back to, taken when an element opens.
    var mark: Int { log.count }

    /// Binds `prefix` (interned; the empty name for the default namespace) to `uri` (`-1`: unbound).
    mutating func bind(_ prefix: Int, to uri: Int) {
        log.append((prefix, bindings[prefix]))
        bindings[prefix] = uri
        generation += 1
    }

    /// The URI `prefix` is bound to, or `nil`.
    func uri(for prefix: Int) -> Int? {
        guard let uri = bindings[prefix], uri >= 0 else { return nil }
        return uri
    }

    /// Undoes every binding made since `mark`.
    mutating func unwind(to mark: Int) {
        while log.count > mark, let entry = log.popLast() {
            bindings[entry.prefix] = entry.previous
            generation += 1
        }
    }
}
