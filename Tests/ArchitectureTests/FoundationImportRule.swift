import Foundation

/// The rule that keeps ICU out of the release `feed`: a module linked into it imports FoundationEssentials, and
/// Foundation only where FoundationEssentials is missing (Apple SDKs that lack it), written as
///
///     #if canImport(FoundationEssentials)
///         import FoundationEssentials
///     #else
///         import Foundation
///     #endif
///
/// Foundation proper, FoundationNetworking and FoundationXML bring FoundationInternationalization and its 34 MB
/// of ICU data into the statically linked binary (ARCHITECTURE.md, "FoundationEssentials only").
struct FoundationImportRule {
    /// The modules linked into `feed`.
    static let productModules: Set<String> = [
        "Domain", "DI", "CDIThreadSlot", "Networking", "CCurl", "TolerantXML", "FeedFormats", "Persistence",
        "Search", "Presentation", "DIAssemblies", "FeedApp", "feed",
    ]

    /// Modules a product module may never import, whatever the platform.
    static let forbidden: Set<String> = ["FoundationNetworking", "FoundationXML", "FoundationInternationalization"]

    let scanner: ImportScanner

    /// Every import of a product module's source that breaks the rule.
    func violations() throws -> [ImportViolation] {
        var found: [ImportViolation] = []
        for target in try scanner.targets() where Self.productModules.contains(target.name) {
            for file in scanner.swiftFiles(in: target.path) {
                let text = (try? String(contentsOf: scanner.root.appendingPathComponent(file), encoding: .utf8)) ?? ""
                for line in Self.badLines(in: text) {
                    found.append(
                        ImportViolation(target: target.name, file: file, line: line.number, module: line.module))
                }
            }
        }
        return found
    }

    /// The lines of `text` that import Foundation outside the `#else` of `#if canImport(FoundationEssentials)`,
    /// or a ``forbidden`` module anywhere.
    static func badLines(in text: String) -> [(number: Int, module: String)] {
        let imports = Dictionary(ImportScanner.imports(in: text).map { ($0.line, $0.module) }) { first, _ in first }
        // Each open `#if`: its condition, and whether its `#else` has been reached.
        var conditions: [(condition: String, inElse: Bool)] = []
        var bad: [(Int, String)] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                conditions.append((line.dropFirst(4).trimmingCharacters(in: .whitespaces), false))
            } else if line.hasPrefix("#elseif"), !conditions.isEmpty {
                conditions[conditions.count - 1].condition = ""
            } else if line.hasPrefix("#else"), !conditions.isEmpty {
                conditions[conditions.count - 1].inElse = true
            } else if line.hasPrefix("#endif") {
                _ = conditions.popLast()
            }
            guard let module = imports[index + 1] else { continue }
            if forbidden.contains(module) {
                bad.append((index + 1, module))
            } else if module == "Foundation" {
                let innermost = conditions.last
                if innermost?.condition != "canImport(FoundationEssentials)" || innermost?.inElse != true {
                    bad.append((index + 1, module))
                }
            }
        }
        return bad
    }
}
