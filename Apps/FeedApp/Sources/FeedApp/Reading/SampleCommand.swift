import DIAssemblies

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Bare `feed`: the bundled sample feed through the full chain, in the preview environment.
struct SampleCommand: FeedCommand {
    static let spec = CommandSpec(
        name: "", summary: "Show the bundled sample feed through the full chain (preview environment).",
        positionals: .none,
        flags: [CommonFlags.json, CommonFlags.limit, CommonFlags.verbose, CommonFlags.quiet, CommonFlags.color],
        environment: .preview)

    static func options(from line: ParsedArguments) throws(UsageError) -> DisplayOptions {
        try DisplayOptions(line)
    }

    static func make(_ options: DisplayOptions, composer: AppComposer) throws -> SampleCommand {
        SampleCommand(
            display: options, console: composer.console, feeds: try composer.services().feeds)
    }

    let display: DisplayOptions
    let console: any Console
    let feeds: FeedReading

    /// Shows the sample.
    func run() async -> ExitCode {
        let url = BundledSampleFeed.url
        let target = FeedTarget(address: url.absoluteString, url: .success(url))
        return await feeds.finish(await feeds.show([target], display: display, console: console))
    }
}
