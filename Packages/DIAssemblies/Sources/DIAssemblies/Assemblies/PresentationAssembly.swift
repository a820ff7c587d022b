import DI
import Domain
import Foundation
import Presentation

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
        container.register(FeedPresenter.self, dependsOn: [.init((any WallClock).self)]) { (r: Resolver, url: URL) in
            FeedPresenter(feedURL: url, clock: try r.resolve((any WallClock).self), locale: .current)
        }
    }
}
