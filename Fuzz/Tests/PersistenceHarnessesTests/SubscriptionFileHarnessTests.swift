import Foundation
import FuzzSupport
import PersistenceHarnesses
import Testing

@Suite("The subscription file harness")
struct SubscriptionFileHarnessTests {
    @Test("loads every feed of the categories seed")
    func loadsCategoriesSeed() async throws {
        let data = try seed("categories.txt")

        let outcome = await SubscriptionFileHarness.outcome(of: data, writingTo: scratchFile())

        #expect(outcome == .accepted(summary: "3 subscriptions"))
    }

    @Test("refuses a line that is not a URL, naming the line")
    func refusesBadURL() async throws {
        let data = try seed("bad-url.txt")

        let outcome = await SubscriptionFileHarness.outcome(of: data, writingTo: scratchFile())

        guard case .rejected(let reason) = outcome else {
            Issue.record("expected a refusal, got \(outcome)")
            return
        }
        #expect(reason.contains(":1"))
    }

    @Test("refuses a file that is not UTF-8")
    func refusesLatin1() async throws {
        let outcome = await SubscriptionFileHarness.outcome(of: try seed("latin1.txt"), writingTo: scratchFile())

        #expect(!outcome.isAccepted)
    }

    // MARK: - Helpers

    /// A file of its own for each test, since tests run in parallel.
    private func scratchFile() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("fuzz-subscription-file-tests-\(UUID().uuidString)/subscriptions.txt")
    }

    private func seed(_ name: String) throws -> Data {
        let fuzzFolder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: fuzzFolder.appendingPathComponent("Corpus/subscription-file/\(name)"))
    }
}
