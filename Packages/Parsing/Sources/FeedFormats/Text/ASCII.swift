/// Byte tests for ASCII text, for the parsers that read UTF-8 bytes.
enum ASCII {
    /// Whether `byte` is `A`-`Z` or `a`-`z`.
    static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// `byte` with `A`-`Z` made lowercase, any other byte as it is.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    /// Whether `byte` is ASCII whitespace as trimming counts it: U+0009 to U+000D or a space.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// `bytes` without ASCII whitespace at either end.
    static func trimmingWhitespace(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isWhitespace(bytes[start]) { start += 1 }
        while start < end, isWhitespace(bytes[end - 1]) { end -= 1 }
        return bytes[start..<end]
    }
}
