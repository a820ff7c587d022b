import DI
import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Registers the presenters: one feed presenter for every feed, each named by its URL when mapped.
///
/// | resolve | scope | gives |
/// | --- | --- | --- |
/// | `FeedPresenter.self` | singleton | a `FeedPresenter` with the container's clock |
public struct PresentationAssembly: ServiceAssembly {
    /// Creates the assembly.
    public init() {}

    /// Registers the feed presenter.
    public func assemble(container: Container) {
        container.autoregister(FeedPresenter.self, scope: .singleton) { (clock: any WallClock) in
            FeedPresenter(clock: clock)
        }
    }
}
