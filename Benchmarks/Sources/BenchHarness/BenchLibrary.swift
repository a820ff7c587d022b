/// A library taking part in the benchmark: one column of comparison in every scenario.
public enum BenchLibrary: String, CaseIterable, Sendable {
    /// Our own container, `Packages/DI`: the subject of the targets.
    case di
    /// Swinject 2.10.0.
    case swinject
    /// Point-Free's swift-dependencies 1.17.1.
    case swiftDependencies = "dependencies"
    /// Direct `init` calls and stored references: the floor.
    case handWired = "hand-wired"

    /// The name printed in the result table.
    public var displayName: String {
        switch self {
        case .di: "DI"
        case .swinject: "Swinject 2.10.0"
        case .swiftDependencies: "swift-dependencies 1.17.1"
        case .handWired: "hand-wired"
        }
    }
}
