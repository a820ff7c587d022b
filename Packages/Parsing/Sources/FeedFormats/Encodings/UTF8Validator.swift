/// Checks that bytes are well-formed UTF-8.
enum UTF8Validator {
    /// Whether `bytes` are valid UTF-8. ASCII, most of a feed, is skipped eight bytes at a time; each other
    /// character is decoded on its own, from its first byte.
    static func isValid(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { isValid($0) }
    }

    /// ``isValid(_:)`` for bytes in a buffer.
    static func isValid(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while true {
            index = endOfASCII(in: buffer, from: index)
            guard index < buffer.count else { return true }
            // A scalar takes at most four bytes: decoding from a window of four reads the same bytes,
            // and gives the same answer, as decoding the rest of the input would.
            var iterator = UnsafeBufferPointer(rebasing: buffer[index..<min(index + 4, buffer.count)])
                .makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
            index += UTF8.width(scalar)
        }
    }

    /// The index of the first byte at or after `start` that is not ASCII, or the end.
    private static func endOfASCII(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = buffer.baseAddress else { return buffer.count }
        var index = start
        while index + 8 <= buffer.count {
            if UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { break }
            index += 8
        }
        while index < buffer.count, buffer[index] < 0x80 { index += 1 }
        return index
    }
}
