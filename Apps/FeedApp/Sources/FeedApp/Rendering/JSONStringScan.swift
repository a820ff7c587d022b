import Presentation

/// Finds, eight bytes at a time, the next byte of a string's UTF-8 that ``JSONTextWriter`` cannot copy as
/// it is: a byte JSON escapes (`"`, `\`, a C0 control) or the first byte of a scalar ``TerminalText`` may
/// clean (DEL; 0xC2, 0xD8 and 0xE2, which start the C1 controls, U+061C and the bidi controls at U+20xx).
///
/// Every other byte, non-ASCII ones included, is copied in runs: most text needs nothing else.
enum JSONStringScan {
    /// The index of the first byte at or after `index` that needs attention, or `bytes.count` when none does.
    @inline(__always)
    static func next(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        var index = index
        while index + 8 <= bytes.count {
            let flags = attention(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
            if flags != 0 { return index + flags.trailingZeroBitCount / 8 }
            index += 8
        }
        guard index < bytes.count else { return bytes.count }
        if bytes.count >= 8 {
            // The last eight bytes, those already looked at shifted out; the zero bytes shifted in are flagged
            // past the end, which `min` answers as none.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self))
            let flags = attention(word >> (8 * UInt64(index + 8 - bytes.count)))
            return min(index + flags.trailingZeroBitCount / 8, bytes.count)
        }
        while index < bytes.count, !needsAttention(bytes[index]) { index += 1 }
        return index
    }

    /// Whether ``next(in:from:)`` stops at `byte`.
    @inline(__always)
    static func needsAttention(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }

    /// The high bit of each byte of `word` (first byte lowest) that needs attention; bytes after the first
    /// flagged one may be flagged wrongly, so only the lowest flag is an answer (``ByteWords``' tests).
    @inline(__always)
    private static func attention(_ word: UInt64) -> UInt64 {
        let escaped =
            ByteWords.flags(word, below: 0x20) | ByteWords.flags(word, equalTo: 0x22)
            | ByteWords.flags(word, equalTo: 0x5C)
        // Plain ASCII, the usual word, is settled by the cheaper test.
        guard escaped | ByteWords.flags(word, above: 0x7E) != 0 else { return 0 }
        return escaped | ByteWords.flags(word, equalTo: 0x7F) | ByteWords.flags(word, equalTo: 0xC2)
            | ByteWords.flags(word, equalTo: 0xD8) | ByteWords.flags(word, equalTo: 0xE2)
    }
}
