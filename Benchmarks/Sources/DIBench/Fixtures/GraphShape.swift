import BenchHarness

/// Checks that a library built the graph scenario's shape: 11 distinct objects, singletons shared.
enum GraphShape {
    /// Throws unless `root` holds 11 distinct objects with one shared HTTP client and two distinct trackers.
    static func verify(_ root: GraphViewModel?, library: BenchLibrary) throws {
        guard let root else {
            throw BenchSetupError("\(library.displayName) resolved no GraphViewModel: check the graph registrations.")
        }
        let objects: [AnyObject] = [
            root, root.feed, root.feed.remote, root.feed.local, root.images, root.tracker, root.images.tracker,
            root.feed.remote.client, root.feed.remote.config, root.feed.local.logger, root.feed.local.store,
        ]
        let distinct = Set(objects.map(ObjectIdentifier.init)).count
        guard distinct == 11, root.feed.remote.client === root.images.client else {
            throw BenchSetupError(
                "\(library.displayName) built \(distinct) distinct objects instead of 11 (or two HTTP clients): "
                    + "singletons must be shared and GraphTracker transient."
            )
        }
    }
}
