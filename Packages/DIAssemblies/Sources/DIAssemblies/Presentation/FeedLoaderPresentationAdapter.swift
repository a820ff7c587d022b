import Domain
import Presentation

/// Drives a ``Presentation/LoadResourcePresenter`` with a ``Domain/FeedLoader``: loading, then the feed or the failure.
///
/// The presenter is set after creation (``presenter``), because the views it drives often own this
/// adapter; the adapter never keeps a view alive through anything but that presenter.
///
/// - Threading: main actor, like the presenter and its views; the load itself runs off the main actor.
/// - Cancellation: cancelling the task that awaits ``load()`` cancels the loader; the presenter then shows
///   the cancellation as a failure.
@MainActor
public final class FeedLoaderPresentationAdapter<View: ResourceView> {
    /// The presenter told about each load; `nil` drops the messages.
    public var presenter: LoadResourcePresenter<LoadedFeed, View>?
    private let loader: any FeedLoader
    private var isLoading = false

    /// Creates an adapter for `loader`; set ``presenter`` before calling ``load()``.
    public init(loader: any FeedLoader) {
        self.loader = loader
    }

    /// Loads the feed and tells the presenter: started, then finished with the feed or the error.
    ///
    /// A call made while a load is under way returns at once without loading again.
    public func load() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        presenter?.didStartLoading()
        do {
            let loaded = try await loader.load()
            presenter?.didFinishLoading(with: loaded)
        } catch {
            presenter?.didFinishLoading(with: error)
        }
    }
}
