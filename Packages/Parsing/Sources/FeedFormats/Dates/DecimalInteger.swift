/// Reads a whole decimal number from ASCII bytes as `Int(_:)` reads one from a string.
enum DecimalInteger {
    /// The number `bytes` spell: an optional `+` or `-`, then one or more digits and nothing else; `nil`
    /// when they spell none or it does not fit an `Int`.
    static func value(of bytes: ArraySlice<UInt8>) -> Int? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard (0x30...0x39).contains(byte) else { return nil }
            let digit = Int(byte - 0x30)
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !shiftOverflow, !overflow else { return nil }
            value = next
        }
        return value
    }
}
