import Domain
import Presentation
import Search

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `feed search QUERY [--feed URL] [--json]`: the cached items holding every word of QUERY, most relevant
/// first, from the cache's full-text index.
struct SearchCommand: FeedCommand {
    static let feed = FlagSpec("feed", value: "URL", help: "Search only the items of the feed at URL (or PATH).")

    static let spec = CommandSpec(
        name: "search",
        summary: "Find cached items by the words in their title and text, most relevant first.",
        positionals: .one("QUERY"), flags: [feed, CommonFlags.json] + CommonFlags.configuration)

    /// What to search for, where, and how to print it.
    struct Options: Sendable, Equatable {
        /// The words as typed.
        var query: String
        /// The feed's address as typed, when the search is narrowed to one.
        var feed: String?
        /// Whether to print the JSON document.
        var json: Bool
    }

    static func options(from line: ParsedArguments) throws(UsageError) -> Options {
        let query = line.positionals.first ?? ""
        guard SearchQuery(text: query) != nil else {
            throw UsageError("feed search needs a word to search for, not \"\(query)\"", spec: spec)
        }
        return Options(query: query, feed: line.value(feed), json: line.has(CommonFlags.json))
    }

    static func make(_ options: Options, composer: AppComposer) throws -> SearchCommand {
        SearchCommand(
            options: options, search: try composer.services().search,
            workingDirectory: composer.workingDirectory, console: composer.console)
    }

    let options: Options
    let search: ItemSearch
    /// The folder a relative `--feed` path is resolved against.
    let workingDirectory: URL
    let console: any Console

    /// Searches and prints the results, or says why it could not.
    func run() async -> ExitCode {
        var feedURL: URL?
        if let feed = options.feed {
            do {
                feedURL = try FeedAddress.url(from: feed, currentDirectory: workingDirectory)
            } catch {
                console.writeError("feed: --feed \(ErrorMessage.message(for: error))\n")
                return .usage
            }
        }
        let results: [SearchResult]
        do {
            results = try await search.results(for: options.query, in: feedURL)
        } catch {
            console.writeError("feed: the cache could not be searched: \(Self.message(for: error))\n")
            return .failure
        }
        if options.json {
            console.write(SearchJSONRenderer().render(results))
        } else if results.isEmpty {
            console.write("No cached item holds every word of \"\(options.query)\".\n")
        } else {
            console.write(SearchTextRenderer(width: console.width).render(results))
        }
        return .success
    }

    /// The words for a failed search: an index that cannot be read is worded as the cache's failure.
    private static func message(for error: any Error) -> String {
        guard case .cache(let failure)? = error as? SearchError else { return ErrorMessage.message(for: error) }
        return ErrorMessage.message(for: failure)
    }
}
