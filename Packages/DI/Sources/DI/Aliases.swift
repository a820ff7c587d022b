/// The aliases of one registration (see ``Producer/addAlias(_:)``).
final class Aliases: Sendable {
    private let list = Lock<[AnyBinding]>.make([])

    /// Adds an alias.
    func add(_ alias: AnyBinding) {
        list.withLock { $0.append(alias) }
    }

    /// Every alias added so far.
    var all: [AnyBinding] {
        list.withLock { $0 }
    }
}
