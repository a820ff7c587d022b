import Foundation
import Testing

@testable import FeedApp

@Suite("Opening links with $BROWSER or xdg-open")
final class ProcessLinkOpenerTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test("$BROWSER's first program that exists wins over xdg-open")
    func browserFirst() throws {
        let xdg = try makeProgram("xdg-open")
        let browser = try makeProgram("browser")

        let sut = ProcessLinkOpener(variables: ["BROWSER": "missing-browser:\(browser.path)", "PATH": folder.path])

        #expect(sut.program()?.path == browser.path)
        #expect(ProcessLinkOpener(variables: ["PATH": folder.path]).program()?.path == xdg.path)
    }

    @Test("with neither, there is no program and opening says what to install")
    func noProgram() async {
        let sut = ProcessLinkOpener(variables: ["PATH": folder.path])

        await #expect(throws: LinkOpenerError.noOpener) {
            try await sut.open(URL(fileURLWithPath: "/"))
        }
        #expect(LinkOpenerError.noOpener.description.contains("install xdg-open"))
    }

    @Test("a program that fails is reported with its exit status")
    func failingProgram() async throws {
        let failing = try makeProgram("xdg-open", exitStatus: 3)
        let sut = ProcessLinkOpener(variables: ["PATH": folder.path])

        await #expect(throws: LinkOpenerError.failed(program: failing.path, status: 3)) {
            try await sut.open(URL(fileURLWithPath: "/"))
        }
    }

    // MARK: - Helpers

    private func makeProgram(_ name: String, exitStatus: Int = 0) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent(name)
        try Data("#!/bin/sh\nexit \(exitStatus)\n".utf8).write(to: program)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        return program
    }
}
