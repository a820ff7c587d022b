import DI
import Testing

/// A Swift Testing trait that gives each test its own ``DI/Container/current`` container.
///
/// Tests that use `Container.current`, `@Injected` or `@LazyInjected` then run in parallel without sharing state:
///
/// ```swift
/// @Suite(.containerScoped { container in
///     container.register((any Clock).self) { _ in ClockStub() }
/// })
/// struct CommandTests {
///     @Test func usesTheStubClock() {
///         let command = FeedCommand()   // its @Injected properties resolve from this test's container
///     }
/// }
/// ```
///
/// On a suite it applies to every test in it (it is recursive); each test, and each case of a parameterized test,
/// gets a fresh container made by the trait's closure.
public struct ContainerScopeTrait: TestTrait, SuiteTrait, TestScoping {
    private let makeContainer: @Sendable () throws -> Container

    /// Makes the trait from the closure that makes each test's container.
    ///
    /// - Parameter makeContainer: called once per test.
    public init(_ makeContainer: @escaping @Sendable () throws -> Container) {
        self.makeContainer = makeContainer
    }

    /// `true`: on a suite, every test of the suite gets its own container.
    public var isRecursive: Bool { true }

    /// This trait for tests and test cases, `nil` for suites (a suite has no container of its own).
    ///
    /// - Parameters:
    ///   - test: the test or suite.
    ///   - testCase: the case of a parameterized test, if any.
    /// - Returns: the scope provider, or `nil`.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> ContainerScopeTrait? {
        test.isSuite ? nil : self
    }

    /// Runs the test with a fresh container as ``DI/Container/current``.
    ///
    /// - Parameters:
    ///   - test: the test.
    ///   - testCase: the case of a parameterized test, if any.
    ///   - function: the test's body.
    /// - Throws: what making the container or the test throws.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let container = try makeContainer()
        try await container.withCurrent {
            try await function()
        }
    }
}

extension Trait where Self == ContainerScopeTrait {
    /// Gives each test its own empty current container.
    public static var containerScoped: ContainerScopeTrait {
        ContainerScopeTrait { Container() }
    }

    /// Gives each test its own current container, configured by `configure`.
    ///
    /// - Parameter configure: registers the test's services into the fresh container.
    /// - Returns: the trait.
    public static func containerScoped(
        _ configure: @escaping @Sendable (Container) throws -> Void
    ) -> ContainerScopeTrait {
        ContainerScopeTrait {
            let container = Container()
            try configure(container)
            return container
        }
    }

    /// Gives each test its own current container, built (and validated) from `assembler`.
    ///
    /// - Parameter assembler: the assemblies each test's container is built from.
    /// - Returns: the trait.
    public static func containerScoped(_ assembler: Assembler) -> ContainerScopeTrait {
        ContainerScopeTrait { try assembler.build() }
    }
}
