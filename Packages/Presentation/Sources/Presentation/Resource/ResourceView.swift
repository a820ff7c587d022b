/// Shows a loaded resource, once a presenter has turned it into a view model.
///
/// A UI implements it (the CLI prints the view model; a test spy records it). Called on the main
/// actor, like every view protocol of this package, so an implementation never needs a lock.
@MainActor
public protocol ResourceView {
    /// What this view shows: a value type, safe to pass between tasks.
    associatedtype ResourceViewModel: Sendable

    /// Shows `viewModel`, replacing whatever the view showed before.
    func display(_ viewModel: ResourceViewModel)
}
