/// Shows why a load failed, or clears the message when there is nothing wrong.
///
/// Called on the main actor: with ``ResourceErrorViewModel/noError`` when a load starts or succeeds,
/// and with a message a person can act on when it fails.
@MainActor
public protocol ResourceErrorView {
    /// Shows the message in `viewModel`, or hides the previous one when it has none.
    func display(_ viewModel: ResourceErrorViewModel)
}
