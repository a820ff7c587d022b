#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Guesses a document's syntax from its first bytes, before anything parses it.
enum FeedSniffer {
    /// What the first bytes look like.
    enum Kind: Equatable {
        case empty
        case json
        case xml
        /// An HTML page: a `<!DOCTYPE html>` or `<html>` start.
        case html
        /// Anything else, with what its start looks like for the message.
        case other(DocumentOpening)
    }

    /// The kind of `data`, judged on its first bytes after a byte-order mark, whitespace, the XML
    /// declaration and comments.
    static func kind(of data: Data) -> Kind {
        var bytes = [UInt8](data.prefix(1_024))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // Byte-order marks and `<` in UTF-16 or UTF-32, and `<?xm` in EBCDIC: only XML starts so.
        let wideStarts: [[UInt8]] = [
            [0xFE, 0xFF], [0xFF, 0xFE], [0x00, 0x3C], [0x3C, 0x00], [0x00, 0x00], [0x4C, 0x6F, 0xA7, 0x94],
        ]
        if wideStarts.contains(where: bytes.starts(with:)) { return .xml }
        var text = Substring(String(decoding: bytes, as: UTF8.self))
        while true {
            text = text.drop { $0.isWhitespace }
            if text.hasPrefix("<?"), let end = text.utf8.firstRange(of: "?>".utf8) {
                text = text[end.upperBound...]
            } else if text.hasPrefix("<!--"), let end = text.utf8.firstRange(of: "-->".utf8) {
                text = text[end.upperBound...]
            } else {
                break
            }
        }
        guard let first = text.first else { return data.count > 1_024 ? .xml : .empty }
        let lowercased = text.prefix(14).lowercased()
        if lowercased.hasPrefix("<!doctype html") || lowercased.hasPrefix("<html") { return .html }
        if first == "<" { return .xml }
        if first == "{" || first == "[" { return .json }
        return .other(DocumentOpening(bytes: bytes, text: text))
    }
}
