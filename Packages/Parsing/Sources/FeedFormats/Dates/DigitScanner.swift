/// Reads fixed-width numbers and literal bytes off the front of a date's UTF-8 bytes, for the date parsers.
struct DigitScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether everything has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// Reads exactly `digits` decimal digits.
    mutating func number(digits: Int) -> Int? {
        guard index + digits <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<digits {
            let byte = bytes[index + offset]
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        index += digits
        return value
    }

    /// Reads one or more digits as the fraction after a decimal point.
    mutating func fraction() -> Double? {
        var value = 0.0
        var scale = 1.0
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            scale /= 10
            value += Double(bytes[index] - UInt8(ascii: "0")) * scale
            index += 1
        }
        return index > start ? value : nil
    }

    /// Reads `byte` when it comes next.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }
}
