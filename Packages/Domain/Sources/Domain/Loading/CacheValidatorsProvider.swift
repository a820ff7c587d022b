/// Tells what the last saved response of one feed said, so the next request can be conditional.
///
/// One instance serves one feed URL. Returns `nil` when nothing is cached or the cache cannot be read:
/// a missing validator only costs a full download, never a failure.
public protocol CacheValidatorsProvider: Sendable {
    /// The validators saved with the cached copy, if any.
    func cachedValidators() async -> CacheValidators?
}
