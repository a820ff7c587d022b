import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@Suite("FeedPresenter maps a feed to its title and rows")
struct FeedPresenterTests {
    @Test("the feed's own title is shown, on one line")
    func feedTitle() {
        let sut = makeSUT()

        #expect(
            sut.map(loaded(Feed(title: "  Example\n News ", items: [])), feedURL: makeURL()).title == "Example News")
    }

    @Test("a feed without a title is named after the host of its address, without www")
    func feedTitleFallsBackToFeedHost() {
        let sut = makeSUT()
        let url = makeURL("https://WWW.Example.org/feed.xml")

        #expect(sut.map(loaded(Feed(title: nil, items: [])), feedURL: url).title == "example.org")
        #expect(sut.map(loaded(Feed(title: "  ", items: [])), feedURL: url).title == "example.org")
    }

    @Test("one presenter serves every feed: each untitled one is named after its own address")
    func onePresenterForManyFeeds() {
        let sut = makeSUT()
        let feed = loaded(Feed(title: nil, items: []))

        let titles = ["https://one.example/feed", "https://two.example/feed"].map {
            sut.map(feed, feedURL: makeURL($0)).title
        }

        #expect(titles == ["one.example", "two.example"])
    }

    @Test("a feed read from a file is named after its site's link, or Untitled feed")
    func feedTitleWithoutHost() {
        let sut = makeSUT()
        let file = URL(fileURLWithPath: "/tmp/feed.xml")

        #expect(
            sut.map(loaded(Feed(link: makeURL("https://blog.example.com/"), items: [])), feedURL: file).title
                == "blog.example.com")
        #expect(sut.map(loaded(Feed(items: [])), feedURL: file).title == "Untitled feed")
    }

    @Test("a row shows the item's title, summary, source host and relative date")
    func itemRow() {
        let link = makeURL("https://www.example.org/posts/1")
        let image = makeURL("https://cdn.example.org/1.png")
        let item = FeedItem(
            id: "1", title: "Hello", summary: "A first post.", link: link, imageURL: image, published: ago(3 * hour))

        let row = makeSUT().map(item)

        #expect(
            row
                == FeedItemViewModel(
                    id: "1", title: "Hello", summary: "A first post.", source: "example.org",
                    published: "3 hours ago", link: link, imageURL: image))
    }

    @Test("a row without link, date or summary leaves those out")
    func itemRowWithOnlyATitle() {
        let row = makeSUT().map(FeedItem(id: "1", title: "Only a title"))

        #expect(
            row
                == FeedItemViewModel(
                    id: "1", title: "Only a title", summary: nil, source: nil, published: nil, link: nil, imageURL: nil)
        )
    }

    @Test("a long summary is shortened to the presenter's width on a word boundary")
    func summaryIsShortened() {
        let item = FeedItem(id: "1", title: "T", summary: "The quick brown fox\njumps over the lazy dog")

        #expect(makeSUT(summaryWidth: 20).map(item).summary == "The quick brown fox…")
        #expect(makeSUT(summaryWidth: 60).map(item).summary == "The quick brown fox jumps over the lazy dog")
    }

    @Test("an item without a title is titled by its shortened summary, which is then not repeated")
    func titleFallsBackToSummary() {
        let item = FeedItem(id: "1", title: " ", summary: "Just a note about the weather today")

        let row = makeSUT(titleWidth: 20).map(item)

        #expect(row.title == "Just a note about…")
        #expect(row.summary == nil)
    }

    @Test("an item with neither title nor summary is Untitled")
    func untitledItem() {
        #expect(makeSUT().map(FeedItem(id: "1", summary: "\n")).title == "Untitled")
    }

    @Test("the source keeps subdomains other than www")
    func sourceHost() {
        let item = FeedItem(id: "1", link: makeURL("https://news.Example.org/a"))

        #expect(makeSUT().map(item).source == "news.example.org")
    }

    @Test("rows mapped without summaries have none, and a row without a title is still titled by its summary")
    func rowsWithoutSummaries() {
        let feed = Feed(items: [
            FeedItem(id: "titled", title: "Title", summary: "A summary", published: ago(minute)),
            FeedItem(id: "untitled", summary: "Only a summary", published: ago(hour)),
        ])

        let rows = makeSUT().map(loaded(feed), feedURL: makeURL(), summaries: false).items
        let full = makeSUT().map(loaded(feed), feedURL: makeURL()).items

        #expect(rows.map(\.summary) == [nil, nil])
        #expect(full.map(\.summary) == ["A summary", nil])
        #expect(rows.map(\.title) == full.map(\.title))
        #expect(rows.map(\.title) == ["Title", "Only a summary"])
    }

    @Test("each row's source is its own link's host, in a feed whose links share and change sites")
    func sourcesOfManyLinks() {
        let links = [
            "https://www.Example.org/a", "https://www.Example.org/b?x", "https://www.example.org/c",
            "https://news.example.org/d", "https://news.example.org:8443/e", "https://user@news.example.org/f",
            "https://xn--caf-dma.example/g", "https://caf%C3%A9.example/h", "https://[::1]:8080/i",
            "mailto:a@b.example",
            "https://www.Example.org#frag", "https://www./j", "https://www.example.org/k",
        ]
        let items = links.enumerated().map { index, link in
            FeedItem(id: "\(index)", title: "T", link: URL(string: link), published: ago(Double(index)))
        }
        let sut = makeSUT()

        let sources = sut.map(loaded(Feed(items: items)), feedURL: makeURL()).items.map(\.source)

        #expect(sources == items.map { sut.map($0).source })
        #expect(sources.first == "example.org")
    }

    @Test("the feed's rows are mapped in order, newest first")
    func mapsRows() {
        let feed = Feed(items: [
            FeedItem(id: "old", title: "Old", published: ago(2 * day)),
            FeedItem(id: "new", title: "New", published: ago(5 * minute)),
        ])

        let rows = makeSUT().map(loaded(feed), feedURL: makeURL()).items

        #expect(rows.map(\.title) == ["New", "Old"])
        #expect(rows.map(\.published) == ["5 minutes ago", "2 days ago"])
    }

    @Test("rows of the positions given are those of the whole feed's map, in that order; other positions have none")
    func rowsOfPositions() {
        let feed = Feed(items: [
            FeedItem(id: "a", title: "A", published: ago(3 * day)),
            FeedItem(id: "b", title: "B", published: ago(hour)),
            FeedItem(id: "c", title: "C"),
        ])
        let sut = makeSUT()

        let rows = sut.map(loaded(feed), feedURL: makeURL(), positions: [2, 0, 7, -1], summaries: false).items

        #expect(rows.map(\.id) == ["c", "a"])
        #expect(rows == [sut.map(feed.items[2]), sut.map(feed.items[0])])
        #expect(
            sut.map(loaded(feed), feedURL: makeURL(), positions: FeedPresenter.newestFirst(feed.items))
                == sut.map(loaded(feed), feedURL: makeURL()))
    }

    @Test("each row's date is worded by its own amount, through runs of rows of one amount and back")
    func relativeDatesOfManyRows() {
        let intervals: [TimeInterval] = [
            30, 30.2, 29.8, 5 * minute, 5 * minute + 10, 3 * hour, 3 * hour, 30, 2 * day, -2 * day, -2 * day, 0.2,
        ]
        let items = intervals.enumerated().map { index, interval in
            FeedItem(id: "\(index)", title: "T", published: ago(interval))
        }
        let sut = makeSUT()

        let rows = sut.map(loaded(Feed(items: items)), feedURL: makeURL(), positions: Array(items.indices)).items

        #expect(rows.map(\.published) == items.map { sut.map($0).published })
        #expect(rows.map(\.published).first == "30 seconds ago")
        #expect(rows.map(\.published).last == "now")
    }

    @Test("an error is worded with the feed's address where the error does not say where")
    func errorMessage() {
        let sut = makeSUT()
        let url = makeURL("https://example.org/feed.xml")

        #expect(
            sut.errorMessage(for: FeedLoadingError.notCached, feedURL: url)
                == "Nothing is saved offline for https://example.org/feed.xml yet. Read it once while online.")
        #expect(
            sut.errorMessage(for: CancellationError(), feedURL: url)
                == "Loading the feed at https://example.org/feed.xml was cancelled.")
    }

    // MARK: - Helpers

    private func makeSUT(
        summaryWidth: Int = FeedPresenter.defaultSummaryWidth,
        titleWidth: Int = FeedPresenter.defaultTitleWidth
    ) -> FeedPresenter {
        FeedPresenter(
            clock: FixedWallClock(now: fixedNow),
            summaryWidth: summaryWidth, titleWidth: titleWidth)
    }

    private func loaded(_ feed: Feed) -> LoadedFeed {
        LoadedFeed(feed: feed, origin: .remote)
    }
}
