/// Why a document could not be read, and where.
///
/// The reader recovers from what feeds get wrong, so this is rare: a document with no element at all,
/// or one that crosses a limit (``XMLReaderLimits``) that keeps hostile input from costing unbounded
/// memory or time.
public struct XMLReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in words a person can act on.
    public let reason: String
    /// The 1-based line of the problem, when it has a place.
    public let line: Int?
    /// The 1-based column, in characters, of the problem, when it has a place.
    public let column: Int?

    /// Creates an error.
    public init(reason: String, line: Int?, column: Int?) {
        self.reason = reason
        self.line = line
        self.column = column
    }

    /// The reason, followed by the line and column when known.
    public var description: String {
        guard let line else { return reason }
        return "\(reason) (line \(line)" + (column.map { ", column \($0))" } ?? ")")
    }
}
