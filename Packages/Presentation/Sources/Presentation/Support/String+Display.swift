#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension String {
    /// The text on one line: runs of whitespace and newlines become one space, and the ends are trimmed.
    ///
    /// Whitespace is what `Character.isWhitespace` says. The work is done on the UTF-8 bytes: ASCII
    /// whitespace is recognised byte by byte, and only text where a character could straddle a space (a
    /// combining mark right after it, say) or that holds non-ASCII whitespace goes through characters.
    var singleSpaced: String {
        ByteSpacing.singleSpaced(self) ?? split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The collapsed text, or `nil` when nothing visible is left.
    var nonBlank: String? {
        let text = singleSpaced
        return text.isEmpty ? nil : text
    }
}

/// Collapses whitespace on UTF-8 bytes, or declines when characters are needed to do it the same way.
private enum ByteSpacing {
    static func singleSpaced(_ original: String) -> String? {
        var text = original
        return text.withUTF8 { bytes -> String? in
            guard needsWork(bytes), !isSingleSpaced(bytes) else { return original }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var pendingSpace = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if isASCIIWhitespace(byte) {
                    pendingSpace = !output.isEmpty
                    index += 1
                    continue
                }
                if byte >= 0x80 {
                    let (scalar, length) = decode(bytes, at: index)
                    guard isPlain(scalar.value) || !mayJoinOrSeparate(scalar, in: bytes, at: index, length: length)
                    else { return nil }
                    if pendingSpace { output.append(0x20) }
                    pendingSpace = false
                    output.append(contentsOf: bytes[index..<index + length])
                    index += length
                    continue
                }
                if pendingSpace { output.append(0x20) }
                pendingSpace = false
                output.append(byte)
                index += 1
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// Whether any byte is whitespace or not ASCII; text of plain printable ASCII is already single-spaced
    /// only when it has no whitespace at all, so a space anywhere sends it through the loop.
    private static func needsWork(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { isASCIIWhitespace($0) || $0 >= 0x80 }
    }

    /// Whether the text is on one line already: single spaces between words, none at the ends, and no
    /// scalar but printable ASCII and ``isPlain(_:)`` ones. Most titles and summaries are; they are kept
    /// as they are, without a copy.
    private static func isSingleSpaced(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var afterSpace = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 {
                if afterSpace { return false }
                afterSpace = true
                index += 1
                continue
            }
            afterSpace = false
            if byte > 0x20 && byte < 0x7F {
                index += 1
                continue
            }
            guard byte >= 0xC2 && byte < 0xF0 else { return false }
            let (scalar, length) = decode(bytes, at: index)
            guard isPlain(scalar.value) else { return false }
            index += length
        }
        return !afterSpace || bytes.isEmpty
    }

    /// A scalar that is no whitespace and never forms one character with a space beside it: the
    /// one-column scalars of ``DisplayWidth/isOneColumn(_:)`` but the no-break space.
    private static func isPlain(_ value: UInt32) -> Bool {
        value != 0xA0 && DisplayWidth.isOneColumn(value)
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Whether `scalar` is whitespace itself, or sits next to an ASCII space it could form one character
    /// with (a combining mark after it, a prepended mark before it).
    private static func mayJoinOrSeparate(
        _ scalar: Unicode.Scalar, in bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int
    ) -> Bool {
        if scalar.properties.isWhitespace { return true }
        if index > 0, bytes[index - 1] == 0x20, formsOneCharacter(" ", String(scalar)) { return true }
        let next = index + length
        if next < bytes.count, bytes[next] == 0x20, formsOneCharacter(String(scalar), " ") { return true }
        return false
    }

    private static func formsOneCharacter(_ first: String, _ second: String) -> Bool {
        (first + second).count == 1
    }

    /// The scalar starting at `index` of valid UTF-8 (a Swift string's bytes) and its length in bytes.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { return ("\u{FFFD}", 1) }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
