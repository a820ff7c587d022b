import Foundation
import Presentation
import Testing

@testable import FeedApp

@Suite("Rendering feeds as text")
struct FeedTextRendererTests {
    @Test("a row puts the title left and the date and host right, within the width", arguments: [50, 60, 80, 120])
    func rowFitsWidth(_ width: Int) {
        let sut = FeedTextRenderer(width: width)

        let row = sut.row(makeRow(title: String(repeating: "Long title words ", count: 10)))

        #expect(row.count <= width)
        #expect(row.hasSuffix("3 hours ago · example.org"))
        #expect(row.hasPrefix("  Long title"))
    }

    @Test("a short title is padded so the right parts line up")
    func rowsAlign() {
        let sut = FeedTextRenderer(width: 60)

        let short = sut.row(makeRow(title: "Hi"))
        let longer = sut.row(makeRow(title: "A somewhat longer title"))

        #expect(short.count == 60)
        #expect(longer.count == 60)
    }

    @Test("a long title is shortened on a word boundary with an ellipsis")
    func truncation() {
        let sut = FeedTextRenderer(width: 50)

        let row = sut.row(makeRow(title: "Swift concurrency explained from the ground up, with examples"))

        #expect(row.contains("Swift concurrency…"))
    }

    @Test("on a very narrow terminal the date and host are shortened too, never the whole row dropped")
    func narrow() {
        let sut = FeedTextRenderer(width: 24)

        let row = sut.row(makeRow(title: "A title"))

        #expect(row.count <= 24)
        #expect(row.hasPrefix("  A title"))
    }

    @Test("a row without date or host is the title alone")
    func titleOnly() {
        let sut = FeedTextRenderer(width: 30)

        let row = sut.row(
            FeedItemViewModel(
                id: "1", title: "Only a title", summary: nil, source: nil, published: nil, link: nil, imageURL: nil))

        #expect(row == "  Only a title")
    }

    @Test("a feed is its title, its origin line wrapped to the width, its rows and a blank line")
    func feed() {
        let sut = FeedTextRenderer(width: 40)
        let model = FeedViewModel(
            title: "Example",
            originLine: "Couldn't connect to example.org. Showing the copy saved 2 days ago (stale).",
            items: [makeRow(title: "First")]
        )

        let text = sut.render(model)

        let lines = text.components(separatedBy: "\n")
        #expect(lines[0] == "Example")
        #expect(lines[1] == "  Couldn't connect to example.org.")
        #expect(lines[2] == "  Showing the copy saved 2 days ago")
        #expect(lines[3] == "  (stale).")
        #expect(lines[4].hasPrefix("  First"))
        #expect(text.hasSuffix("\n\n"))
        #expect(lines.allSatisfy { $0.count <= 40 })
    }

    @Test("a feed without items says so")
    func emptyFeed() {
        let text = FeedTextRenderer(width: 80).render(FeedViewModel(title: "Empty", originLine: nil, items: []))

        #expect(text == "Empty\n  (no items)\n\n")
    }

    @Test("CJK and emoji titles are measured in columns, so their rows fit", arguments: [60, 80, 120])
    func wideCharacters(_ width: Int) {
        let sut = FeedTextRenderer(width: width)

        let row = sut.row(makeRow(title: String(repeating: "日本語のタイトル 🎉 ", count: 8)))

        #expect(DisplayWidth.of(row) <= width)
        #expect(row.hasSuffix("3 hours ago · example.org"))
    }

    @Test("on a wide terminal a row takes its whole width: a 150-column title is whole at 200 columns")
    func wideTerminal() {
        let title = String(repeating: "Words of a long title ", count: 7).prefix(150).trimmingCharacters(
            in: .whitespaces)

        let row = FeedTextRenderer(width: 200).row(makeRow(title: title))

        #expect(row.hasPrefix("  " + title + " "))
        #expect(row.hasSuffix("  3 hours ago · example.org"))
        #expect(DisplayWidth.of(row) == 200)
    }

    @Test(
        "dates and hosts line up in their columns, whatever their lengths; narrow, the hosts are shortened",
        arguments: [40, 80])
    func metaColumnsAlign(width: Int) {
        let items = [
            FeedItemViewModel(
                id: "1", title: "One", summary: nil, source: "a.example.org", published: "3 hours ago", link: nil,
                imageURL: nil),
            FeedItemViewModel(
                id: "2", title: "Two", summary: nil, source: "news.example.com", published: "2 days ago", link: nil,
                imageURL: nil),
            FeedItemViewModel(
                id: "3", title: "Three", summary: nil, source: "b.org", published: nil, link: nil, imageURL: nil),
        ]

        let rows = FeedTextRenderer(width: width).render(FeedViewModel(title: "Feed", originLine: nil, items: items))
            .components(separatedBy: "\n").dropFirst().prefix(3)

        let dates = zip(rows, ["3 hours ago", "2 days ago"]).compactMap { row, date in
            row.range(of: date).map { row.distance(from: row.startIndex, to: $0.lowerBound) }
        }
        #expect(dates.count == 2 && Set(dates).count == 1, "\(rows)")
        #expect(rows.allSatisfy { DisplayWidth.of(String($0)) <= width })
        let hosts = zip(rows, ["a.exa", "news.", "b.org"]).compactMap { row, host in
            row.range(of: host).map { row.distance(from: row.startIndex, to: $0.lowerBound) }
        }
        #expect(hosts.count == 3 && Set(hosts).count == 1, "\(rows)")
    }

    @Test("on a terminal too narrow for hosts, the dates alone stand aligned")
    func narrowTerminal_keepsTheDatesAligned() {
        let items = ["3 hours ago", "2 days ago"].enumerated().map { index, date in
            FeedItemViewModel(
                id: "\(index)", title: "A title of some length", summary: nil, source: "news.example.com",
                published: date, link: nil, imageURL: nil)
        }

        let rows = FeedTextRenderer(width: 30).render(FeedViewModel(title: "Feed", originLine: nil, items: items))
            .components(separatedBy: "\n").dropFirst().prefix(2)

        let dates = zip(rows, ["3 hours ago", "2 days ago"]).compactMap { row, date in
            row.range(of: date).map { row.distance(from: row.startIndex, to: $0.lowerBound) }
        }
        #expect(dates.count == 2 && Set(dates).count == 1, "\(rows)")
        #expect(rows.allSatisfy { !$0.contains("news") && DisplayWidth.of(String($0)) <= 30 }, "\(rows)")
    }

    @Test("without a width (a pipe) every line is whole")
    func pipe() {
        let title = String(repeating: "Long title words ", count: 10)
        let rowTitle = title.trimmingCharacters(in: .whitespaces)

        let text = FeedTextRenderer(width: nil).render(
            FeedViewModel(title: title, originLine: nil, items: [makeRow(title: rowTitle)]))

        let lines = text.components(separatedBy: "\n")
        #expect(lines[0] == title)
        #expect(lines[1] == "  \(rowTitle)  3 hours ago · example.org")
    }

    // MARK: - Helpers

    private func makeRow(title: String) -> FeedItemViewModel {
        FeedItemViewModel(
            id: "1", title: title, summary: nil, source: "example.org", published: "3 hours ago", link: nil,
            imageURL: nil)
    }
}

extension FeedTextRenderer {
    /// The text written for `model`, as the console receives it.
    fileprivate func render(_ model: FeedViewModel) -> String {
        let console = ConsoleSpy(width: width)
        write(model, to: console)
        return console.output
    }

    /// The row of `item`, in a feed of that one item.
    fileprivate func row(_ item: FeedItemViewModel) -> String {
        render(FeedViewModel(title: "Feed", originLine: nil, items: [item])).components(separatedBy: "\n")[1]
    }
}
