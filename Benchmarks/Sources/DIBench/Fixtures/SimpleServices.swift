/// A service registered once and shared: the subject of the singleton scenarios.
final class SingletonService: Sendable {
    let id: Int

    init(id: Int = 1) {
        self.id = id
    }
}

/// The one instance every library hands out in the singleton-read scenarios, so that each library and the
/// hand-wired getter read the very same object (and bounce the very same reference count).
enum SharedSingleton {
    static let instance = SingletonService(id: 7)
}

/// Holds a reference for hand-wired code: the floor of the singleton scenarios.
final class SingletonHolder: Sendable {
    let instance: SingletonService

    init(instance: SingletonService) {
        self.instance = instance
    }
}

/// The hand-wired getter: a call that cannot be inlined, handing out a retained shared reference.
///
/// `@_optimize(none)` keeps the getter's ordinary calling convention. Optimised, the compiler clones it into a
/// variant that returns the reference without retaining it (`…Tf4n_g`, seen in the binary), which no resolver
/// can do, since its caller owns what it returns. Unoptimised, the body is just load, retain, return: the floor
/// the issue describes, where retaining the shared instance bounces its reference count between cores.
@inline(never) @_optimize(none)
func handWiredGetter(_ holder: SingletonHolder) -> SingletonService {
    holder.instance
}

/// A service built anew on every resolve, with no dependencies.
final class TransientService: Sendable {
    let value: Int

    init(value: Int = 42) {
        self.value = value
    }
}

/// A service registered under names (`primary`, `secondary`), built anew on every resolve.
final class NamedService: Sendable {
    let label: String

    init(label: String) {
        self.label = label
    }
}
