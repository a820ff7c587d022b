import Domain
import Foundation
import FuzzSupport
import Persistence

/// Feeds one input, as the contents of the subscription file, to ``FileSubscriptionStore``'s reader.
///
/// The store reads only from disk, so each input is written to one scratch file (rewritten every time, in a
/// folder of its own per process) and loaded through the public `load()`: the UTF-8 check, comments,
/// categories, URL and title parsing.
public enum SubscriptionFileHarness {
    /// The scratch file the fuzz inputs are written to.
    public static let scratchFile = FileManager.default.temporaryDirectory
        .appendingPathComponent(
            "fuzz-subscription-file-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true
        )
        .appendingPathComponent("subscriptions.txt")

    /// Loads the subscription list whose file holds `data`, blocking the calling thread.
    ///
    /// For libFuzzer's callback thread only: from a Swift concurrency thread, use ``outcome(of:)``.
    ///
    /// - Returns: `.accepted` with the subscription count, or `.rejected` with the store's error.
    public static func run(_ data: Data) -> FuzzOutcome {
        BlockingTask.run(fallback: .rejected(reason: "the load did not finish")) { await outcome(of: data) }
    }

    /// Loads the subscription list whose file holds `data`.
    ///
    /// - Parameters:
    ///   - data: The file's contents.
    ///   - file: Where to write them; callers that run at the same time need one each.
    /// - Returns: `.accepted` with the subscription count, or `.rejected` with the store's error; `.rejected`
    ///   also when the scratch file cannot be written, which is not a finding but says the run tests nothing.
    public static func outcome(of data: Data, writingTo file: URL = scratchFile) async -> FuzzOutcome {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        } catch {
            return .rejected(reason: "the scratch file \(file.path) could not be written: \(error)")
        }
        do {
            let subscriptions = try await FileSubscriptionStore(fileURL: file).load()
            return .accepted(summary: "\(subscriptions.count) subscriptions")
        } catch {
            return .rejected(reason: String(describing: error))
        }
    }
}
