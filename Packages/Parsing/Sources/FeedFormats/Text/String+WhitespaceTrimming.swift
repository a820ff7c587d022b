import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension String {
    /// The string without whitespace and newlines at either end: what
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives, without its cost when the ends are ASCII.
    ///
    /// Feed fields are nearly always ASCII at both ends, where the whitespace characters are the six
    /// bytes U+0009 to U+000D and U+0020; Foundation's trim goes through `NSString` and UTF-16 for every
    /// string. A non-ASCII byte at an end (a no-break space, an ideographic space) takes the scalar-by-scalar walk.
    var trimmingWhitespace: String {
        // A native string's bytes are read in place; the index walk below is for the others.
        let inPlace = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var start = 0
            var end = bytes.count
            while start < end, Self.isASCIIWhitespace(bytes[start]) { start += 1 }
            while start < end, Self.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
            guard start < end else { return "" }
            guard bytes[start] < 0x80, bytes[end - 1] < 0x80 else { return nil }
            if start == 0, end == bytes.count { return self }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        if let inPlace { return inPlace ?? trimmingWhitespaceAndNewlines }
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, Self.isASCIIWhitespace(bytes[start]) { start = bytes.index(after: start) }
        while start < end, Self.isASCIIWhitespace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        guard start < end else { return "" }
        guard bytes[start] < 0x80, bytes[bytes.index(before: end)] < 0x80 else {
            return trimmingWhitespaceAndNewlines
        }
        if start == bytes.startIndex, end == bytes.endIndex { return self }
        return String(self[start..<end])
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
