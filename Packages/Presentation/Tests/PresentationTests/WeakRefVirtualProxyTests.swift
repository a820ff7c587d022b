import Domain
import Presentation
import Testing

@MainActor
@Suite("WeakRefVirtualProxy keeps a presenter and its view from keeping each other alive")
struct WeakRefVirtualProxyTests {
    @Test("the proxy forwards every view message while the view is alive")
    func forwardsMessages() {
        let view = ViewSpy()
        let sut = WeakRefVirtualProxy(view)

        sut.display("view model")
        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display(ResourceErrorViewModel.error(message: "Failed."))

        #expect(
            view.messages == [
                .display(resourceViewModel: "view model"), .display(isLoading: true),
                .display(errorMessage: "Failed."),
            ])
    }

    @Test("the proxy does not keep its view alive")
    func doesNotRetainView() {
        var view: ViewSpy? = ViewSpy()
        weak let weakView = view
        let sut = view.map(WeakRefVirtualProxy.init)

        view = nil

        #expect(weakView == nil)
        #expect(sut?.object == nil)
    }

    @Test("a presenter given proxies does not keep the view alive, and drops messages once it is gone")
    func presenterDoesNotRetainViewThroughProxy() {
        var view: ViewSpy? = ViewSpy()
        weak let weakView = view
        let sut = view.map(makePresenter)

        view = nil
        sut?.didStartLoading()
        sut?.didFinishLoading(with: "resource")
        sut?.didFinishLoading(with: FeedLoadingError.cancelled)

        #expect(weakView == nil)
    }

    @Test("a view that owns its presenter is freed with it when the proxy stands between them")
    func viewOwningPresenterIsFreed() {
        var view: OwningView? = OwningView()
        weak let weakView = view
        weak let weakPresenter = view?.presenter

        view = nil

        #expect(weakView == nil)
        #expect(weakPresenter == nil)
    }

    // MARK: - Helpers

    private func makePresenter(view: ViewSpy) -> LoadResourcePresenter<String, WeakRefVirtualProxy<ViewSpy>> {
        let proxy = WeakRefVirtualProxy(view)
        return LoadResourcePresenter(resourceView: proxy, loadingView: proxy, errorView: proxy, mapper: { $0 })
    }

    /// A view that keeps its presenter, as a screen keeps what drives it.
    @MainActor
    private final class OwningView: ResourceView, ResourceLoadingView, ResourceErrorView {
        typealias ResourceViewModel = String

        var presenter: LoadResourcePresenter<String, WeakRefVirtualProxy<OwningView>>?

        init() {
            let proxy = WeakRefVirtualProxy(self)
            presenter = LoadResourcePresenter(
                resourceView: proxy, loadingView: proxy, errorView: proxy, mapper: { $0 })
        }

        func display(_ viewModel: String) {}
        func display(_ viewModel: ResourceLoadingViewModel) {}
        func display(_ viewModel: ResourceErrorViewModel) {}
    }
}
