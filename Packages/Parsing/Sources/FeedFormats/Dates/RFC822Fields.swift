/// The fields of an RFC 822 date's UTF-8 bytes, one at a time, split where a space, comma, tab or line feed
/// stands alone.
///
/// Splitting works on characters as Swift counts them: a line feed after a carriage return is part of one
/// character and splits nothing, and neither does a separator followed by a combining mark. ASCII text
/// (nearly every date) is split in place on its bytes, as the parser asks for each field, with nothing
/// gathered; any other goes through `String`.
struct RFC822Fields: IteratorProtocol {
    private let bytes: [UInt8]
    private var position = 0
    /// The fields of text that is not ASCII, split and lowercased up front.
    private var unicodeFields: IndexingIterator<[ArraySlice<UInt8>]>?

    /// The fields of `bytes`; of text that is not ASCII, at most the first `limit`.
    init(of bytes: [UInt8], limit: Int) {
        self.bytes = bytes
        if !bytes.allSatisfy({ $0 < 0x80 }) {
            unicodeFields = Self.unicodeFields(of: bytes, limit: limit).makeIterator()
        }
    }

    /// The next field: of ASCII text, its bytes as written (the parser compares them ignoring ASCII case);
    /// of other text, lowercased as `String.lowercased()` does. `nil` after the last.
    mutating func next() -> ArraySlice<UInt8>? {
        if unicodeFields != nil { return unicodeFields?.next() }
        while position < bytes.count, isSeparator(at: position) { position += 1 }
        guard position < bytes.count else { return nil }
        let start = position
        while position < bytes.count, !isSeparator(at: position) { position += 1 }
        return bytes[start..<position]
    }

    private func isSeparator(at index: Int) -> Bool {
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "\t"): true
        case UInt8(ascii: "\n"): index == 0 || bytes[index - 1] != UInt8(ascii: "\r")
        default: false
        }
    }

    private static func unicodeFields(of bytes: [UInt8], limit: Int) -> [ArraySlice<UInt8>] {
        String(decoding: bytes, as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
            .prefix(limit)
            .map { Array($0.lowercased().utf8)[...] }
    }
}
