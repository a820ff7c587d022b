import Foundation
import Testing

@testable import FeedApp

@Suite("--cache and --config name folders")
struct FolderFlagTests {
    @Test("a file given as --cache or --config is a usage error that says so, before anything is opened")
    func fileIsRefused() async throws {
        let file = try ShellRun.file("not a folder")

        for flag in ["--cache", "--config"] {
            let (code, console) = await runApp(["cache", "info", flag, file.path])

            #expect(code == .usage)
            #expect(console.errors.contains("\(flag) \(file.path) is a file; give a folder"), "\(console.errors)")
            #expect(!console.errors.contains("NSCocoaErrorDomain"))
        }
    }

    @Test("a folder that does not exist yet is accepted: it is created when needed")
    func missingFolderIsAccepted() async {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString)")

        let (code, _) = await runApp(["list", "--config", folder.path])

        #expect(code == .success)
    }
}
