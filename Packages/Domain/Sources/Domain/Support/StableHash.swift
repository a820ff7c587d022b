/// A hash that stays the same across runs and machines, unlike `Hasher`: for names and ids made from keys.
public enum StableHash {
    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes, as 16 lowercase hex digits.
    public static func fnv1a64Hex(_ text: String) -> String {
        // Contiguous bytes (every native string) are read directly: iterating the UTF-8 view costs several
        // times the hash itself, which the ids of items with long summaries feel.
        let hash = text.utf8.withContiguousStorageIfAvailable { fnv1a64($0) } ?? fnv1a64(text.utf8)
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func fnv1a64(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
