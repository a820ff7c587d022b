extension XMLScanner {
    /// The index of the first byte at or after `start` that ``endsTextRun(_:)``, or the input's end.
    ///
    /// Eight bytes are tested at once while none of them is `<`, `&` or a control: text is most of a feed.
    static func textRunEnd(in input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = input.baseAddress else { return start }
        var index = start
        while true {
            while index + 8 <= input.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if hasByte(word, below: 0x20) || hasByte(word, equalTo: 0x3C) || hasByte(word, equalTo: 0x26) { break }
                index += 8
            }
            // A word holding a byte that may end the run (or the last few bytes): byte by byte.
            let stop = min(index + 8, input.count)
            while index < stop {
                if endsTextRun(input[index]) { return index }
                index += 1
            }
            if index == input.count { return index }
        }
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether a byte of `word` is `byte` (the classic test for a zero byte, after an XOR).
    private static func hasByte(_ word: UInt64, equalTo byte: UInt8) -> Bool {
        let folded = word ^ (ones &* UInt64(byte))
        return (folded &- ones) & ~folded & highBits != 0
    }

    /// Whether a byte of `word` is below `limit` (at most 0x80).
    private static func hasByte(_ word: UInt64, below limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }
}
