/// A case could not be prepared: the library did not produce what the scenario expects.
public struct BenchSetupError: Error, CustomStringConvertible {
    /// What failed, where, and what to try.
    public let description: String

    /// Creates an error.
    /// - Parameter description: what failed, where, and what to try.
    public init(_ description: String) {
        self.description = description
    }
}
