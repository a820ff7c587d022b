/// Walks HTML bytes from tag to tag and reads the attributes of `<link>` tags; see ``FeedLinkFinder``.
///
/// Every step moves forward past what it read, so a scan is linear in the bytes; a tag longer than
/// `maxTagBytes` is skipped unread.
struct TagScanner {
    private let bytes: [UInt8]
    private let maxTagBytes: Int
    private var position = 0

    init(bytes: [UInt8], maxTagBytes: Int) {
        self.bytes = bytes
        self.maxTagBytes = maxTagBytes
    }

    /// The attributes of the next `<link>` tag, names lowercased; `nil` when there is none.
    mutating func nextLinkTag() -> [String: String]? {
        while let open = find(UInt8(ascii: "<"), from: position) {
            position = open + 1
            if starts(with: "!--", at: position) {
                position = find(sequence: "-->", from: position + 3).map { $0 + 3 } ?? bytes.count
                continue
            }
            guard starts(with: "link", at: position), position + 4 < bytes.count,
                Self.isSpace(bytes[position + 4]) || bytes[position + 4] == UInt8(ascii: "/")
            else { continue }
            guard let close = find(UInt8(ascii: ">"), from: position) else { break }
            guard close - position <= maxTagBytes else {
                position = close + 1
                continue
            }
            let attributes = Self.attributes(in: bytes[(position + 4)..<close])
            position = close + 1
            return attributes
        }
        position = bytes.count
        return nil
    }

    private static func attributes(in tag: ArraySlice<UInt8>) -> [String: String] {
        var attributes: [String: String] = [:]
        var index = tag.startIndex
        while index < tag.endIndex {
            while index < tag.endIndex, isSpace(tag[index]) || tag[index] == UInt8(ascii: "/") { index += 1 }
            let nameStart = index
            while index < tag.endIndex, !isSpace(tag[index]), tag[index] != UInt8(ascii: "="),
                tag[index] != UInt8(ascii: "/")
            {
                index += 1
            }
            let name = String(decoding: tag[nameStart..<index], as: UTF8.self).lowercased()
            while index < tag.endIndex, isSpace(tag[index]) { index += 1 }
            guard index < tag.endIndex, tag[index] == UInt8(ascii: "=") else {
                if !name.isEmpty { attributes[name] = attributes[name] ?? "" }
                continue
            }
            index += 1
            while index < tag.endIndex, isSpace(tag[index]) { index += 1 }
            let value: ArraySlice<UInt8>
            if index < tag.endIndex, tag[index] == UInt8(ascii: "\"") || tag[index] == UInt8(ascii: "'") {
                let quote = tag[index]
                let start = index + 1
                index = start
                while index < tag.endIndex, tag[index] != quote { index += 1 }
                value = tag[start..<index]
                index = min(index + 1, tag.endIndex)
            } else {
                let start = index
                while index < tag.endIndex, !isSpace(tag[index]) { index += 1 }
                value = tag[start..<index]
            }
            if !name.isEmpty, attributes[name] == nil { attributes[name] = String(decoding: value, as: UTF8.self) }
        }
        return attributes
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private func find(sequence: String, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if starts(with: sequence, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Whether `text` (ASCII) is at `index`, whatever the case of the bytes.
    private func starts(with text: String, at index: Int) -> Bool {
        let expected = Array(text.utf8)
        guard index >= 0, index + expected.count <= bytes.count else { return false }
        for (offset, byte) in expected.enumerated() where Self.lowercased(bytes[index + offset]) != byte {
            return false
        }
        return true
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
