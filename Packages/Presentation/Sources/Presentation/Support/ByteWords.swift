/// Tests on eight bytes at once, for scanning text that is mostly plain ASCII: the classic bit tricks
/// that find a zero byte, an equal byte or a byte past a bound without looking at each.
///
/// Each answers whether any byte of the word qualifies, exactly; which one is left to a byte loop.
public enum ByteWords {
    /// The eight bytes at `index` of `bytes` (which must hold `index + 8`), in memory order.
    @inlinable @inline(__always)
    public static func word(at index: Int, of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self)
    }

    /// The high bit of each byte of `word` that is `byte` (the classic test for a zero byte, after an XOR). Bytes
    /// after the first match (above it, in a little-endian word) may be flagged wrongly, none before it: the
    /// lowest flag is exact.
    @inlinable @inline(__always)
    public static func flags(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let folded = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (folded &- 0x0101_0101_0101_0101) & ~folded & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `word` below `limit` (at most 0x80), as exact as ``flags(_:equalTo:)``.
    @inlinable @inline(__always)
    public static func flags(_ word: UInt64, below limit: UInt8) -> UInt64 {
        (word &- 0x0101_0101_0101_0101 &* UInt64(limit)) & ~word & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `word` above `limit` (below 0x80), as exact as ``flags(_:equalTo:)``.
    @inlinable @inline(__always)
    public static func flags(_ word: UInt64, above limit: UInt8) -> UInt64 {
        ((word &+ 0x0101_0101_0101_0101 &* UInt64(127 - limit)) | word) & 0x8080_8080_8080_8080
    }

    /// Whether a byte of `word` is `byte`.
    @inlinable @inline(__always)
    public static func hasByte(_ word: UInt64, equalTo byte: UInt8) -> Bool {
        flags(word, equalTo: byte) != 0
    }

    /// Whether a byte of `word` is below `limit` (at most 0x80).
    @inlinable @inline(__always)
    public static func hasByte(_ word: UInt64, below limit: UInt8) -> Bool {
        flags(word, below: limit) != 0
    }

    /// Whether a byte of `word` is above `limit` (below 0x80).
    @inlinable @inline(__always)
    public static func hasByte(_ word: UInt64, above limit: UInt8) -> Bool {
        flags(word, above: limit) != 0
    }

    /// Whether every byte of `word` is printable ASCII, a space to a tilde: text a terminal shows as it is, one
    /// column a byte.
    @inlinable @inline(__always)
    public static func isPrintableASCII(_ word: UInt64) -> Bool {
        !hasByte(word, below: 0x20) && !hasByte(word, above: 0x7E)
    }
}
