/// A seam that lets a test make a store fail between the steps of a write.
///
/// Stores call it at each ``StoreWriteStep``; whatever it throws aborts the write there, exactly as a
/// crash, a full disk (`POSIXError(.ENOSPC)`) or a read-only disk (`POSIXError(.EROFS)`) would. Production
/// code uses ``none``.
public struct StoreFaultInjector: Sendable {
    private let body: @Sendable (StoreWriteStep) throws -> Void

    /// Creates an injector that runs `body` at every step; throwing from it fails the write at that step.
    public init(_ body: @escaping @Sendable (StoreWriteStep) throws -> Void) {
        self.body = body
    }

    /// An injector that never fails: the production default.
    public static let none = StoreFaultInjector { _ in }

    /// An injector that throws `error` at `step` and lets every other step pass.
    public static func failing(at step: StoreWriteStep, with error: any Error) -> StoreFaultInjector {
        let box = UncheckedErrorBox(error)
        return StoreFaultInjector { current in
            if current == step { throw box.error }
        }
    }

    func check(_ step: StoreWriteStep) throws {
        try body(step)
    }
}

/// Carries an error into a `@Sendable` closure; errors are only thrown, never mutated.
private struct UncheckedErrorBox: @unchecked Sendable {
    let error: any Error
    init(_ error: any Error) { self.error = error }
}
