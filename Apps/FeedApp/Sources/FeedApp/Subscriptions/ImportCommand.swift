import DI
import Domain
import Presentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed import FILE.opml`: adds the subscriptions of an OPML file, skipping those already there.
///
/// Nested outlines and categories arrive flattened from the codec. Outlines the codec leaves out, and
/// those whose address is not `http` or `https` (checked, not fetched), are named on standard error and
/// counted in the summary, and the import still succeeds; a file that is not OPML is an error with its
/// line and column, and nothing is added.
struct ImportCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "import", summary: "Add the subscriptions of an OPML file; duplicates are skipped.",
        positionals: .one("FILE.opml"), flags: CommonFlags.configuration)

    static func make(_ options: String, composer: AppComposer) throws -> ImportCommand {
        let services = try composer.services()
        return ImportCommand(
            path: options, console: composer.console, workingDirectory: composer.workingDirectory,
            store: services.subscriptions, codec: services.codec)
    }

    /// The largest OPML file read: many times what 100,000 outlines take (Benchmarks/README.md, "Figures behind the code's comments").
    static let maximumFileBytes = 64 * 1_048_576

    /// The file's path, as typed.
    let path: String
    let console: any Console
    /// The folder a relative path is read from.
    let workingDirectory: URL
    let store: any SubscriptionStore
    let codec: any SubscriptionListCodec

    /// Imports the file at ``path``.
    func run() async -> ExitCode {
        let file = URL(fileURLWithPath: HomeFolder.expandingTilde(in: path), relativeTo: workingDirectory)
        // Only a regular file of bounded size is read: /dev/zero or a FIFO would never end.
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            console.writeError("feed: \(file.path) is not a regular file; give an OPML file. Nothing was added.\n")
            return .failure
        }
        if let size = attributes?[.size] as? UInt, size > UInt(Self.maximumFileBytes) {
            console.writeError(
                "feed: \(file.path) is larger than \(Self.maximumFileBytes / 1_048_576) MiB, too large for a "
                    + "subscription list. Nothing was added.\n")
            return .failure
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            console.writeError("feed: cannot read \(file.path). Check the path and its permissions.\n")
            return .failure
        }
        do {
            let list = try codec.read(data)
            // Only web addresses are subscriptions: a mailto:, javascript: or file: outline would be kept
            // and then break every later command, so it is named and left out, without being fetched.
            let (imported, rejected) = Self.partition(list.subscriptions)
            let (subscriptions, added) = SubscriptionMerge().merge(imported, into: try await store.load())
            if !added.isEmpty { try await store.save(subscriptions) }
            for subscription in added { console.write("+ \(SubscriptionText.name(of: subscription))\n") }
            for entry in list.skipped {
                let line = entry.line.map { " (line \($0))" } ?? ""
                console.writeError("feed: skipped \(entry.name)\(line): \(entry.reason).\n")
            }
            for subscription in rejected {
                console.writeError(
                    "feed: skipped \(SubscriptionText.name(of: subscription)): not a web address (http or https).\n")
            }
            let skipped = imported.count - added.count
            let repeated = list.duplicates > 0 ? ", \(list.duplicates) repeated in the file" : ""
            let unusableCount = list.skipped.count + rejected.count
            let unusable = unusableCount == 0 ? "" : ", \(unusableCount) not usable (named above)"
            console.write(
                "Added \(added.count) \(Self.plural(added.count)); skipped \(skipped) already there\(repeated)\(unusable).\n"
            )
            return .success
        } catch {
            console.writeError("feed: \(file.path) was not imported: \(reason(for: error)) Nothing was added.\n")
            return .failure
        }
    }

    private func reason(for error: any Error) -> String {
        guard case .malformed(let reason, let line, let column)? = error as? FeedLoadingError else {
            return ErrorMessage.message(for: error)
        }
        let place = [line.map { "line \($0)" }, column.map { "column \($0)" }].compactMap { $0 }
        let position = place.isEmpty ? "" : " at " + place.joined(separator: ", ")
        return "it is not valid OPML\(position): \(reason)."
    }

    /// The outlines whose address is an `http` or `https` URL with a host, and the others.
    private static func partition(_ subscriptions: [Subscription]) -> (web: [Subscription], other: [Subscription]) {
        var web: [Subscription] = []
        var other: [Subscription] = []
        for subscription in subscriptions {
            let url = subscription.url
            let isWeb = ["http", "https"].contains(url.scheme?.lowercased()) && !(url.host ?? "").isEmpty
            if isWeb { web.append(subscription) } else { other.append(subscription) }
        }
        return (web, other)
    }

    private static func plural(_ count: Int) -> String { count == 1 ? "subscription" : "subscriptions" }
}
