import Domain
import Foundation
import Networking

/// A minimal JSON mapper for tests: `{"title": "...", "items": [{"id": "...", "title": "..."}]}`.
struct JSONTestFeedMapper: FeedMapper {
    private struct Root: Decodable {
        let title: String?
        let items: [Item]
    }

    private struct Item: Decodable {
        let id: String
        let title: String?
    }

    func map(_ document: FeedDocument) throws -> Feed {
        do {
            let root = try JSONDecoder().decode(Root.self, from: document.data)
            return Feed(title: root.title, items: root.items.map { FeedItem(id: $0.id, title: $0.title) })
        } catch {
            throw FeedLoadingError.malformed(reason: "not the test JSON format", line: nil, column: nil)
        }
    }

    static func json(title: String, itemIDs: [String]) -> Data {
        let items = itemIDs.map { #"{"id": "\#($0)"}"# }.joined(separator: ", ")
        return Data(#"{"title": "\#(title)", "items": [\#(items)]}"#.utf8)
    }
}
