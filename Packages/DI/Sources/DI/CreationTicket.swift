import Synchronization

/// One creation in progress: who creates, what, and the gate the waiting threads wait on.
final class CreationTicket: Sendable {
    /// The thread running the factory.
    let creator: ThreadID
    /// The service being created, for messages.
    let key: ServiceKey
    /// Opened when the creation ends, successfully or not.
    let latch = Latch()
    /// Set, under the ``WaitGraph`` lock, just before the latch opens.
    let isFinished = Atomic<Bool>(false)

    init(creator: ThreadID, key: ServiceKey) {
        self.creator = creator
        self.key = key
    }
}
