import DI
import FeedApp
import Foundation
import FuzzSupport

/// Feeds one input, split on NUL bytes into arguments, to the `feed` command line.
///
/// It drives the public ``FeedApplication/run(_:)``: the argument parser, the checks and typing of every
/// value, and the help and usage texts. The app's composition always fails to build, so a command line that
/// parses ends there, before any command touches the network or the disk.
public enum CLIArgumentsHarness {
    /// The arguments `data` spells: split on NUL bytes (a real argument cannot hold one), decoded as UTF-8
    /// with invalid bytes replaced, as `CommandLine.arguments` decodes them; none for empty input.
    public static func arguments(from data: Data) -> [String] {
        guard !data.isEmpty else { return [] }
        return data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs `feed` with the arguments `data` spells, blocking the calling thread.
    ///
    /// For libFuzzer's callback thread only: from a Swift concurrency thread, use ``outcome(of:)``.
    ///
    /// - Returns: `.accepted` when the command line parsed (the run then stops at the composition), or
    ///   `.rejected` with the usage message.
    public static func run(_ data: Data) -> FuzzOutcome {
        BlockingTask.run(fallback: .rejected(reason: "the run did not finish")) { await outcome(of: data) }
    }

    /// Runs `feed` with the arguments `data` spells.
    ///
    /// - Returns: `.accepted` when the command line parsed (the run then stops at the composition), or
    ///   `.rejected` with the usage message.
    public static func outcome(of data: Data) async -> FuzzOutcome {
        let console = CapturingConsole()
        let application = FeedApplication(
            console: console,
            workingDirectory: URL(fileURLWithPath: "/fuzz/working-directory", isDirectory: true),
            variables: ["HOME": "/fuzz/home"],
            assemblies: { _ in [NoComposition()] }
        )
        let code = await application.run(arguments(from: data))
        return code == .usage ? .rejected(reason: console.errors) : .accepted(summary: "exit \(code.rawValue)")
    }
}

/// Stops a parsed command line before its command runs: the container's `loaded` hook fails every build.
private struct NoComposition: ServiceAssembly {
    func assemble(container: Container) {}

    func loaded(container: Container) throws {
        throw CompositionRefused()
    }
}

/// Why the harness's composition never builds.
private struct CompositionRefused: Error, CustomStringConvertible {
    var description: String { "the fuzz harness composes nothing" }
}
