/// Reduces HTML to the plain text a list shows: tags dropped, entities decoded, whitespace collapsed.
///
/// Not an HTML parser: it removes anything that looks like a tag (`<` followed by a letter, `/`, `!` or
/// `?`), skips comments and the contents of `script` and `style`, puts a space (or, for
/// ``paragraphs(from:)``, a paragraph break) where a block element starts or ends, and leaves a lone `<`
/// (as in "a < b") alone. One pass over the input, no recursion. Works on UTF-8 bytes: every byte it looks
/// for is ASCII, so multi-byte characters pass through untouched, copied a run at a time. Text that needs
/// none of this (no `<` or `&`, single spaces between words) is returned as it is, without a copy.
enum HTMLTextReducer {
    /// The text of `html`, or `nil` when nothing but markup and whitespace remains.
    static func text(from html: String) -> String? {
        if CollapsedText.isCollapsed(html, readingMarkup: true) { return html.isEmpty ? nil : html }
        return reduce(Array(html.utf8), breakingParagraphs: false)
    }

    /// ``text(from:)`` for HTML given as UTF-8 bytes (an element's ``MarkupElement/innerTextBytes``): reduced
    /// from the bytes, without first making a `String` of them (for a large summary, that check of the
    /// bytes costs as much as the reduction).
    static func text(fromUTF8 html: ArraySlice<UInt8>) -> String? {
        if CollapsedText.isCollapsed(html, readingMarkup: true) {
            return html.isEmpty ? nil : String(decoding: html, as: UTF8.self)
        }
        return reduce(Array(html), breakingParagraphs: false)
    }

    /// ``paragraphs(from:)`` for HTML given as UTF-8 bytes, as ``text(fromUTF8:)`` reads them.
    static func paragraphs(fromUTF8 html: ArraySlice<UInt8>) -> String? {
        if CollapsedText.isCollapsed(html, readingMarkup: true) {
            return html.isEmpty ? nil : String(decoding: html, as: UTF8.self)
        }
        return reduce(Array(html), breakingParagraphs: true)
    }

    /// The text of `html` as paragraphs separated by a blank line (`"\n\n"`): block elements (`p`, `br`,
    /// `div`, `li`, headings, `blockquote`, `pre`…) end a paragraph, whitespace inside one collapses to a
    /// space. `nil` when nothing but markup and whitespace remains.
    static func paragraphs(from html: String) -> String? {
        if CollapsedText.isCollapsed(html, readingMarkup: true) { return html.isEmpty ? nil : html }
        return reduce(Array(html.utf8), breakingParagraphs: true)
    }

    /// Plain `text` as paragraphs separated by a blank line (`"\n\n"`): a blank line in the text ends a
    /// paragraph, other whitespace collapses to a space. `nil` when only whitespace is given.
    static func paragraphs(fromPlainText text: String) -> String? {
        if CollapsedText.isCollapsed(text, readingMarkup: false) { return text.isEmpty ? nil : text }
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

    /// `text` with runs of whitespace (no-break spaces included) made one space and the ends trimmed;
    /// `nil` when empty.
    static func collapsingWhitespace(_ text: String) -> String? {
        if CollapsedText.isCollapsed(text, readingMarkup: false) { return text.isEmpty ? nil : text }
        let bytes = Array(text.utf8)
        var output = CollapsingOutput(capacity: bytes.count)
        var index = 0
        while index < bytes.count {
            index = output.append(from: bytes, at: index)
        }
        return output.text
    }

    private static func reduce(_ bytes: [UInt8], breakingParagraphs: Bool) -> String? {
        var output = CollapsingOutput(capacity: bytes.count)
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                if let tagEnd = HTMLTagSkipper.skipTag(
                    in: bytes, at: index, breakingParagraphs: breakingParagraphs, output: &output)
                {
                    index = tagEnd
                } else {
                    output.appendByte(UInt8(ascii: "<"))
                    index += 1
                }
            case UInt8(ascii: "&"):
                if let (decoded, next) = HTMLEntities.decode(in: bytes, at: index) {
                    switch decoded {
                    case .scalar(let scalar): output.append(scalar)
                    case .text(let text): output.append(contentsOf: text)
                    }
                    index = next
                } else {
                    output.appendByte(UInt8(ascii: "&"))
                    index += 1
                }
            case 0x20, 0x09...0x0D, 0xC2:
                index = output.append(from: bytes, at: index)
            default:
                let end = endOfRun(in: bytes, from: index)
                output.append(run: bytes[index..<end])
                index = end
            }
        }
        return output.text
    }

    /// The end of the run of text from `start` that is copied as it is: plain bytes, and single spaces
    /// between them (which collapsing would leave as they are).
    private static func endOfRun(in bytes: [UInt8], from start: Int) -> Int {
        var end = start + 1
        while end < bytes.count {
            if isPlain(bytes[end]) {
                end += 1
            } else if bytes[end] == 0x20, end + 1 < bytes.count, isPlain(bytes[end + 1]) {
                end += 2
            } else {
                break
            }
        }
        return end
    }

    /// Whether `byte` is copied as it is: not markup, an entity, whitespace or the lead of a no-break space.
    private static func isPlain(_ byte: UInt8) -> Bool {
        // Letters, the bulk of any text, are above `<`: one comparison more settles them.
        if byte > UInt8(ascii: "<") { return byte != 0xC2 }
        return byte != UInt8(ascii: "<") && byte != UInt8(ascii: "&") && !CollapsingOutput.isWhitespace(byte)
    }
}
