import Domain
import FeedFormats
import Foundation
import Testing

@Suite("EssentialFeedMapper")
struct EssentialFeedMapperTests {
    @Test("maps id to id, description to summary, location to title and image to imageURL")
    func mapsItems() throws {
        let document = FeedDocument.fixture(
            """
            {"items": [
              {"id": "73A7F70C-75DA-4C2E-B5A3-EED40DC53AA6", "description": "A description", "location": "Berlin",
               "image": "https://example.com/1.jpg"},
              {"id": "BA298A85-6275-48D3-8315-9C8F7C1CD109", "image": "images/2.jpg"}]}
            """,
            url: "https://example.com/v1/feed"
        )

        let feed = try makeSUT().map(document)

        #expect(
            feed
                == Feed(items: [
                    FeedItem(
                        id: "73A7F70C-75DA-4C2E-B5A3-EED40DC53AA6", title: "Berlin", summary: "A description",
                        imageURL: url("https://example.com/1.jpg")),
                    FeedItem(
                        id: "BA298A85-6275-48D3-8315-9C8F7C1CD109", imageURL: url("https://example.com/v1/images/2.jpg")
                    ),
                ])
        )
    }

    @Test("maps an empty items list to an empty feed")
    func mapsEmptyList() throws {
        let feed = try makeSUT().map(.fixture("{\"items\": []}"))

        #expect(feed == Feed(items: []))
    }

    @Test("rejects a top-level array as not a feed")
    func rejectsArray() {
        let error = #expect(throws: FeedLoadingError.self) {
            try makeSUT().map(.fixture("[{\"id\": \"1\"}]"))
        }

        #expect(error == .notAFeed(reason: "its JSON is an array, not an object"))
    }

    // MARK: - Helpers

    private func makeSUT() -> EssentialFeedMapper {
        EssentialFeedMapper()
    }
}
