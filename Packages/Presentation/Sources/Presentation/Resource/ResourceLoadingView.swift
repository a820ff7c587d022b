/// Shows whether a load is under way: a spinner, a "Loading…" line, nothing at all.
///
/// Called on the main actor when a load starts and again when it ends, whatever the outcome.
@MainActor
public protocol ResourceLoadingView {
    /// Shows the loading state in `viewModel`.
    func display(_ viewModel: ResourceLoadingViewModel)
}
