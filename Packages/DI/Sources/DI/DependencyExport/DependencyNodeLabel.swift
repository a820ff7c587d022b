/// How one node of the dependency graph reads in an export.
struct DependencyNodeLabel {
    /// The key: `FeedLoader(remote)`.
    let title: String
    /// The lifetime, kind and origin: `.singleton async`, `missing`.
    let details: String
    /// `created` or `not created` for lifetimes the container caches (singleton, weak), else `nil`.
    let state: String?
    /// Whether nothing registers the key.
    let isMissing: Bool
    /// Whether an instance is cached.
    let isCreated: Bool

    init(_ node: DependencyGraph.Node) {
        title = node.key.description
        guard let registration = node.registration else {
            details = "missing"
            state = nil
            isMissing = true
            isCreated = false
            return
        }
        let record = registration.record
        var details = record.lifetime.description
        if record.kind != .sync { details += " " + record.kind.rawValue }
        if let source = record.aliasOf { details += " as \(source)" }
        if node.isInherited { details += " inherited" }
        self.details = details
        isMissing = false
        isCreated = registration.cachedInstance != nil
        let caches = record.lifetime == .singleton || record.lifetime == .weak
        state = caches ? (isCreated ? "created" : "not created") : nil
    }

    /// Details and state in one string: `.singleton · created`.
    var subtitle: String {
        state.map { details + " · " + $0 } ?? details
    }
}
