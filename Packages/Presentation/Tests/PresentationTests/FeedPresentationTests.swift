import Domain
import Foundation
import Presentation
import Testing

@MainActor
@Suite("A LoadResourcePresenter with FeedPresenter's mapper, as the CLI wires them")
struct FeedPresentationTests {
    @Test("a loaded feed is shown as its view model")
    func showsFeed() {
        let (sut, view) = makeSUT()
        let origin = FeedOrigin.cache(
            CacheInfo(savedAt: ago(2 * day), isStale: false, fallbackReason: .cannotConnect(host: "example.org")))
        let feed = Feed(title: "Example", items: [FeedItem(id: "1", title: "Hello", published: ago(3 * hour))])

        sut.didStartLoading()
        sut.didFinishLoading(with: LoadedFeed(feed: feed, origin: origin))

        #expect(view.messages.count == 4)
        #expect(view.messages.last == .loading(false))
        #expect(view.feeds.map(\.title) == ["Example"])
        #expect(view.feeds.first?.originLine == "Couldn't connect to example.org. Showing the copy saved 2 days ago.")
        #expect(view.feeds.first?.items.map(\.published) == ["3 hours ago"])
    }

    @Test("a feed that could not be loaded is shown as a message naming its address")
    func showsError() {
        let (sut, view) = makeSUT()

        sut.didStartLoading()
        sut.didFinishLoading(with: FeedLoadingError.notCached)

        #expect(
            view.messages == [
                .error(nil), .loading(true),
                .error("Nothing is saved offline for https://example.org/feed.xml yet. Read it once while online."),
                .loading(false),
            ])
        #expect(view.feeds.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() -> (LoadResourcePresenter<LoadedFeed, FeedViewSpy>, FeedViewSpy) {
        let view = FeedViewSpy()
        let feedPresenter = FeedPresenter(
            feedURL: anyURL("https://example.org/feed.xml"), clock: FixedWallClock(now: fixedNow),
            locale: posixLocale, calendar: utcCalendar)
        let sut = LoadResourcePresenter(
            resourceView: view, loadingView: view, errorView: view, mapper: feedPresenter.map,
            errorMessage: feedPresenter.errorMessage)
        return (sut, view)
    }

    @MainActor
    private final class FeedViewSpy: ResourceView, ResourceLoadingView, ResourceErrorView {
        typealias ResourceViewModel = FeedViewModel

        enum Message: Equatable {
            case loading(Bool)
            case error(String?)
            case feed(FeedViewModel)

            var feed: FeedViewModel? {
                if case .feed(let feed) = self { feed } else { nil }
            }
        }

        private(set) var messages: [Message] = []

        var feeds: [FeedViewModel] {
            messages.compactMap(\.feed)
        }

        func display(_ viewModel: FeedViewModel) {
            messages.append(.feed(viewModel))
        }

        func display(_ viewModel: ResourceLoadingViewModel) {
            messages.append(.loading(viewModel.isLoading))
        }

        func display(_ viewModel: ResourceErrorViewModel) {
            messages.append(.error(viewModel.message))
        }
    }
}
