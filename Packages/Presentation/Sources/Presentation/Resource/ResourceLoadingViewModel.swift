/// Whether a load is under way.
public struct ResourceLoadingViewModel: Sendable, Hashable {
    /// `true` from the start of a load until it delivers a resource or fails.
    public let isLoading: Bool

    /// Creates the loading state.
    public init(isLoading: Bool) {
        self.isLoading = isLoading
    }
}
