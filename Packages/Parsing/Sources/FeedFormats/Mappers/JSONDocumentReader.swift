import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads the fields of a JSON document that the JSON mappers use, with bounded memory.
///
/// `JSONDecoder` keeps a compact index of the document and builds only the values asked for;
/// `JSONSerialization` built a Foundation object for every value first, hundreds of times the document's
/// size (Benchmarks/README.md, "Figures behind the code's comments").
enum JSONDocumentReader {
    /// The most items a document may have; one with more is refused before the rest are read.
    static let maxItems = 100_000

    /// Thrown while decoding past ``maxItems``.
    struct TooManyItems: Error {}

    /// The document in `data`.
    ///
    /// - Throws: `FeedLoadingError.malformed` (with line and column when the parser tells where) for empty
    ///   or broken JSON; `FeedLoadingError.notAFeed` when the top level is not an object or there are more
    ///   than ``maxItems`` items.
    static func document(from data: Data) throws -> JSONFeedDocument {
        guard let first = data.first(where: { !" \t\r\n".utf8.contains($0) }) else {
            throw FeedLoadingError.malformed(reason: "the document is empty", line: nil, column: nil)
        }
        do {
            return try JSONDecoder().decode(JSONFeedDocument.self, from: data)
        } catch is TooManyItems {
            throw FeedLoadingError.notAFeed(reason: "it has more than \(maxItems) items, the most a feed may have")
        } catch DecodingError.typeMismatch {
            throw FeedLoadingError.notAFeed(
                reason: "its JSON is \(first == UInt8(ascii: "[") ? "an array" : "a single value"), not an object")
        } catch {
            let (line, column) = location(in: data)
            throw FeedLoadingError.malformed(reason: "it is not valid JSON", line: line, column: column)
        }
    }

    /// The largest broken document whose error is located; a larger one is reported without a location, as
    /// when `JSONSerialization` (which costs many times the bytes it reads) located them.
    static let maxLocatedBytes = 1 << 20

    /// The line and column of the first byte ``JSONSyntaxCheck`` finds wrong.
    private static func location(in data: Data) -> (Int?, Int?) {
        guard data.count <= maxLocatedBytes, let offset = JSONSyntaxCheck.errorOffset(in: Array(data)) else {
            return (nil, nil)
        }
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
