/// Runs the disposal of instances that an owner (a container, a scope) created.
enum Disposal {
    /// Disposes `instances` in the given order, each object once: a decorator that hands out the instance it wraps
    /// is disposed once, not twice.
    static func dispose(_ instances: some Sequence<any Disposable>) async {
        var seen = Set<ObjectIdentifier>()
        for instance in instances {
            if type(of: instance as Any) is AnyClass, !seen.insert(ObjectIdentifier(instance as AnyObject)).inserted {
                continue
            }
            await instance.dispose()
        }
    }
}
