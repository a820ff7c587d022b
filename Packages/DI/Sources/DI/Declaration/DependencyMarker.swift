/// A parameter type that stands for another dependency than itself: ``Named``, ``WithArgument``,
/// ``NamedWithArgument``.
///
/// Asked once per parameter, when a registration is made (see ``DeclaredParameter``), never when resolving.
@usableFromInline
protocol DependencyMarker {
    /// This marker as a parameter of a factory whose registration takes an `Argument` (`Void` when it takes none):
    /// the key it stands for and how to fetch it.
    static func parameter<Argument>(taking argument: Argument.Type) -> DeclaredParameter<Self, Argument>
}
