/// Who waits for a creation in the ``WaitChains``, and who runs one.
///
/// A synchronous resolution never suspends, so while it waits (or runs a synchronous factory) its thread
/// identifies it. An async factory may suspend and resume on another thread, so inside it the resolution is
/// identified by the async creation whose factory it runs: that creation cannot end before its factory's waits do.
enum Waiter: Hashable, Sendable {
    /// A thread blocked in a synchronous resolution, or running a synchronous factory.
    case thread(ThreadID)
    /// The factory of an async creation (its ticket's identity), awaiting another creation.
    case creation(ObjectIdentifier)
}
