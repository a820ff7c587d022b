import Domain
import FeedFormats
import Foundation
import Testing

@Suite("Broken JSON is reported where JSONSerialization located it")
struct JSONErrorLocationTests {
    @Test(
        "the line and column are those of the offset JSONSerialization names",
        arguments: [
            "{\n  \"version\": \"https://jsonfeed.org/version/1.1\",\n  \"items\": [,]\n}",
            "{\"items\" []}", "{\"a\":\n  tru}", "{\"é\": \"ü\"\n, x}", "[1,", "{]", "{\"a\": \"unterminated",
            "{\"a\": 1}}", "{\"a\": 1} x", "{\"a\":\n\n\n nul}", "{'a': 1}", "{\"a\": [1 2]}", "{\"a\": {\"b\": }}",
            "   \n  }", "{\"items\": [{\"id\": 1 \"x\"}]}", "{\"items\": [{\"id\": \"1\"}] \n ]}",
        ])
    func matchesJSONSerialization(text: String) throws {
        let error = #expect(throws: FeedLoadingError.self) { try JSONFeedMapper().map(.fixture(text)) }

        guard case .malformed(let reason, let line, let column)? = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(reason == "it is not valid JSON")
        let expected = try Self.serializationLocation(in: Data(text.utf8))
        #expect(line == expected.line, "\(text)")
        #expect(column == expected.column, "\(text)")
    }

    // MARK: - Helpers

    /// Where `JSONSerialization` says `data` breaks ("around character 17"), as line and column.
    private static func serializationLocation(in data: Data) throws -> (line: Int?, column: Int?) {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return (nil, nil)
        } catch {
            let message = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
            guard let range = message.range(of: "character "),
                let offset = Int(message[range.upperBound...].prefix { $0.isNumber })
            else { return (nil, nil) }
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
}
