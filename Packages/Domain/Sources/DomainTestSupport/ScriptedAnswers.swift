import Synchronization

/// What a spy was asked, in order, and the answers its test queued for it: the state the loader spies share.
final class ScriptedAnswers<Message: Sendable, Value: Sendable, Failure: SpyFailure>: Sendable {
    private struct State {
        var messages: [Message] = []
        var stubs: [SpyStub<Value, Failure>]
    }

    private let state: Mutex<State>

    init(_ stubs: [SpyStub<Value, Failure>]) {
        state = Mutex(State(stubs: stubs))
    }

    /// What the spy was asked, in order.
    var messages: [Message] { state.withLock { $0.messages } }

    /// Records `message` and answers with the next queued stub; a cancelled wait records `cancelled`.
    func answer(_ message: Message, cancelled: Message) async throws(Failure) -> Value {
        let stub = state.withLock { state in
            state.messages.append(message)
            return state.stubs.isEmpty ? nil : state.stubs.removeFirst()
        }
        return try await SpyStub.answer(stub) { state.withLock { $0.messages.append(cancelled) } }
    }
}
