import DI
import Domain
import Networking
import Persistence
import Search

/// The preview's override: the bundled sample instead of the network, stores in memory, and the real clock.
///
/// The preview is built as a test build, which refuses every live-only service no override replaces: what it
/// registers here is all of the world it may touch.
///
/// Applied after the layer assemblies (by ``AppContainer/buildPreview(configuration:)``, and by
/// ``AppContainer/assemblies(configuration:)`` for the `preview` environment), so its registrations shadow
/// theirs and every composition above them stays production's: the same chain over another network and store.
///
/// | resolve | lifetime | gives |
/// | --- | --- | --- |
/// | `(any HTTPClient).self` | singleton | ``BundledSampleHTTPClient`` |
/// | `(any FeedStore).self` | singleton | an `InMemoryFeedStore`, also as `(any ReadStateStore).self` and `(any ItemSearching).self` |
/// | `(any ImageDataStore).self` | singleton | an `InMemoryImageDataStore` of at most ``imageByteLimit`` bytes |
/// | `(any WallClock).self` | singleton | the system clock: the preview shows the sample's real ages |
public struct PreviewAssembly: ServiceAssembly {
    /// The most bytes of images the preview keeps in memory.
    public static let imageByteLimit = 16 * 1024 * 1024

    /// Creates the assembly.
    public init() {}

    /// Registers the sample's client and the in-memory stores.
    public func assemble(container: Container) {
        container.register((any HTTPClient).self, scope: .singleton) { _ in BundledSampleHTTPClient() }
        // The aliases name this registration: the layer's aliases would still give its SQLite store.
        container.register((any FeedStore).self, scope: .singleton) { _ in InMemoryFeedStore() }
            .implements((any ReadStateStore).self).implements((any ItemSearching).self)
        container.register((any ImageDataStore).self, scope: .singleton) { _ in
            InMemoryImageDataStore(byteLimit: Self.imageByteLimit)
        }
        container.register((any WallClock).self, scope: .singleton) { _ in SystemWallClock() }
    }
}
