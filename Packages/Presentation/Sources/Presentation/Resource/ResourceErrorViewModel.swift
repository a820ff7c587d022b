/// The message to show after a failed load, if any.
public struct ResourceErrorViewModel: Sendable, Hashable {
    /// What failed, where, and what to try; `nil` when there is nothing to show.
    public let message: String?

    /// Creates an error state; prefer ``noError`` and ``error(message:)``.
    public init(message: String?) {
        self.message = message
    }

    /// Nothing is wrong: hide any message shown earlier.
    public static let noError = ResourceErrorViewModel(message: nil)

    /// A failure described by `message`.
    public static func error(message: String) -> ResourceErrorViewModel {
        ResourceErrorViewModel(message: message)
    }
}
