/// What a registration is found by: the service type, an optional name and, for factories that take a runtime
/// argument, the argument's type.
///
/// Two keys are equal when they name the same types and the same name. The hash is computed once, when the key
/// is made, from the types' identities and the name's precomputed hash.
public struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
    /// The type the service is registered and resolved as, for example `(any FeedLoader).self`.
    public let type: Any.Type
    /// The name that tells this registration apart from others of the same type, if any.
    public let name: ServiceName?
    /// The type of the runtime argument the factory takes, or `nil` for factories without one.
    public let argumentType: Any.Type?

    /// The trivially copyable part compared by lookups.
    @usableFromInline let lookup: LookupKey

    /// Makes a key.
    ///
    /// - Parameters:
    ///   - type: the service type.
    ///   - name: the registration's name, or `nil`.
    ///   - argumentType: the runtime argument's type, or `nil`.
    @inlinable @inline(__always)
    public init(_ type: Any.Type, name: ServiceName? = nil, argumentType: Any.Type? = nil) {
        self.type = type
        self.name = name
        self.argumentType = argumentType
        self.lookup = LookupKey(type, name: name, argumentType: argumentType)
    }

    /// Readable form used in messages: `FeedLoader(remote)`, `FeedLoader(argument: URL)`.
    public var description: String {
        var text = TypeName.of(type)
        var details: [String] = []
        if let name { details.append(name.rawValue) }
        if let argumentType { details.append("argument: " + TypeName.of(argumentType)) }
        if !details.isEmpty { text += "(" + details.joined(separator: ", ") + ")" }
        return text
    }

    /// Two keys are equal when they name the same types and the same name.
    @inlinable @inline(__always)
    public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        lhs.matches(rhs)
    }

    /// Equality that compares the trivial parts first.
    @inlinable @inline(__always)
    func matches(_ other: ServiceKey) -> Bool {
        lookup.matches(other.lookup) && (!lookup.hasName || name?.rawValue == other.name?.rawValue)
    }

    /// Hashes the precomputed fingerprint.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(lookup.fingerprint)
    }

    /// The identity of ``type``.
    var typeID: ObjectIdentifier { lookup.typeID }

    /// The same key without its argument type: used to find registrations that differ only by argument.
    var withoutArgument: ServiceKey { ServiceKey(type, name: name) }
}
