/// Reads the `encoding` pseudo-attribute of an XML declaration (`<?xml ... ?>`).
///
/// Works on raw bytes: the declaration is ASCII in every encoding the normalizer reads as bytes.
enum XMLDeclaration {
    /// The declared encoding's label, or `nil` when there is no declaration or it names none.
    static func encodingLabel(in bytes: [UInt8]) -> String? {
        guard let range = valueRange(in: bytes) else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    private static func valueRange(in bytes: [UInt8]) -> Range<Int>? {
        let opening = Array("<?xml".utf8)
        // Some servers put a line break or spaces before the declaration.
        let start = bytes.prefix(64).firstIndex { !" \t\r\n".utf8.contains($0) } ?? 0
        guard bytes[start...].starts(with: opening) else { return nil }
        let limit = min(bytes.count, start + 256)
        guard let end = (start + opening.count..<limit).first(where: { bytes[$0] == UInt8(ascii: "?") }) else {
            return nil
        }
        let key = Array("encoding".utf8)
        var index = start + opening.count
        while index + key.count < end {
            if Array(bytes[index..<index + key.count]) == key {
                return quotedValue(in: bytes, from: index + key.count, before: end)
            }
            index += 1
        }
        return nil
    }

    private static func quotedValue(in bytes: [UInt8], from start: Int, before end: Int) -> Range<Int>? {
        var index = start
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "=") { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[index]
        let valueStart = index + 1
        guard let valueEnd = (valueStart..<end).first(where: { bytes[$0] == quote }) else { return nil }
        return valueStart..<valueEnd
    }
}
