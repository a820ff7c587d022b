import Testing

/// One behaviour a store must show: the sentence a test report prints, and the check that runs it on a
/// fresh, empty store.
///
/// The contracts (``FeedStoreContract``, ``ReadStateStoreContract``, ``ImageDataStoreContract``,
/// ``SubscriptionStoreContract``) list them; a store's tests pass the list as the arguments of one
/// parameterised test and call ``verify(_:)`` with a new store, so every behaviour reports on its own and
/// none is forgotten. Failures are recorded with Swift Testing's `#expect`.
public struct ContractBehaviour<Store: Sendable>: Sendable, CustomTestStringConvertible {
    /// What the store does, as a sentence: "retrieve delivers nil on an empty store".
    public let name: String
    private let check: @Sendable (Store) async throws -> Void

    /// Creates a behaviour named `name` that `check` verifies on a store.
    public init(_ name: String, _ check: @escaping @Sendable (Store) async throws -> Void) {
        self.name = name
        self.check = check
    }

    /// Runs the check on `store`, which must be new and empty.
    public func verify(_ store: Store) async throws {
        try await check(store)
    }

    /// The sentence, as the test report names the case.
    public var testDescription: String { name }
}
