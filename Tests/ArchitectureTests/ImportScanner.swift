import Foundation

/// A Swift target found in the repository, with the folder its sources live in.
struct SourceTarget: Equatable {
    /// The target's (module's) name.
    let name: String
    /// The folder of its sources, relative to the repository root.
    let path: String
}

/// One import a target may not make.
struct ImportViolation: Equatable, CustomStringConvertible {
    let target: String
    let file: String
    let line: Int
    let module: String

    var description: String {
        "\(file):\(line): target \(target) imports \(module), which the dependency rule forbids "
            + "(allowed: \(ImportScanner.allowedList(for: target)))"
    }
}

/// Finds every target of a repository laid out like this one and checks its imports.
struct ImportScanner {
    let root: URL
    let rules: [String: Set<String>]

    /// Targets under `Sources/*` and `Tests/*` of every package (`Packages/*`, `Apps/*` that have a
    /// `Package.swift`, `Fuzz`, `Benchmarks`, `Benchmarks/FeedBench`, `Benchmarks/DISideBySide`), and the root
    /// package's `Apps/*` and `Tests/*`.
    func targets() throws -> [SourceTarget] {
        var packages = try folders(in: "Packages").map { "Packages/\($0)" }
        packages += ["Fuzz", "Benchmarks", "Benchmarks/FeedBench", "Benchmarks/DISideBySide"]
        packages += try folders(in: "Apps").filter { isPackage("Apps/\($0)") }.map { "Apps/\($0)" }
        var found: [SourceTarget] = []
        for package in packages {
            for kind in ["Sources", "Tests"] {
                let base = "\(package)/\(kind)"
                found += try folders(in: base).map { SourceTarget(name: $0, path: "\(base)/\($0)") }
            }
        }
        found += try folders(in: "Apps").filter { !isPackage("Apps/\($0)") }
            .map { SourceTarget(name: $0, path: "Apps/\($0)") }
        found += try folders(in: "Tests").map { SourceTarget(name: $0, path: "Tests/\($0)") }
        return found.filter { !swiftFiles(in: $0.path).isEmpty }
    }

    /// Every import that breaks the rule, and every target the rule does not list.
    func violations() throws -> (imports: [ImportViolation], unlisted: [SourceTarget]) {
        var imports: [ImportViolation] = []
        var unlisted: [SourceTarget] = []
        for target in try targets() {
            guard let allowed = rules[target.name] else {
                unlisted.append(target)
                continue
            }
            for file in swiftFiles(in: target.path) {
                let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
                for (index, module) in Self.imports(in: text) {
                    guard !ImportRules.toolchain.contains(module), !allowed.contains(module) else { continue }
                    imports.append(ImportViolation(target: target.name, file: file, line: index, module: module))
                }
            }
        }
        return (imports, unlisted)
    }

    /// The imported module of each `import` line, with its 1-based line number.
    static func imports(in text: String) -> [(line: Int, module: String)] {
        let pattern =
            /^\s*(?:@[A-Za-z_()]+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)/
        var result: [(Int, String)] = []
        var inMultilineString = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if !inMultilineString, let match = line.prefixMatch(of: pattern) {
                result.append((index + 1, String(match.1)))
            }
            if line.ranges(of: "\"\"\"").count % 2 == 1 {
                inMultilineString.toggle()
            }
        }
        return result
    }

    static func allowedList(for target: String) -> String {
        let modules = (ImportRules.allowed[target] ?? []).sorted()
        return modules.isEmpty ? "the toolchain only" : modules.joined(separator: ", ") + " and the toolchain"
    }

    private func folders(in relative: String) throws -> [String] {
        let url = root.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { !$0.hasPrefix(".") }
            .filter { isDirectory(url.appendingPathComponent($0)) }
            .sorted()
    }

    func swiftFiles(in relative: String) -> [String] {
        let base = root.appendingPathComponent(relative)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
            .map { "\(relative)/\($0)" }
            .sorted()
    }

    private func isPackage(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("\(relative)/Package.swift").path)
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
