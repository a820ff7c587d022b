import DI
import Domain
import Foundation
import Presentation

/// Composes, on the main actor, what a UI needs to show one feed: its loader driving a presenter of its view.
public enum FeedUIComposer {
    /// An adapter that loads the feed at `url` through the container's chain and drives `view` with the result.
    ///
    /// The presenter maps the feed with the container's `FeedPresenter` for `url` and words failures with it.
    /// The adapter keeps the view through the presenter; call ``FeedLoaderPresentationAdapter/load()`` to
    /// load and show.
    ///
    /// - Parameters:
    ///   - url: The feed's address (from ``FeedAddress/url(from:currentDirectory:)``).
    ///   - view: Shows the feed, the loading state and errors.
    ///   - container: A container built by ``AppContainer``.
    /// - Throws: `ResolutionError` when the loader or the presenter cannot be resolved, for example for a URL
    ///   that is neither http(s) nor a file.
    @MainActor
    public static func feedAdapter<View>(
        for url: URL, view: View, container: Container
    ) throws -> FeedLoaderPresentationAdapter<View>
    where View: ResourceView & ResourceLoadingView & ResourceErrorView, View.ResourceViewModel == FeedViewModel {
        let loader = try container.resolve((any FeedLoader).self, argument: url)
        let feedPresenter = try container.resolve(FeedPresenter.self, argument: url)
        let adapter = FeedLoaderPresentationAdapter<View>(loader: loader)
        adapter.presenter = LoadResourcePresenter(
            resourceView: view, loadingView: view, errorView: view, mapper: { feedPresenter.map($0) },
            errorMessage: feedPresenter.errorMessage(for:))
        return adapter
    }
}
