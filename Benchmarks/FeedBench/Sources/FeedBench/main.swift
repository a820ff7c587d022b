import Foundation

// feed-bench generate DIR            writes the benchmark documents into DIR
// feed-bench time DIR REPETITIONS    prints "name reader-ns mapper-ns": median CPU time per parse
// feed-bench dump FILE...             prints what the feed mappers read, a JSON object per file
// feed-bench dump-opml FILE...        prints what the OPML codec reads, a JSON object per file
let arguments = CommandLine.arguments
switch (arguments.count, arguments.dropFirst().first) {
case (_, "dump"):
    DocumentDumper.dumpFeeds(Array(arguments.dropFirst(2)))
case (_, "dump-opml"):
    DocumentDumper.dumpSubscriptionLists(Array(arguments.dropFirst(2)))
case (3, "generate"):
    try FeedGenerator.writeAll(to: URL(fileURLWithPath: arguments[2]))
case (4, "time"):
    try ReaderTimer.run(directory: URL(fileURLWithPath: arguments[2]), repetitions: Int(arguments[3]) ?? 5)
default:
    FileHandle.standardError.write(Data("usage: feed-bench generate DIR | feed-bench time DIR REPETITIONS\n".utf8))
    exit(2)
}
