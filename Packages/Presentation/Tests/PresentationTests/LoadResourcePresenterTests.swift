import Domain
import Presentation
import Testing

@MainActor
@Suite("LoadResourcePresenter drives loading, resource and error views")
struct LoadResourcePresenterTests {
    @Test("creating the presenter sends no message to the views")
    func initDoesNotMessageViews() {
        let (_, view) = makeSUT()

        #expect(view.messages.isEmpty)
    }

    @Test("starting a load hides any error and shows loading")
    func didStartLoading() {
        let (sut, view) = makeSUT()

        sut.didStartLoading()

        #expect(view.messages == [.display(errorMessage: nil), .display(isLoading: true)])
    }

    @Test("a loaded resource is shown mapped, and loading ends")
    func didFinishLoadingResource() {
        let (sut, view) = makeSUT(mapper: { resource in resource + " view model" })

        sut.didFinishLoading(with: "resource")

        #expect(view.messages == [.display(resourceViewModel: "resource view model"), .display(isLoading: false)])
    }

    @Test("a resource the mapper rejects is shown as a failure, and loading ends")
    func didFinishLoadingResourceMapperError() {
        let (sut, view) = makeSUT(
            mapper: { _ in throw FeedLoadingError.notAFeed(reason: "an HTML page") },
            errorMessage: { "mapper failed: \($0)" }
        )

        sut.didFinishLoading(with: "resource")

        #expect(
            view.messages == [
                .display(errorMessage: "mapper failed: \(FeedLoadingError.notAFeed(reason: "an HTML page"))"),
                .display(isLoading: false),
            ])
    }

    @Test("a failed load shows the injected message, and loading ends")
    func didFinishLoadingError() {
        let (sut, view) = makeSUT(errorMessage: { _ in "Something to act on." })

        sut.didFinishLoading(with: FeedLoadingError.cancelled)

        #expect(view.messages == [.display(errorMessage: "Something to act on."), .display(isLoading: false)])
    }

    @Test("by default a failure is worded as a FeedLoadingError")
    func defaultErrorMessage() {
        let (sut, view) = makeSUT()

        sut.didFinishLoading(with: FeedLoadingError.cannotConnect(host: "example.org"))

        #expect(
            view.messages == [
                .display(
                    errorMessage:
                        "Couldn't connect to example.org. Check the address and your connection, or try again later."),
                .display(isLoading: false),
            ])
    }

    @Test("by default an error of another kind is worded as unexpected")
    func defaultErrorMessageForOtherErrors() {
        let (sut, view) = makeSUT()

        sut.didFinishLoading(with: OtherError())

        #expect(
            view.messages.first
                == .display(
                    errorMessage:
                        "Something unexpected went wrong: OtherError(). Try again; if it keeps happening, report this message."
                ))
    }

    @Test("a load after a failure clears the error before showing loading again")
    func reloadAfterFailure() {
        let (sut, view) = makeSUT(errorMessage: { _ in "Failed." })

        sut.didStartLoading()
        sut.didFinishLoading(with: FeedLoadingError.cancelled)
        sut.didStartLoading()
        sut.didFinishLoading(with: "again")

        #expect(
            view.messages == [
                .display(errorMessage: nil), .display(isLoading: true),
                .display(errorMessage: "Failed."), .display(isLoading: false),
                .display(errorMessage: nil), .display(isLoading: true),
                .display(resourceViewModel: "again"), .display(isLoading: false),
            ])
    }

    // MARK: - Helpers

    private func makeSUT(
        mapper: @escaping (String) throws -> String = { $0 },
        errorMessage: ((any Error) -> String)? = nil
    ) -> (LoadResourcePresenter<String, ViewSpy>, ViewSpy) {
        let view = ViewSpy()
        guard let errorMessage else {
            return (LoadResourcePresenter(resourceView: view, loadingView: view, errorView: view, mapper: mapper), view)
        }
        let sut = LoadResourcePresenter(
            resourceView: view, loadingView: view, errorView: view, mapper: mapper, errorMessage: errorMessage)
        return (sut, view)
    }

    private struct OtherError: Error {}
}

/// Records every message the presenter sends to its views.
@MainActor
final class ViewSpy: ResourceView, ResourceLoadingView, ResourceErrorView {
    typealias ResourceViewModel = String

    enum Message: Equatable {
        case display(isLoading: Bool)
        case display(errorMessage: String?)
        case display(resourceViewModel: String)
    }

    private(set) var messages: [Message] = []

    func display(_ viewModel: String) {
        messages.append(.display(resourceViewModel: viewModel))
    }

    func display(_ viewModel: ResourceLoadingViewModel) {
        messages.append(.display(isLoading: viewModel.isLoading))
    }

    func display(_ viewModel: ResourceErrorViewModel) {
        messages.append(.display(errorMessage: viewModel.message))
    }
}
