/// Steps over the tags, comments, scripts and styles of HTML for ``HTMLTextReducer``, noting the spaces and
/// paragraph breaks block elements make.
enum HTMLTagSkipper {
    private static let commentStart = Array("<!--".utf8)
    private static let scriptEnd = Array("</script".utf8)
    private static let styleEnd = Array("</style".utf8)

    /// Skips the tag at `start`; returns the index after it, or `nil` when `<` does not open a tag. A tag,
    /// comment, script or style left open runs to the end of the text, as it does in a browser.
    static func skipTag(
        in bytes: [UInt8], at start: Int, breakingParagraphs: Bool, output: inout CollapsingOutput
    ) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        let next = bytes[start + 1]
        guard
            ASCII.isLetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?")
        else { return nil }
        if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") { return skipDeclaration(in: bytes, at: start) }
        guard let close = tagEnd(in: bytes, from: start) else { return bytes.count }
        let role = HTMLTagName(in: bytes, from: start + 1).role
        switch role {
        case .inline:
            break
        case .wordBreak:
            output.appendSpace()
        case .paragraphBreak:
            if breakingParagraphs { output.appendParagraphBreak() } else { output.appendSpace() }
        case .script where next == UInt8(ascii: "/"), .style where next == UInt8(ascii: "/"):
            break  // A stray `</script>` closes nothing and hides nothing (HTML ignores it).
        case .script, .style:
            let closingTag = role == .script ? scriptEnd : styleEnd
            guard let end = index(after: closingTag, in: bytes, from: close) else { return bytes.count }
            var index = end
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            return index < bytes.count ? index + 1 : bytes.count
        }
        return close + 1
    }

    /// The `>` that ends the tag at `start`, stepping over quoted attribute values (`alt="a > b"`).
    private static func tagEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var quote: UInt8?
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: ">") {
                return index
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"), index > start,
                bytes[index - 1] == UInt8(ascii: "=")
            {
                quote = byte
            }
            index += 1
        }
        return nil
    }

    /// Skips the comment, declaration (`<!DOCTYPE …>`) or bogus comment (`<![CDATA[`, `<?xml`) at `start` as
    /// HTML's tokenizer ends it: a comment at `-->`, the others at the first `>`, quoted or not. Kept out of
    /// ``skipTag(in:at:breakingParagraphs:output:)`` so that ordinary tags, the common case, stay inlined.
    @inline(never)
    private static func skipDeclaration(in bytes: [UInt8], at start: Int) -> Int {
        if matches(bytes, at: start, commentStart) {
            return commentEnd(in: bytes, from: start + commentStart.count) ?? bytes.count
        }
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        return index < bytes.count ? index + 1 : bytes.count
    }

    /// The index after the comment whose text starts at `start`, ended as HTML ends one: by `-->` or `--!>`,
    /// or at once by `>` or `->` (`<!-->` and `<!--->` are empty comments); `nil` when it is left open.
    private static func commentEnd(in bytes: [UInt8], from start: Int) -> Int? {
        let dash = UInt8(ascii: "-")
        let close = UInt8(ascii: ">")
        if start < bytes.count, bytes[start] == close { return start + 1 }
        if start + 1 < bytes.count, bytes[start] == dash, bytes[start + 1] == close { return start + 2 }
        var index = start
        while index + 2 < bytes.count {
            if bytes[index] == dash, bytes[index + 1] == dash {
                if bytes[index + 2] == close { return index + 3 }
                if bytes[index + 2] == UInt8(ascii: "!"), index + 3 < bytes.count, bytes[index + 3] == close {
                    return index + 4
                }
            }
            index += 1
        }
        return nil
    }

    /// Whether `literal` (lowercase ASCII) is at `start`, ignoring ASCII case.
    private static func matches(_ bytes: [UInt8], at start: Int, _ literal: [UInt8]) -> Bool {
        guard start + literal.count <= bytes.count else { return false }
        for (offset, expected) in literal.enumerated() where ASCII.lowercased(bytes[start + offset]) != expected {
            return false
        }
        return true
    }

    /// The index after the first `literal` (lowercase ASCII, any case in `bytes`) at or after `start`.
    private static func index(after literal: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = literal.first else { return start }
        var index = start
        while index + literal.count <= bytes.count {
            if ASCII.lowercased(bytes[index]) == first, matches(bytes, at: index, literal) {
                return index + literal.count
            }
            index += 1
        }
        return nil
    }
}
