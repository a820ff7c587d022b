/// A type that stands for a ``ServiceName``, so that a name can be part of a parameter's type.
///
/// ``Named`` and ``NamedWithArgument`` take one, for factories registered with
/// ``Container/autoregister(_:name:scope:initializer:)-(_,_,_,(Dependency)->Service)``:
///
/// ```swift
/// enum Remote: NameTag { static let name: ServiceName = "remote" }
///
/// container.autoregister(FeedViewModel.self) { (loader: Named<any FeedLoader, Remote>) in
///     FeedViewModel(loader: loader.value)
/// }
/// ```
///
/// Declare `name` with `static let`: a ``Named`` parameter reads it on each resolution (a ``NamedWithArgument``
/// one once, when its registration is made). (A `SendableMetatype`, so that factories running on any thread can
/// use the tag.)
public protocol NameTag: SendableMetatype {
    /// The name this type stands for.
    static var name: ServiceName { get }
}
