import Synchronization

/// At most a fixed number of requests in flight; the others wait their turn, first come first served,
/// suspended (no thread, no CPU) until a slot frees or their task is cancelled.
final class RequestSlots: Sendable {
    private struct State {
        var available: Int
        var nextTicket: UInt64 = 0
        var waiting: [(ticket: UInt64, continuation: CheckedContinuation<Bool, Never>)] = []
    }

    private let state: Mutex<State>

    /// Creates `count` slots (at least 1).
    init(count: Int) {
        state = Mutex(State(available: max(1, count)))
    }

    /// Takes a slot, waiting for one if none is free.
    ///
    /// - Throws: ``HTTPClientError/cancelled`` when the task is cancelled before it gets one.
    func acquire() async throws(HTTPClientError) {
        let ticket = state.withLock { state in
            defer { state.nextTicket += 1 }
            return state.nextTicket
        }
        let granted = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let answer = state.withLock { state -> Bool? in
                    if Task.isCancelled { return false }
                    if state.available > 0 && state.waiting.isEmpty {
                        state.available -= 1
                        return true
                    }
                    state.waiting.append((ticket, continuation))
                    return nil
                }
                if let answer { continuation.resume(returning: answer) }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> CheckedContinuation<Bool, Never>? in
                guard let index = state.waiting.firstIndex(where: { $0.ticket == ticket }) else { return nil }
                return state.waiting.remove(at: index).continuation
            }
            cancelled?.resume(returning: false)
        }
        if !granted { throw .cancelled }
    }

    /// Gives a slot back, to the longest waiting request if there is one.
    func release() {
        let next = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard !state.waiting.isEmpty else {
                state.available += 1
                return nil
            }
            return state.waiting.removeFirst().continuation
        }
        next?.resume(returning: true)
    }
}
