/// Interns byte strings (names, prefixes, namespace URIs) so the reader compares and stores integers.
///
/// Open addressing on an FNV-1a hash, keys kept in one byte arena: no allocation per lookup, and a
/// `String` is made once per distinct name, not once per tag. A small cache by length and first and last
/// byte answers the names a document repeats (its few tag names, thousands of times) without hashing.
struct NameTable {
    private(set) var strings: [String] = []
    /// Where each name's bytes are in ``arena``, by id.
    private(set) var keyRanges: [Range<Int>] = []
    /// Every name's bytes, one after the other.
    private(set) var arena: [UInt8] = []
    private var slots: [Int] = Array(repeating: -1, count: 64)
    /// The id last interned in each bucket of ``bucket(of:)``, or `-1`.
    private var recent: [Int] = Array(repeating: -1, count: 64)

    /// The id of `bytes`, added when new.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let bucket = Self.bucket(of: bytes)
        let cached = recent[bucket]
        if cached >= 0, equals(cached, bytes) { return cached }
        let id = internHashing(bytes)
        recent[bucket] = id
        return id
    }

    private mutating func internHashing(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = Self.hash(bytes)
        var slot = hash & (slots.count - 1)
        while true {
            let id = slots[slot]
            if id < 0 { break }
            if equals(id, bytes) { return id }
            slot = (slot + 1) & (slots.count - 1)
        }
        let id = strings.count
        let start = arena.count
        arena.append(contentsOf: bytes)
        keyRanges.append(start..<arena.count)
        strings.append(String(decoding: bytes, as: UTF8.self))
        slots[slot] = id
        if strings.count * 2 > slots.count { grow() }
        return id
    }

    /// The id of `string`, added when new.
    mutating func intern(_ string: String) -> Int {
        var copy = string
        return copy.withUTF8 { intern($0) }
    }

    /// The id of `bytes` when interned already, else `nil`.
    func lookUp(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Self.hash(bytes) & (slots.count - 1)
        while true {
            let id = slots[slot]
            if id < 0 { return nil }
            if equals(id, bytes) { return id }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// Whether the name `id` is `bytes`.
    func equals(_ id: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard keyRanges.indices.contains(id) else { return false }
        let range = keyRanges[id]
        guard range.count == bytes.count else { return false }
        return arena.withUnsafeBytes { stored in
            guard let name = stored.baseAddress, let other = bytes.baseAddress else { return bytes.isEmpty }
            return RawBytes.equal(name + range.lowerBound, UnsafeRawPointer(other), count: bytes.count)
        }
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        arena.withUnsafeBufferPointer { stored in
            for (id, range) in keyRanges.enumerated() {
                let key = UnsafeBufferPointer(rebasing: stored[range])
                var slot = Self.hash(key) & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = id
            }
        }
    }

    /// One of 64 buckets, from the length and the first and last bytes: the tag names of one document
    /// seldom share one.
    private static func bucket(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        return (bytes.count &* 31 &+ Int(first) &* 7 &+ Int(last)) & 63
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
