import DI
import Domain
import Foundation
import Presentation

extension FeedReading {
    /// The reading of the app: loaders, presenters and cache maintenance from `container`.
    ///
    /// - Throws: DI's error when the clock, the logger, the maintenance or the read state cannot be resolved.
    init(container: Container) throws {
        self.init(
            loaders: { url in try container.resolve((any FeedLoader).self, argument: url) },
            presenters: { url in try container.resolve(FeedPresenter.self, argument: url) },
            maintenance: try container.resolve((any FeedCacheMaintenance).self),
            readState: try container.resolve((any ReadStateStore).self),
            clock: try container.resolve((any WallClock).self), logger: try container.resolve((any Logger).self))
    }
}
