import Synchronization

/// One creation in progress: who creates, and what.
///
/// A synchronous creation is run by a thread; an async one by its own factory, which may hop threads, so its
/// creator is the ticket itself (see ``Waiter``). An async creation started inside another's factory records that
/// one as its parent: the parent cannot end before it does.
final class CreationTicket: Sendable {
    /// The service being created, for messages.
    let key: ServiceKey
    /// Set, under the ``WaitChains`` lock, once the creation ended, successfully or not.
    let isFinished = Atomic<Bool>(false)
    /// The thread running a synchronous factory; `nil` for an async creation.
    private let thread: ThreadID?
    /// The async creation whose factory started this one, if any.
    private let parent: CreationTicket?

    /// A synchronous creation run by `thread`.
    init(key: ServiceKey, thread: ThreadID) {
        self.key = key
        self.thread = thread
        self.parent = nil
    }

    /// An async creation, started by the factory of `parent` (or outside any async factory): its factory is its
    /// creator.
    init(asyncKey key: ServiceKey, parent: CreationTicket?) {
        self.key = key
        self.thread = nil
        self.parent = parent
    }

    /// Who runs the creation: what the ``WaitChains`` follows to find who the creation itself waits for.
    var creator: Waiter {
        thread.map(Waiter.thread) ?? .creation(ObjectIdentifier(self))
    }

    /// Whether the creation is run by a factory that may suspend (an async factory).
    var isAsync: Bool { thread == nil }

    /// This async creation and every one enclosing it, innermost first: a wait by this creation's factory holds
    /// up all of them, so the ``WaitChains`` records it for each.
    var lineage: [Waiter] {
        var lineage: [Waiter] = []
        var ticket: CreationTicket? = self
        while let current = ticket {
            lineage.append(current.creator)
            ticket = current.parent
        }
        return lineage
    }
}
