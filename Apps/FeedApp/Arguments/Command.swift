import DIAssemblies
import Foundation

/// What a command line asks for, typed and checked.
enum Command: Sendable, Equatable {
    /// Bare `feed`: the bundled sample through the full chain.
    case sample(DisplayOptions)
    /// `feed read`.
    case read(ReadRequest)
    /// `feed cache info`.
    case cacheInfo
    /// `feed cache clear`.
    case cacheClear
    /// `feed graph`.
    case graph(GraphFormat)
    /// `feed validate`.
    case validate
    /// `feed add`.
    case add(AddRequest)
    /// `feed remove URL|TITLE`.
    case remove(String)
    /// `feed list`.
    case list(json: Bool)
    /// `feed import FILE`.
    case importList(path: String)
    /// `feed export`.
    case export
    /// `--help` or `feed help`: the help of that command (bare `feed` for the overview).
    case help(CommandSpec)
    /// `feed --version`.
    case version
}

/// How feeds are shown.
struct DisplayOptions: Sendable, Equatable {
    /// One JSON document instead of text.
    var json = false
    /// At most this many items per feed.
    var limit: Int?
}

/// What `feed read` was asked to read, and how to show it.
struct ReadRequest: Sendable, Equatable {
    /// The addresses as given (URLs or paths); empty means every subscription.
    var addresses: [String] = []
    /// How to show the feeds.
    var display = DisplayOptions()
    /// Where to save the items' images, when asked.
    var imagesDirectory: URL?
}

/// What `feed add` was asked to add.
struct AddRequest: Sendable, Equatable {
    /// The feed's address as given.
    var address: String
    /// The title to keep instead of the feed's own.
    var title: String?
    /// Whether to skip reading the feed first.
    var skipsCheck = false
}

/// A command with the configuration flags given on its line.
struct Invocation: Sendable, Equatable {
    /// What to do.
    let command: Command
    /// The configuration the line chose (`--env`, `--cache`, ...).
    let flags: ConfigurationFlags
}
