/// What the runtime knows about a type's shape, for diagnostics.
enum TypeKind {
    /// The Swift runtime's metadata kind of an existential (`any P`), from the ABI-stable metadata layout.
    private static let existentialKind: UInt = 0x303

    /// Whether `type` is an existential such as `any FeedLoader`.
    static func isExistential(_ type: Any.Type) -> Bool {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        return metadata.load(as: UInt.self) == existentialKind
    }

    /// `type` itself when it is concrete (a class, struct or enum), `nil` for an existential, whose concrete type
    /// is only known once an instance exists.
    static func concreteType(_ type: Any.Type) -> Any.Type? {
        isExistential(type) ? nil : type
    }
}
