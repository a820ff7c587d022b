import TolerantXML

/// Reads the number of a numeric character reference (`#233`, `#xE9`, given without `#`) as the character it
/// stands for.
enum NumericReference {
    /// The character `digits` (decimal, or hexadecimal after `x` or `X`) stand for; `nil` for none, zero, a
    /// surrogate or a number past Unicode's last. Numbers 0x80 to 0x9F mean Windows-1252 characters in
    /// practice. Digits are read as `UInt32(_:radix:)` reads them: a leading `+` is allowed.
    static func scalar(of digits: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var rest = digits
        var radix: UInt32 = 10
        if let first = rest.first, first == UInt8(ascii: "x") || first == UInt8(ascii: "X") {
            radix = 16
            rest = rest.dropFirst()
        }
        if rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
        guard !rest.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in rest {
            guard let digit = digitValue(byte, radix: radix) else { return nil }
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: radix)
            let (next, overflow) = shifted.addingReportingOverflow(digit)
            guard !shiftOverflow, !overflow else { return nil }
            value = next
        }
        guard value != 0 else { return nil }
        if (0x80...0x9F).contains(value) { return Windows1252.scalar(for: UInt8(value)) }
        return Unicode.Scalar(value)
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x61...0x66 where radix == 16: return UInt32(byte - 0x61 + 10)
        case 0x41...0x46 where radix == 16: return UInt32(byte - 0x41 + 10)
        default: return nil
        }
    }
}
