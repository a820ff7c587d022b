import DI
import DITesting
import XCTest

final class AssertValidXCTests: XCTestCase {
    private var recordedFailures: [String] = []

    func test_assertValid_passesForAValidContainer() {
        let container = Container()
        container.register(Service.self) { _ in Service() }

        assertValid(container)

        XCTAssertEqual(recordedFailures, [])
    }

    func test_assertValid_failsWithEveryProblemForAnInvalidContainer() {
        let container = Container()
        container.register(Service.self) { r in
            _ = try r.resolve(Dependency.self)
            return Service()
        }

        assertValid(container)

        XCTAssertEqual(
            recordedFailures,
            ["The container has 1 wiring problem:\n  Service → Dependency: no registration for Dependency"])
    }

    // MARK: - Helpers

    /// Captures the failures `assertValid` reports instead of failing this test with them.
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard description.contains("wiring problem") else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            return
        }
        recordedFailures.append(description)
    }
}
