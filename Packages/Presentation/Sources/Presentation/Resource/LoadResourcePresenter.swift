import Domain

/// Drives the views of one load: loading, then either the resource or a message about the failure.
///
/// The presenter knows nothing about how the resource is loaded: whoever loads it (the composition)
/// calls ``didStartLoading()`` and then one of the two `didFinishLoading` methods. It keeps its views
/// strongly; pass ``WeakRefVirtualProxy`` instances when a view also owns the presenter, so neither keeps
/// the other alive.
///
/// - Threading: main actor only, like the views it drives.
@MainActor
public final class LoadResourcePresenter<Resource, View: ResourceView> {
    /// Turns a loaded resource into what ``ResourceView`` shows; a thrown error is shown as a failure.
    public typealias Mapper = (Resource) throws -> View.ResourceViewModel
    /// Turns any failure into a message a person can act on.
    public typealias ErrorMessage = (any Error) -> String

    private let resourceView: View
    private let loadingView: any ResourceLoadingView
    private let errorView: any ResourceErrorView
    private let mapper: Mapper
    private let errorMessage: ErrorMessage

    /// Creates a presenter for the given views.
    ///
    /// - Parameters:
    ///   - resourceView: Shows the mapped resource.
    ///   - loadingView: Shows whether a load is under way.
    ///   - errorView: Shows why a load failed.
    ///   - mapper: Maps the resource to the view model of `resourceView`.
    ///   - errorMessage: Words a failure; by default ``FeedErrorMessage/message(for:feedURL:)`` of the
    ///     error as a `FeedLoadingError`.
    public init(
        resourceView: View,
        loadingView: any ResourceLoadingView,
        errorView: any ResourceErrorView,
        mapper: @escaping Mapper,
        errorMessage: @escaping ErrorMessage = { FeedErrorMessage.message(for: FeedLoadingError($0)) }
    ) {
        self.resourceView = resourceView
        self.loadingView = loadingView
        self.errorView = errorView
        self.mapper = mapper
        self.errorMessage = errorMessage
    }

    /// Hides any earlier error and shows that a load is under way.
    public func didStartLoading() {
        errorView.display(.noError)
        loadingView.display(ResourceLoadingViewModel(isLoading: true))
    }

    /// Shows `resource`, mapped; shows the mapper's error instead when it cannot be mapped.
    public func didFinishLoading(with resource: Resource) {
        do {
            resourceView.display(try mapper(resource))
            loadingView.display(ResourceLoadingViewModel(isLoading: false))
        } catch {
            didFinishLoading(with: error)
        }
    }

    /// Shows a message about `error` and ends the loading state.
    public func didFinishLoading(with error: any Error) {
        errorView.display(.error(message: errorMessage(error)))
        loadingView.display(ResourceLoadingViewModel(isLoading: false))
    }
}
