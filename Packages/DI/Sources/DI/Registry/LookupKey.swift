/// The trivially copyable part of a ``ServiceKey``: what the lock-free lookup compares and hashes.
///
/// Holding no string, it is copied and compared without reference counting. The name's text is compared only
/// when both keys have a name whose hashes are equal.
@usableFromInline
struct LookupKey: Sendable {
    @usableFromInline let typeID: ObjectIdentifier
    @usableFromInline let argumentID: ObjectIdentifier?
    /// The name's hash with its lowest bit set, or 0 without a name.
    @usableFromInline let nameFingerprint: Int
    /// The probe start in the lookup table.
    @usableFromInline let fingerprint: Int

    @inlinable @inline(__always)
    init(_ type: Any.Type, name: ServiceName?, argumentType: Any.Type?) {
        typeID = ObjectIdentifier(type)
        argumentID = argumentType.map { ObjectIdentifier($0) }
        nameFingerprint = name.map { $0.fingerprint | 1 } ?? 0
        var bits = UInt(bitPattern: Int(bitPattern: typeID)) ^ UInt(bitPattern: nameFingerprint)
        if let argumentID { bits ^= UInt(bitPattern: Int(bitPattern: argumentID)) &* 31 }
        bits = bits &* 0x9E37_79B9_7F4A_7C15
        fingerprint = Int(bitPattern: bits ^ (bits >> 32))
    }

    /// Whether the key has a name.
    @inlinable var hasName: Bool { nameFingerprint != 0 }

    /// Whether the key has neither name nor argument type: then its type alone identifies it.
    @inlinable var isPlain: Bool { nameFingerprint == 0 && argumentID == nil }

    /// The type's identity as a word (never 0).
    @inlinable var plainTypeID: Int { Int(bitPattern: typeID) }

    /// Whether the trivial parts are equal; names must still be compared when ``hasName``. (The fingerprint is
    /// made of these parts: comparing it too would only cost the matching lookup.)
    @inlinable @inline(__always)
    func matches(_ other: LookupKey) -> Bool {
        typeID == other.typeID && argumentID == other.argumentID && nameFingerprint == other.nameFingerprint
    }
}
