import Domain
import Foundation

/// Reads a JSON document's top-level object with `JSONSerialization`, saying where it is broken.
enum JSONDocumentReader {
    /// The top-level object of `data`.
    ///
    /// - Throws: `FeedLoadingError.malformed` (with line and column when the parser tells where) for empty
    ///   or broken JSON; `FeedLoadingError.notAFeed` when the top level is not an object.
    static func object(from data: Data) throws -> [String: Any] {
        guard data.contains(where: { !" \t\r\n".utf8.contains($0) }) else {
            throw FeedLoadingError.malformed(reason: "the document is empty", line: nil, column: nil)
        }
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let (line, column) = location(of: error, in: data)
            throw FeedLoadingError.malformed(reason: "it is not valid JSON", line: line, column: column)
        }
        guard let object = value as? [String: Any] else {
            throw FeedLoadingError.notAFeed(
                reason: "its JSON is \(value is [Any] ? "an array" : "a single value"), not an object")
        }
        return object
    }

    /// A string field, also accepting a number (some feeds write numeric ids).
    static func string(_ value: Any?) -> String? {
        if let string = value as? String { return string }
        if let number = value as? NSNumber { return number.stringValue }
        return nil
    }

    /// The line and column of the offset `JSONSerialization` names in its message ("around character 17").
    private static func location(of error: any Error, in data: Data) -> (Int?, Int?) {
        let message = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        guard let range = message.range(of: "character ") else { return (nil, nil) }
        let digits = message[range.upperBound...].prefix { $0.isNumber }
        guard let offset = Int(digits) else { return (nil, nil) }
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
