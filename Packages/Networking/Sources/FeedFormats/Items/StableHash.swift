/// FNV-1a, 64-bit: a small deterministic hash for ids that must be the same in every run.
///
/// `Hasher` is seeded per process, so it cannot key a cache that outlives the process.
enum StableHash {
    /// The FNV-1a 64 hash of the UTF-8 bytes of `parts` joined by U+001F, as 16 lowercase hex digits.
    static func hex(of parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 { hash = (hash ^ 0x1F) &* 0x0000_0100_0000_01B3 }
            for byte in part.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
