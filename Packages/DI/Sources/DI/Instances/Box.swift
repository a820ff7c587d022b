/// An immutable box around a created instance, published atomically for lock-free reads.
///
/// Boxes are never mutated after creation. A box that stops being handed out (released, overridden) is retired
/// by its container, which frees it once no lock-free read is in progress: a reader on another thread may still
/// be reading it without holding a reference.
@usableFromInline
final class Box<Value>: @unchecked Sendable {
    /// The instance. `@unchecked Sendable` is sound: only `Sendable` services are boxed and the field is a `let`.
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}

/// A reference that may be kept by a lock-protected collection shared across threads.
typealias SendableObject = AnyObject & Sendable

/// A ``Box`` seen without its value type, so that ``Container/shutdown()`` can look for `Disposable` instances
/// among the created singletons.
protocol AnyBox: AnyObject, Sendable {
    /// The boxed instance.
    var boxedValue: Any { get }
}

extension Box: AnyBox {
    var boxedValue: Any { value }
}
