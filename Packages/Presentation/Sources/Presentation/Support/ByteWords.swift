/// Tests on eight bytes at once, for scanning text that is mostly plain ASCII: the classic bit tricks
/// that find a zero byte, an equal byte or a byte past a bound without looking at each.
///
/// Each answers whether any byte of the word qualifies, exactly; which one is left to a byte loop.
public enum ByteWords {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `index` of `bytes` (which must hold `index + 8`), in memory order.
    @inline(__always)
    public static func word(at index: Int, of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self)
    }

    /// Whether a byte of `word` is `byte`.
    @inline(__always)
    public static func hasByte(_ word: UInt64, equalTo byte: UInt8) -> Bool {
        let folded = word ^ (ones &* UInt64(byte))
        return (folded &- ones) & ~folded & highBits != 0
    }

    /// Whether a byte of `word` is below `limit` (at most 0x80).
    @inline(__always)
    public static func hasByte(_ word: UInt64, below limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// Whether a byte of `word` is above `limit` (below 0x80).
    @inline(__always)
    public static func hasByte(_ word: UInt64, above limit: UInt8) -> Bool {
        ((word &+ ones &* UInt64(127 - limit)) | word) & highBits != 0
    }

    /// Whether every byte of `word` is printable ASCII, a space to a tilde: text a terminal shows as it is, one
    /// column a byte.
    @inline(__always)
    public static func isPrintableASCII(_ word: UInt64) -> Bool {
        !hasByte(word, below: 0x20) && !hasByte(word, above: 0x7E)
    }
}
