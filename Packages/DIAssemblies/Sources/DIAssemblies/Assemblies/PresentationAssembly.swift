import DI
import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Registers the presenters: the feed presenter per feed URL.
///
/// | resolve | gives |
/// | --- | --- |
/// | `FeedPresenter.self, argument: url` | a `FeedPresenter` for `url` with the container's clock and the current locale |
public struct PresentationAssembly: ServiceAssembly {
    /// Creates the assembly.
    public init() {}

    /// Registers the feed presenter.
    public func assemble(container: Container) {
        container.autoregister(FeedPresenter.self, argument: URL.self) { (url: URL, clock: any WallClock) in
            FeedPresenter(feedURL: url, clock: clock)
        }
    }
}
