/// The message the property wrappers stop the program with: the resolution error, and for a missing service the
/// registration to add.
enum InjectionTrap {
    /// `@Injected: FeedCommand → FeedLoader: no registration for FeedLoader. Register it in the container that is
    /// current when the owner is created: container.register((any FeedLoader).self) { r in … }`.
    static func message(_ wrapper: String, _ error: ResolutionError) -> String {
        var text = "\(wrapper): \(error)"
        guard error.kind == .missingRegistration, let missing = error.path.last else { return text }
        let described = TypeName.of(missing.type)
        let type = TypeKind.isExistential(missing.type) ? "(any \(described))" : described
        let name = missing.name.map { ", name: \"\($0.rawValue)\"" } ?? ""
        text +=
            ". Register it in the container that is current when the owner is created (Container.current): "
            + "container.register(\(type).self\(name)) { r in … }"
        return text
    }
}
