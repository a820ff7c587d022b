/// One library's implementation of one scenario: a row of the result table.
public struct BenchCase {
    /// The body the harness measures: runs the operation the given number of times, sinking every result.
    public typealias Loop = (_ iterations: Int) -> Void

    /// The scenario this case implements.
    public let scenario: BenchScenario
    /// The library under measurement.
    public let library: BenchLibrary
    /// Builds and checks everything the loop needs (containers, registrations, created singletons), outside of
    /// any measurement, and returns the loop.
    public let prepare: () throws -> Loop

    /// Creates a case.
    /// - Parameters:
    ///   - scenario: the scenario this case implements.
    ///   - library: the library under measurement.
    ///   - prepare: builds and checks the setup, then returns the measured loop. Throw a ``BenchSetupError``
    ///     when the library does not produce what the scenario expects.
    public init(scenario: BenchScenario, library: BenchLibrary, prepare: @escaping () throws -> Loop) {
        self.scenario = scenario
        self.library = library
        self.prepare = prepare
    }
}
