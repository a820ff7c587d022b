import DI
import Testing
import XCTest

/// Fails the current test, listing every wiring problem, when `container`'s graph does not validate.
///
/// Validates as ``DI/Container/validate()`` does: no declared factory runs, closures that declare nothing are
/// observed once in a throw-away container.
///
/// Works in Swift Testing (records an issue at the caller's source location) and in XCTest (calls `XCTFail`):
///
/// ```swift
/// @Test func appGraphIsValid() throws {
///     assertValid(try Assembler(AppAssemblies.all).build(validate: false))
/// }
/// ```
///
/// - Parameters:
///   - container: the container to validate (see ``DI/Container/validate()``).
///   - fileID: the caller's file, filled in automatically.
///   - filePath: the caller's file path, filled in automatically.
///   - line: the caller's line, filled in automatically.
///   - column: the caller's column, filled in automatically.
public func assertValid(
    _ container: Container, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    let problems = container.validationProblems()
    guard !problems.isEmpty else { return }
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    location.recordFailure(FailureMessage.invalidGraph(problems))
}

/// Builds the container of `assembler` and fails the current test, listing every wiring problem, when it does not
/// validate or when building it fails.
///
/// Building runs no factory; the container is then validated as ``DI/Container/validate()`` does, observing the
/// closures that declare nothing in a throw-away container.
///
/// - Parameters:
///   - assembler: the assemblies to build (with ``DI/Assembler/build(validate:)``), then validate.
///   - fileID: the caller's file, filled in automatically.
///   - filePath: the caller's file path, filled in automatically.
///   - line: the caller's line, filled in automatically.
///   - column: the caller's column, filled in automatically.
/// - Returns: the built container when it is valid, else `nil`.
@discardableResult
public func assertValid(
    _ assembler: Assembler, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> Container? {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let container = try assembler.build(validate: true)
        try container.validate()
        return container
    } catch let error as ValidationError {
        location.recordFailure(FailureMessage.invalidGraph(error.problems))
    } catch {
        location.recordFailure("Building the assemblies failed: \(error)")
    }
    return nil
}

/// Where an assertion was made, and how to report a failure there in whichever test framework is running.
struct FailureLocation {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// Records an issue when a Swift Testing test is running, else calls `XCTFail`.
    func recordFailure(_ message: String) {
        if Test.current != nil {
            let location = SourceLocation(
                fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}

/// The failure messages of the assertions.
enum FailureMessage {
    /// `The container has 2 wiring problems:` followed by one line per problem.
    static func invalidGraph(_ problems: [ValidationProblem]) -> String {
        let count = problems.count == 1 ? "1 wiring problem" : "\(problems.count) wiring problems"
        return "The container has \(count):\n" + problems.map { "  " + $0.description }.joined(separator: "\n")
    }
}
