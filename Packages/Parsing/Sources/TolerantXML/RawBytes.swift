/// Byte comparisons on raw memory, for the name lookups every tag makes.
enum RawBytes {
    /// Whether the `count` bytes at `first` and at `second` are equal: eight at a time, then four, two, one.
    static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            let left = first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if left != second.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        // The rest (most names are shorter than eight bytes) in at most three steps: four, two, one.
        if count - offset >= 4 {
            let left = first.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            if left != second.loadUnaligned(fromByteOffset: offset, as: UInt32.self) { return false }
            offset += 4
        }
        if count - offset >= 2 {
            let left = first.loadUnaligned(fromByteOffset: offset, as: UInt16.self)
            if left != second.loadUnaligned(fromByteOffset: offset, as: UInt16.self) { return false }
            offset += 2
        }
        return offset == count
            || first.load(fromByteOffset: offset, as: UInt8.self) == second.load(fromByteOffset: offset, as: UInt8.self)
    }
}
