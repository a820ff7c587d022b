extension WeakRefVirtualProxy: ResourceView where Object: ResourceView {
    /// The view model of the proxied view.
    public typealias ResourceViewModel = Object.ResourceViewModel

    /// Forwards `viewModel` to the view, if it is still alive.
    public func display(_ viewModel: Object.ResourceViewModel) {
        object?.display(viewModel)
    }
}

extension WeakRefVirtualProxy: ResourceLoadingView where Object: ResourceLoadingView {
    /// Forwards the loading state to the view, if it is still alive.
    public func display(_ viewModel: ResourceLoadingViewModel) {
        object?.display(viewModel)
    }
}

extension WeakRefVirtualProxy: ResourceErrorView where Object: ResourceErrorView {
    /// Forwards the error state to the view, if it is still alive.
    public func display(_ viewModel: ResourceErrorViewModel) {
        object?.display(viewModel)
    }
}
