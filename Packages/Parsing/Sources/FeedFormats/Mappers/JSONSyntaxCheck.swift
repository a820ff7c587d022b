/// Finds where a document stops being JSON (RFC 8259, any value at the top), for the line and column of an
/// error message.
///
/// `JSONDecoder` says only that a document is broken, not where; `JSONSerialization`, which said where, lives in
/// Foundation proper, which product modules do not import (ARCHITECTURE.md, "FoundationEssentials only"). One
/// pass, no recursion: open containers are a stack of flags.
enum JSONSyntaxCheck {
    private enum Expecting {
        case value, valueOrClose, key, keyOrClose, colon, commaOrClose, end
    }

    /// The offset of the first byte that cannot continue a JSON document, or `nil` when `bytes` are one JSON
    /// value or break only by ending too soon (which `JSONSerialization` did not locate either).
    static func errorOffset(in bytes: [UInt8]) -> Int? {
        let offset = firstBrokenByte(in: bytes)
        return offset.flatMap { $0 < bytes.count ? $0 : nil }
    }

    private static func firstBrokenByte(in bytes: [UInt8]) -> Int? {
        var inObject: [Bool] = []
        var expecting = Expecting.value
        var index = 0
        while true {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return expecting == .end ? nil : index }
            let byte = bytes[index]
            switch (expecting, byte) {
            case (.end, _):
                return index
            case (.colon, _):
                guard byte == UInt8(ascii: ":") else { return index }
                index += 1
                expecting = .value
            case (.commaOrClose, UInt8(ascii: ",")):
                index += 1
                expecting = inObject.last == true ? .key : .value
            case (.commaOrClose, UInt8(ascii: "]")) where inObject.last == false,
                (.commaOrClose, UInt8(ascii: "}")) where inObject.last == true,
                (.valueOrClose, UInt8(ascii: "]")), (.keyOrClose, UInt8(ascii: "}")):
                index += 1
                inObject.removeLast()
                expecting = inObject.isEmpty ? .end : .commaOrClose
            case (.key, UInt8(ascii: "\"")), (.keyOrClose, UInt8(ascii: "\"")):
                guard let end = stringEnd(in: bytes, from: index) else { return failure(in: bytes, from: index) }
                index = end
                expecting = .colon
            case (.value, _), (.valueOrClose, _):
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    inObject.append(byte == UInt8(ascii: "{"))
                    index += 1
                    expecting = byte == UInt8(ascii: "{") ? .keyOrClose : .valueOrClose
                    continue
                }
                guard let end = scalarEnd(in: bytes, from: index) else { return failure(in: bytes, from: index) }
                index = end
                expecting = inObject.isEmpty ? .end : .commaOrClose
            default:
                return index
            }
        }
    }

    /// Where the string, number or literal at `start` ends; `nil` when it is broken.
    private static func scalarEnd(in bytes: [UInt8], from start: Int) -> Int? {
        switch bytes[start] {
        case UInt8(ascii: "\""): return stringEnd(in: bytes, from: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return numberEnd(in: bytes, from: start)
        default:
            for literal in ["true", "false", "null"] where bytes[start...].starts(with: literal.utf8) {
                return start + literal.utf8.count
            }
            return nil
        }
    }

    /// The offset of the byte that breaks the value at `start`: in a string, the first byte it may not hold
    /// (or its end, when it is not closed); a misspelt `true`, `false` or `null` is not located, as
    /// `JSONSerialization` did not locate one; otherwise the value's first byte.
    private static func failure(in bytes: [UInt8], from start: Int) -> Int? {
        if Array("tfn".utf8).contains(bytes[start]) { return nil }
        guard bytes[start] == UInt8(ascii: "\"") else { return start }
        switch string(in: bytes, from: start) {
        case .success(let end): return end
        case .failure(let broken): return broken.offset
        }
    }

    private static func stringEnd(in bytes: [UInt8], from start: Int) -> Int? {
        if case .success(let end) = string(in: bytes, from: start) { return end }
        return nil
    }

    private struct BrokenString: Error {
        let offset: Int
    }

    /// The end of the string at `start`, or the offset of the byte that breaks it.
    private static func string(in bytes: [UInt8], from start: Int) -> Result<Int, BrokenString> {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): return .success(index + 1)
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { return .failure(BrokenString(offset: bytes.count)) }
                if bytes[index + 1] == UInt8(ascii: "u") {
                    guard index + 6 <= bytes.count, bytes[index + 2..<index + 6].allSatisfy(isHexDigit) else {
                        return .failure(BrokenString(offset: index))
                    }
                    index += 6
                } else {
                    guard Array(#""\/bfnrt"#.utf8).contains(bytes[index + 1]) else {
                        return .failure(BrokenString(offset: index))
                    }
                    index += 2
                }
            case 0..<0x20: return .failure(BrokenString(offset: index))
            default: index += 1
            }
        }
        return .failure(BrokenString(offset: bytes.count))
    }

    private static func numberEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        func digits() -> Int {
            let first = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") { index += 1 } else if digits() == 0 { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return nil }
        }
        return index
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte | 0x20)
    }
}
