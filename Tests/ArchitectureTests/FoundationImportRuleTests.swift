import Foundation
import Testing

@Suite("Product modules import FoundationEssentials, never Foundation proper")
struct FoundationImportRuleTests {
    @Test func noModuleLinkedIntoFeedImportsFoundationOutsideTheFallback() throws {
        let scanner = ImportScanner(root: TestRepository.root, rules: ImportRules.allowed)

        let violations = try FoundationImportRule(scanner: scanner).violations()

        let lines = violations.map { "\($0.file):\($0.line): \($0.target) imports \($0.module)" }
        #expect(
            violations.isEmpty, "\nuse the #if canImport(FoundationEssentials) form:\n\(lines.joined(separator: "\n"))")
    }

    @Test func theFallbackFormIsAccepted() {
        let text = """
            import Domain

            #if canImport(FoundationEssentials)
                import FoundationEssentials
            #else
                import Foundation
            #endif

            #if canImport(Glibc)
                import Glibc
            #endif
            """

        #expect(FoundationImportRule.badLines(in: text).isEmpty)
    }

    @Test func aBareImportIsReportedWithItsLine() {
        let text = "import Domain\nimport Foundation\n"

        #expect(FoundationImportRule.badLines(in: text).map(\.number) == [2])
    }

    @Test func foundationInAnyOtherBranchIsReported() {
        let text = """
            #if canImport(FoundationEssentials)
                import Foundation
            #else
                import Foundation
            #endif
            #if canImport(Darwin)
                import Foundation
            #else
                import Foundation
            #endif
            #if canImport(Glibc)
                import Glibc
            #elseif canImport(FoundationEssentials)
                import Foundation
            #endif
            """

        #expect(FoundationImportRule.badLines(in: text).map(\.number) == [2, 7, 9, 14])
    }

    @Test func networkingAndXMLAreReportedEvenInTheFallback() {
        let text = """
            #if canImport(FoundationEssentials)
                import FoundationEssentials
            #else
                import FoundationNetworking
                @preconcurrency import FoundationXML
            #endif
            """

        #expect(FoundationImportRule.badLines(in: text).map(\.module) == ["FoundationNetworking", "FoundationXML"])
    }

    @Test func testTargetsAndTestSupportMayImportFoundation() throws {
        let root = try TestRepository.make(files: [
            "Packages/Domain/Sources/Domain/Feed.swift": "import Foundation\n",
            "Packages/Domain/Sources/DomainTestSupport/Spy.swift": "import Foundation\n",
            "Packages/Domain/Tests/DomainTests/FeedTests.swift": "import Foundation\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let violations = try FoundationImportRule(scanner: ImportScanner(root: root, rules: ImportRules.allowed))
            .violations()

        #expect(violations.map(\.file) == ["Packages/Domain/Sources/Domain/Feed.swift"])
    }
}
