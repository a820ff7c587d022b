/// A service that releases resources when its owner ends: a scope closes, or the container shuts down.
///
/// Disposal runs newest first, so an instance is disposed before the instances it was built from.
public protocol Disposable: Sendable {
    /// Releases the instance's resources (closes files, cancels work). Called once, by its scope or container.
    func dispose() async
}
