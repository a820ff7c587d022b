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
}
