// A child process for the multi-process tests of PersistenceTests: it writes or reads one feed cache for a
// while and reports what it saw. Usage:
//
//     PersistenceStoreProbe <path> write <seconds>
//     PersistenceStoreProbe <path> read <seconds>
//     PersistenceStoreProbe <path> save-once 0
//     PersistenceStoreProbe <path> read-once 0
//
// The writer saves ever newer generations of one feed (each generation has a different item count, and every
// item carries its generation); the reader checks that each copy it reads is whole: as many items as the
// title promises, all of one generation. Exit status 0 means every read was whole. `read-once` prints the
// store's warnings, then "read-once N" with N the item count of the one whole copy it read.
import Domain
import Foundation
import Persistence

let arguments = CommandLine.arguments
guard arguments.count == 4, let seconds = Double(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: PersistenceStoreProbe <path> <write|read|save-once> <seconds>\n".utf8))
    exit(64)
}
/// Prints the store's warnings, so the test sees what a person would be told.
struct PrintingLogger: Logger {
    func log(_ level: LogLevel, _ message: String) { print("\(level): \(message)") }
}

let store = SQLiteFeedStore(fileURL: URL(fileURLWithPath: arguments[1]), logger: PrintingLogger())
let feedURL = URL(fileURLWithPath: "/probe/feed.xml")
let deadline = Date().addingTimeInterval(seconds)

/// The feed of generation `generation`: its title names the generation and the item count.
func makeGeneration(_ generation: Int) -> Feed {
    let count = 300 + (generation % 7) * 250
    let items = (0..<count).map { index in
        FeedItem(
            id: "\(generation)-\(index)", title: "Item \(index) of generation \(generation)",
            summary: String(repeating: "x", count: 200))
    }
    return Feed(title: "generation \(generation) with \(count) items", items: items)
}

/// Whether `feed` is one whole generation; a description of the problem otherwise.
func problem(in feed: Feed) -> String? {
    let words = (feed.title ?? "").split(separator: " ")
    guard words.count == 5, let generation = Int(words[1]), let count = Int(words[3]) else {
        return "unexpected title \(feed.title ?? "nil")"
    }
    guard feed.items.count == count else { return "generation \(generation) has \(feed.items.count) of \(count) items" }
    guard feed.items.allSatisfy({ $0.id.hasPrefix("\(generation)-") }) else {
        return "generation \(generation) mixes items of other generations"
    }
    return nil
}

var operations = 0
do {
    switch arguments[2] {
    case "write":
        var generation = 1
        while Date() < deadline {
            try await store.insert(makeGeneration(generation), validators: nil, savedAt: Date(), for: feedURL)
            generation += 1
            operations += 1
        }
    case "read":
        while Date() < deadline {
            guard let cached = try await store.retrieve(for: feedURL) else { continue }
            if let problem = problem(in: cached.feed) {
                print("partial read: \(problem)")
                exit(1)
            }
            operations += 1
        }
    case "read-once":
        guard let cached = try await store.retrieve(for: feedURL), problem(in: cached.feed) == nil else {
            print("no whole copy")
            exit(1)
        }
        operations = cached.feed.items.count
    case "save-once":
        do {
            try await store.insert(makeGeneration(1), validators: nil, savedAt: Date(), for: feedURL)
        } catch {
            print(error)
            exit(3)
        }
        operations = 1
    default:
        FileHandle.standardError.write(Data("unknown mode \(arguments[2])\n".utf8))
        exit(64)
    }
} catch {
    print("failed after \(operations) operations: \(error)")
    exit(2)
}
print("\(arguments[2]) \(operations)")
