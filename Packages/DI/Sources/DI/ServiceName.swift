/// The name that tells apart several registrations of one type.
///
/// `ServiceName` is `ExpressibleByStringLiteral`, so `name: "remote"`, `name: .remote` (a static member in an
/// extension) and `name: nil` all read well. Its hash is computed once, when the name is made, which keeps named
/// lookups cheap.
///
/// ```swift
/// extension ServiceName {
///     static let remote: ServiceName = "remote"
/// }
/// ```
public struct ServiceName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The text of the name.
    public let rawValue: String

    /// A hash of ``rawValue`` computed once, used by the container's lookup table.
    @usableFromInline let fingerprint: Int

    /// Makes a name from its text.
    ///
    /// - Parameter rawValue: the text of the name, for example `"remote"`.
    @inlinable
    public init(_ rawValue: String) {
        self.rawValue = rawValue
        self.fingerprint = ServiceName.fingerprint(of: rawValue)
    }

    /// Makes a name from a string literal, so that `name: "remote"` works.
    ///
    /// - Parameter value: the literal text.
    @inlinable
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text of the name.
    public var description: String { rawValue }

    /// Two names are equal when their texts are equal.
    @inlinable
    public static func == (lhs: ServiceName, rhs: ServiceName) -> Bool {
        lhs.fingerprint == rhs.fingerprint && lhs.rawValue == rhs.rawValue
    }

    /// Hashes the text of the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    /// FNV-1a over the UTF-8 bytes: cheap for the short names services use, and stable within a process.
    @usableFromInline
    static func fingerprint(of text: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash)
    }
}
