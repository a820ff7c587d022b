/// Byte comparisons on raw memory, for the name lookups every tag makes.
enum RawBytes {
    /// Whether the `count` bytes at `first` and at `second` are equal: eight at a time, then one at a time.
    static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            let left = first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if left != second.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < count {
            if first.load(fromByteOffset: offset, as: UInt8.self) != second.load(fromByteOffset: offset, as: UInt8.self)
            {
                return false
            }
            offset += 1
        }
        return true
    }
}
