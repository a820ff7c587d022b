/// Stands in for a view while holding it weakly, so a presenter and its view never keep each other alive.
///
/// Give the presenter a proxy instead of the view itself when the view (or something it owns) keeps the
/// presenter. Messages sent after the view has gone are dropped. The proxy forwards every view protocol
/// of this package that its object adopts.
@MainActor
public final class WeakRefVirtualProxy<Object: AnyObject> {
    /// The view messages are forwarded to, while something else keeps it alive.
    public private(set) weak var object: Object?

    /// Creates a proxy for `object`, without retaining it.
    public init(_ object: Object) {
        self.object = object
    }
}
