/// Where one shared instance made by an async factory lives, created exactly once even when many tasks ask.
///
/// The first task becomes the creator and runs the factory with no lock held; the others *suspend* on a
/// continuation (they never block a thread of the cooperative pool) and are resumed when the creation ends. A
/// failed creation leaves the slot empty and the next waiter tries again.
final class AsyncSlot<Stored: Sendable>: Sendable {
    private enum State {
        case empty
        case creating([UnsafeContinuation<Void, Never>])
        case created(Stored)
    }

    private enum Step {
        case done(Stored)
        case create
        case wait
    }

    private let state = Lock<State>.make(.empty)

    /// Returns the stored instance, creating it first if needed.
    ///
    /// - Parameters:
    ///   - isUsable: whether a stored value can still be handed out (a weak reference may have died).
    ///   - read: turns the stored value into the service; `nil` makes the slot try again.
    ///   - create: runs the factory; called with no lock held.
    /// - Throws: whatever `create` throws.
    func obtain<Service>(
        isUsable: (Stored) -> Bool = { _ in true },
        read: (Stored) -> Service?,
        create: () async throws(ResolutionError) -> (stored: Stored, service: Service)
    ) async throws(ResolutionError) -> Service {
        while true {
            let step: Step = state.withLock { state in
                switch state {
                case .created(let stored) where isUsable(stored):
                    return .done(stored)
                case .creating:
                    return .wait
                case .empty, .created:
                    state = .creating([])
                    return .create
                }
            }
            switch step {
            case .done(let stored):
                if let service = read(stored) { return service }
            case .create:
                do {
                    let made = try await create()
                    finish(with: .created(made.stored))
                    return made.service
                } catch {
                    finish(with: .empty)
                    throw error
                }
            case .wait:
                await suspendUntilCreated()
            }
        }
    }

    /// Forgets the stored instance and returns it.
    func clear() -> Stored? {
        state.withLock { state in
            guard case .created(let stored) = state else { return nil }
            state = .empty
            return stored
        }
    }

    /// The stored instance, if one was created and not cleared.
    var current: Stored? {
        state.withLock { state in
            guard case .created(let stored) = state else { return nil }
            return stored
        }
    }

    private func suspendUntilCreated() async {
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            let enqueued = state.withLock { state in
                guard case .creating(let waiters) = state else { return false }
                state = .creating(waiters + [continuation])
                return true
            }
            if !enqueued { continuation.resume() }
        }
    }

    private func finish(with outcome: State) {
        let waiters = state.withLock { state in
            defer { state = outcome }
            guard case .creating(let waiters) = state else { return [UnsafeContinuation<Void, Never>]() }
            return waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
