import DIAssemblies
import Domain
import Presentation
import Testing

@MainActor
@Suite("FeedLoaderPresentationAdapter")
struct FeedLoaderPresentationAdapterTests {
    @Test("shows loading, then the loaded feed, then stops loading")
    func presentsLoadedFeed() async {
        let (sut, view) = makeSUT(.success(remoteLoaded(anyFeed(title: "News"))))

        await sut.load()

        #expect(view.messages == [.error(nil), .loading(true), .feed("News"), .loading(false)])
    }

    @Test("shows loading, then the failure's message, then stops loading")
    func presentsFailure() async {
        let (sut, view) = makeSUT(.failure(.notCached))

        await sut.load()

        #expect(view.messages.count == 4)
        #expect(view.messages.prefix(2) == [.error(nil), .loading(true)])
        #expect(view.messages.last == .loading(false))
        guard case .error(let message?) = view.messages[2] else {
            Issue.record("expected an error message, got \(view.messages[2])")
            return
        }
        #expect(!message.isEmpty)
    }

    @Test("loads through the loader once per call")
    func loadsOncePerCall() async {
        let loader = FeedLoaderSpy(.success(remoteLoaded()), .success(remoteLoaded()))
        let (sut, _) = makeSUT(loader: loader)

        await sut.load()
        await sut.load()

        #expect(loader.messages == [.load, .load])
    }

    @Test("a load requested while one is under way does not load again")
    func ignoresLoadWhileLoading() async {
        let loader = FeedLoaderSpy(.waitForCancellation)
        let (sut, view) = makeSUT(loader: loader)
        let first = Task { await sut.load() }
        await eventually { loader.messages == [.load] }

        await sut.load()
        first.cancel()
        await first.value

        #expect(loader.messages == [.load, .cancelled])
        #expect(view.messages.filter { $0 == .loading(true) }.count == 1)
    }

    // MARK: - Helpers

    private func makeSUT(_ stub: FeedLoaderSpy.Stub) -> (FeedLoaderPresentationAdapter<ViewSpy>, ViewSpy) {
        makeSUT(loader: FeedLoaderSpy(stub))
    }

    private func makeSUT(loader: FeedLoaderSpy) -> (FeedLoaderPresentationAdapter<ViewSpy>, ViewSpy) {
        let view = ViewSpy()
        let sut = FeedLoaderPresentationAdapter<ViewSpy>(loader: loader)
        sut.presenter = LoadResourcePresenter(
            resourceView: view, loadingView: view, errorView: view, mapper: { $0.feed.title ?? "" })
        return (sut, view)
    }

    @MainActor
    private final class ViewSpy: ResourceView, ResourceLoadingView, ResourceErrorView {
        typealias ResourceViewModel = String

        enum Message: Equatable {
            case feed(String)
            case loading(Bool)
            case error(String?)
        }

        private(set) var messages: [Message] = []

        func display(_ viewModel: String) { messages.append(.feed(viewModel)) }
        func display(_ viewModel: ResourceLoadingViewModel) { messages.append(.loading(viewModel.isLoading)) }
        func display(_ viewModel: ResourceErrorViewModel) { messages.append(.error(viewModel.message)) }
    }
}
