/// What ``Container/validate()`` checked and what it could not: returned when the graph has no problem.
///
/// ```swift
/// let report = try container.validate()
/// for key in report.notChecked { print("not checked: \(key)") }
/// ```
public struct ValidationReport: Sendable, CustomStringConvertible {
    /// The registrations whose dependencies validation could neither read from a declaration nor observe (see
    /// ``ValidationCoverage/notChecked``), in registration order: declare them with `dependsOn:`.
    public let notChecked: [ServiceKey]

    /// `All registrations checked.`, or the keys not checked.
    public var description: String {
        guard !notChecked.isEmpty else { return "All registrations checked." }
        let count = notChecked.count == 1 ? "1 registration" : "\(notChecked.count) registrations"
        return "\(count) not checked (declare what they resolve with dependsOn:): "
            + notChecked.map(\.description).joined(separator: ", ")
    }
}
