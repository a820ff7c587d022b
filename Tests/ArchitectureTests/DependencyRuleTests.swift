import Foundation
import Testing

@Suite("The dependency rule")
struct DependencyRuleTests {
    @Test func everyTargetOfTheRepositoryImportsOnlyWhatItsLayerAllows() throws {
        let scanner = ImportScanner(root: TestRepository.root, rules: ImportRules.allowed)

        let (imports, unlisted) = try scanner.violations()

        #expect(imports.isEmpty, "\n\(imports.map(\.description).joined(separator: "\n"))")
        #expect(
            unlisted.isEmpty,
            "targets with no allow-list in ImportRules.swift: \(unlisted.map { "\($0.name) (\($0.path))" })"
        )
    }

    @Test func theScanFindsTheRepositoryTargets() throws {
        let names = try ImportScanner(root: TestRepository.root, rules: ImportRules.allowed).targets().map(\.name)

        for expected in [
            "Domain", "DI", "Networking", "Persistence", "Presentation", "DIAssemblies", "FeedApp", "FeedAppTests",
            "feed", "AppHarnesses", "DIBench", "Search", "SearchTests",
        ] {
            #expect(names.contains(expected), "missing \(expected) in \(names)")
        }
    }

    @Test func aForbiddenImportIsReportedWithTargetFileAndModule() throws {
        let root = try TestRepository.make(files: [
            "Packages/Domain/Sources/Domain/Feed.swift": "import Foundation\n\nimport Networking\n",
            "Packages/Networking/Sources/Networking/Client.swift": "import Domain\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let (imports, _) = try ImportScanner(root: root, rules: ImportRules.allowed).violations()

        #expect(
            imports == [
                ImportViolation(
                    target: "Domain", file: "Packages/Domain/Sources/Domain/Feed.swift", line: 3, module: "Networking")
            ])
        #expect(imports.first?.description.contains("target Domain imports Networking") == true)
    }

    @Test func theAdapterMayImportTheFeaturePortItImplementsButNeverTheOtherWay() throws {
        let root = try TestRepository.make(files: [
            "Packages/Data/Sources/Persistence/Index.swift": "import Domain\nimport Search\n",
            "Packages/Search/Sources/Search/Index.swift": "import Domain\nimport Persistence\nimport Presentation\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let (imports, _) = try ImportScanner(root: root, rules: ImportRules.allowed).violations()

        #expect(imports.map { "\($0.target) \($0.module)" } == ["Search Persistence", "Search Presentation"])
    }

    @Test func theAppImportingInfrastructureIsReported() throws {
        let root = try TestRepository.make(files: [
            "Apps/FeedApp/Package.swift": "",
            "Apps/FeedApp/Sources/FeedApp/Run.swift":
                "import DIAssemblies\n@testable import Persistence\nimport struct Networking.X\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let (imports, _) = try ImportScanner(root: root, rules: ImportRules.allowed).violations()

        #expect(imports.map(\.module) == ["Persistence", "Networking"])
    }

    @Test func aTargetWithoutAnAllowListIsReported() throws {
        let root = try TestRepository.make(files: ["Packages/Domain/Sources/Surprise/File.swift": "import Domain\n"])
        defer { try? FileManager.default.removeItem(at: root) }

        let (_, unlisted) = try ImportScanner(root: root, rules: ImportRules.allowed).violations()

        #expect(unlisted == [SourceTarget(name: "Surprise", path: "Packages/Domain/Sources/Surprise")])
    }

    @Test func importLinesAreRecognisedInEveryForm() {
        let text = """
            import Foundation
            @preconcurrency import Dispatch
            @testable import DI
              import class Domain.Feed
            // import Networking
            let importance = 1
            let text = \"\"\"
            import Networking
            \"\"\"
            """

        #expect(ImportScanner.imports(in: text).map(\.module) == ["Foundation", "Dispatch", "DI", "Domain"])
    }
}
