/// A point inside a store's write where a ``StoreFaultInjector`` can make the write fail.
public enum StoreWriteStep: String, Sendable, Hashable, CaseIterable {
    /// Opening the store's file for writing: failing here is what a read-only or full disk does, and the
    /// store falls back to reading its file.
    case openingForWriting
    /// Before anything of the new copy is written.
    case beforeWriting
    /// The new copy is written in full (a temporary file, or an open transaction) but not yet published.
    ///
    /// Failing here is what a crash or a full disk does at the worst moment: the previous copy must survive.
    case beforePublishing
}
