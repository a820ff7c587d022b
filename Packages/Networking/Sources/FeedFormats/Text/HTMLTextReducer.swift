/// Reduces HTML to the plain text a list shows: tags dropped, entities decoded, whitespace collapsed.
///
/// Not an HTML parser: it removes anything that looks like a tag (`<` followed by a letter, `/`, `!` or
/// `?`), skips comments and the contents of `script` and `style`, puts a space (or, for
/// ``paragraphs(from:)``, a paragraph break) where a block element starts or ends, and leaves a lone `<`
/// (as in "a < b") alone. One pass over the input, no recursion. Works on UTF-8 bytes: every byte it looks
/// for is ASCII, so multi-byte characters pass through untouched.
enum HTMLTextReducer {
    private static let blockTags: Set<String> = [
        "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure",
        "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "img", "li", "ol", "p", "pre", "section",
        "table", "td", "th", "tr", "ul",
    ]

    /// Block elements that only separate words (an image, a table cell), never paragraphs.
    private static let inlineBlockTags: Set<String> = ["img", "td", "th"]

    /// The text of `html`, or `nil` when nothing but markup and whitespace remains.
    static func text(from html: String) -> String? {
        reduce(html, breakingParagraphs: false)
    }

    /// The text of `html` as paragraphs separated by a blank line (`"\n\n"`): block elements (`p`, `br`,
    /// `div`, `li`, headings, `blockquote`, `pre`…) end a paragraph, whitespace inside one collapses to a
    /// space. `nil` when nothing but markup and whitespace remains.
    static func paragraphs(from html: String) -> String? {
        reduce(html, breakingParagraphs: true)
    }

    /// Plain `text` as paragraphs separated by a blank line (`"\n\n"`): a blank line in the text ends a
    /// paragraph, other whitespace collapses to a space. `nil` when only whitespace is given.
    static func paragraphs(fromPlainText text: String) -> String? {
        let bytes = Array(text.utf8)
        var output = CollapsingOutput(capacity: bytes.count)
        var lineFeeds = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                lineFeeds += 1
                if lineFeeds == 2 { output.appendParagraphBreak() }
            } else if byte != 0x20, byte != 0x09, byte != 0x0D {
                lineFeeds = 0
            }
            index = output.append(from: bytes, at: index)
        }
        return output.text
    }

    private static func reduce(_ html: String, breakingParagraphs: Bool) -> String? {
        let bytes = Array(html.utf8)
        var output = CollapsingOutput(capacity: bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"),
                let tagEnd = skipTag(in: bytes, at: index, breakingParagraphs: breakingParagraphs, output: &output)
            {
                index = tagEnd
            } else if byte == UInt8(ascii: "&"), let (decoded, next) = HTMLEntities.decode(in: bytes, at: index) {
                output.append(contentsOf: decoded)
                index = next
            } else {
                index = output.append(from: bytes, at: index)
            }
        }
        return output.text
    }

    /// `text` with runs of whitespace (no-break spaces included) made one space and the ends trimmed;
    /// `nil` when empty.
    static func collapsingWhitespace(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var output = CollapsingOutput(capacity: bytes.count)
        var index = 0
        while index < bytes.count {
            index = output.append(from: bytes, at: index)
        }
        return output.text
    }

    /// Skips the tag at `start`; returns the index after it, or `nil` when `<` does not open a tag.
    private static func skipTag(
        in bytes: [UInt8], at start: Int, breakingParagraphs: Bool, output: inout CollapsingOutput
    ) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        let next = bytes[start + 1]
        guard isASCIILetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?")
        else { return nil }
        if matches(bytes, at: start, "<!--") {
            return index(after: "-->", in: bytes, from: start + 4) ?? bytes.count
        }
        guard let close = tagEnd(in: bytes, from: start) else { return bytes.count }
        let name = tagName(in: bytes, from: start + 1)
        if name == "script" || name == "style" {
            guard let end = index(after: "</\(name)", in: bytes, from: close) else { return bytes.count }
            return bytes[end...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? bytes.count
        }
        if blockTags.contains(name) {
            if breakingParagraphs, !inlineBlockTags.contains(name) {
                output.appendParagraphBreak()
            } else {
                output.appendSpace()
            }
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
            } else if byte == UInt8(ascii: "\""), index > start, bytes[index - 1] == UInt8(ascii: "=") {
                quote = byte
            } else if byte == UInt8(ascii: "'"), index > start, bytes[index - 1] == UInt8(ascii: "=") {
                quote = byte
            }
            index += 1
        }
        return nil
    }

    private static func tagName(in bytes: [UInt8], from start: Int) -> String {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        var name: [UInt8] = []
        while index < bytes.count, isASCIILetter(bytes[index]) || (0x30...0x39).contains(bytes[index]) {
            name.append(bytes[index] | 0x20)
            index += 1
        }
        return String(decoding: name, as: UTF8.self)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Whether `literal` (lowercase ASCII) is at `start`, ignoring ASCII case.
    private static func matches(_ bytes: [UInt8], at start: Int, _ literal: String) -> Bool {
        var index = start
        for expected in literal.utf8 {
            guard index < bytes.count else { return false }
            let byte = isASCIILetter(bytes[index]) ? bytes[index] | 0x20 : bytes[index]
            guard byte == expected else { return false }
            index += 1
        }
        return true
    }

    private static func index(after literal: String, in bytes: [UInt8], from start: Int) -> Int? {
        let length = literal.utf8.count
        var index = start
        while index + length <= bytes.count {
            if matches(bytes, at: index, literal) { return index + length }
            index += 1
        }
        return nil
    }
}
