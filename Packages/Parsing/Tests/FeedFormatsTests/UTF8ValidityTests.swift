import Domain
import FeedFormats
import Foundation
import Testing

/// Whether an undeclared document's bytes are UTF-8 decides how it is read: valid UTF-8 as it is, anything
/// else as Windows-1252. The title read shows which way each document went.
@Suite("UTF-8 validity")
struct UTF8ValidityTests {
    @Test(
        "reads characters of two, three and four bytes, before and after ASCII runs, as UTF-8",
        arguments: ["Café", "Caf✓", "Caf😀", "A title of more than eight ASCII bytes, then é", "é first", "ü✓😀"])
    func readsValidUTF8(title: String) throws {
        #expect(try read(Data(document(title: title).utf8)) == title)
    }

    @Test(
        "reads bytes that are not UTF-8 as Windows-1252: overlong, cut short, never valid or a stray continuation",
        arguments: [
            ([0xC0, 0xAF], "CafÀ¯"),
            ([0xE2, 0x28], "Cafâ("),
            ([0xF5], "Cafõ"),
            ([0xA9], "Caf©"),
            (Array(repeating: 0x41, count: 20) + [0xA9], "Caf" + String(repeating: "A", count: 20) + "©"),
        ] as [([UInt8], String)])
    func readsOtherBytesAsWindows1252(bytes: [UInt8], title: String) throws {
        let document = Data(document(title: "Caf").utf8).replacing(
            Data("Caf<".utf8), with: Data("Caf".utf8 + bytes + [0x3C]))

        #expect(try read(document) == title)
    }

    // MARK: - Helpers

    private func read(_ document: Data) throws -> String? {
        try DetectingFeedMapper().map(.fixture(bytes: document)).items.first?.title
    }

    private func document(title: String) -> String {
        "<rss version=\"2.0\"><channel><title>Blog</title><item><guid>1</guid><title>\(title)</title></item></channel></rss>"
    }
}
