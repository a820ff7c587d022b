/// A weak reference to a `.weak` instance, stored in its slot.
final class WeakReference: @unchecked Sendable {
    /// The instance while somebody else holds it. Written once, at init; the runtime zeroes it atomically.
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
