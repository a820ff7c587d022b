extension XMLScanner {
    /// The index of the first byte at or after `start` that ``endsTextRun(_:)``, or the input's end.
    ///
    /// Eight bytes are tested at once for `<`, `&` and controls: text is most of a feed. The first flagged
    /// byte of a word is found from the flags' lowest bit (the tests flag no byte before a true match); a
    /// tab or line break among them lets the run go on past it.
    static func textRunEnd(in input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = input.baseAddress else { return start }
        var index = start
        while index + 8 <= input.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let flags = flags(word, below: 0x20) | flags(word, equalTo: 0x3C) | flags(word, equalTo: 0x26)
            guard flags != 0 else {
                index += 8
                continue
            }
            let flagged = index + flags.trailingZeroBitCount >> 3
            if endsTextRun(input[flagged]) { return flagged }
            index = flagged + 1
        }
        while index < input.count, !endsTextRun(input[index]) { index += 1 }
        return index
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` that is `byte` (the classic test for a zero byte, after an XOR);
    /// bytes above a match may be flagged too, none below the first.
    private static func flags(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let folded = word ^ (ones &* UInt64(byte))
        return (folded &- ones) & ~folded & highBits
    }

    /// The high bit of each byte of `word` below `limit` (at most 0x80), as exact as ``flags(_:equalTo:)``.
    private static func flags(_ word: UInt64, below limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }
}
