import DI
import Search

/// Composes the search feature: its use case over the index the Data layer registers.
///
/// | resolve | lifetime | gives |
/// | --- | --- | --- |
/// | `ItemSearch.self` | transient | the use case over `(any ItemSearching).self` (the feed store's index) |
public struct SearchFeatureAssembly: ServiceAssembly {
    /// Creates the assembly.
    public init() {}

    /// Registers the search use case.
    public func assemble(container: Container) {
        container.autoregister(ItemSearch.self) { (index: any ItemSearching) in ItemSearch(index: index) }
    }
}
