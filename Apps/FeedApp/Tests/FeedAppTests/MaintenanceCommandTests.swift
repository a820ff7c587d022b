import DI
import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import FeedApp

@Suite("Cache, graph, validate, help and version")
struct MaintenanceCommandTests {
    @Test("cache info sums up the cache, then one line per feed, newest first")
    func cacheInfo() async {
        var services = StubServices()
        services.maintenance = CacheMaintenanceSpy(entries: [
            CachedFeedEntry(
                url: anyURL("/old"), savedAt: fixedNow.addingTimeInterval(-3 * 86400), itemCount: 4, bytes: 2000),
            CachedFeedEntry(url: anyURL("/new"), savedAt: fixedNow.addingTimeInterval(-60), itemCount: 6, bytes: 3000),
        ])

        let (code, console) = await runApp(["cache", "info"], services: services)

        #expect(code == .success)
        let lines = console.output.components(separatedBy: "\n")
        #expect(lines[0] == "2 feeds, 10 items, 5 kB in /tmp/feed-tests/feed")
        #expect(lines[1].contains("/new") && lines[1].contains("1 minute ago") && !lines[1].contains("stale"))
        #expect(lines[2].contains("/old") && lines[2].contains("3 days ago (stale)"))
    }

    @Test("cache info says 1 item, and aligns each column under the one above")
    func cacheInfoAlignment() async {
        var services = StubServices()
        services.maintenance = CacheMaintenanceSpy(entries: [
            CachedFeedEntry(url: anyURL("/a-much-longer-path"), savedAt: fixedNow, itemCount: 1, bytes: 10),
            CachedFeedEntry(url: anyURL("/b"), savedAt: fixedNow.addingTimeInterval(-60), itemCount: 12, bytes: 2000),
        ])

        let (_, console) = await runApp(["cache", "info"], services: services)

        let lines = console.output.components(separatedBy: "\n")
        #expect(lines[0].hasPrefix("2 feeds, 13 items,"))
        #expect(lines[1].contains("  1 item  "))
        #expect(lines[1].hasSuffix("saved a moment ago"))
        #expect(
            lines[1].range(of: "1 item")?.lowerBound.utf16Offset(in: lines[1])
                == lines[2].range(of: "12 items")?.lowerBound.utf16Offset(in: lines[2]))
        #expect(
            lines[1].range(of: "saved")?.lowerBound.utf16Offset(in: lines[1])
                == lines[2].range(of: "saved")?.lowerBound.utf16Offset(in: lines[2]))
    }

    @Test("cache info of an empty cache says so")
    func emptyCache() async {
        let (_, console) = await runApp(["cache", "info"])

        #expect(console.output == "The cache at /tmp/feed-tests/feed is empty.\n")
    }

    @Test("cache clear clears it")
    func cacheClear() async {
        let services = StubServices()

        let (code, console) = await runApp(["cache", "clear"], services: services)

        #expect(code == .success)
        #expect(services.maintenance.messages == [.entries, .clear])
        #expect(console.output.hasPrefix("Cleared the cache at /tmp/feed-tests/feed"))
    }

    @Test("graph prints the container's graph in the format asked")
    func graph() async {
        let (code, console) = await runApp(["graph", "--format", "dot"])

        #expect(code == .success)
        #expect(console.output.hasPrefix("digraph"))
        #expect(console.output.contains("FeedLoader"))
    }

    @Test("validate reports a broken graph itself, listing each problem with its path, and exits 1")
    func validateProblems() async {
        let (code, console) = await runApp(["validate"], extra: [BrokenWiring()])

        #expect(code == .failure)
        #expect(console.errors.contains("the app's container has 1 problem(s):\n  - "))
        #expect(console.errors.contains("missing"))
    }

    @Test("any other command on a broken graph fails to start and points at validate")
    func brokenGraphStopsOtherCommands() async {
        let (code, console) = await runApp(["list"], extra: [BrokenWiring()])

        #expect(code == .failure)
        #expect(console.errors.hasPrefix("feed: the app could not start: "))
        #expect(console.errors.contains("Run `feed validate` to list every problem."))
    }

    @Test("validate of a sound container says so, and how many registrations it could not check, by key")
    func validateSound() async {
        let (code, console) = await runApp(["validate"])

        #expect(code == .success)
        #expect(console.output.hasPrefix("The app's container is valid.\nCould not check "))
        // The test harness stubs the feed loader and presenter with closures that take an argument and declare
        // nothing: exactly what validation cannot run.
        #expect(console.output.contains(" registrations (declare what they resolve with dependsOn:): "))
        #expect(console.output.contains("FeedLoader(argument: FeedRequest)"))
    }

    @Test("a usage error exits 64 with the message and usage line on stderr, without building services")
    func usageError() async {
        let recorder = ConfigurationRecorder()

        let (code, console) = await runApp(["read", "--nope"], configurations: recorder)

        #expect(code == .usage)
        #expect(console.errors.hasPrefix("feed: unknown flag --nope for feed read\nUsage: feed read"))
        #expect(recorder.configurations.isEmpty)
    }

    @Test("--help lists every command; COMMAND --help shows its flags")
    func help() async {
        let (overviewCode, overview) = await runApp(["--help"])
        let (_, read) = await runApp(["read", "--help"])

        #expect(overviewCode == .success)
        for command in ["read", "cache", "graph", "validate", "add", "remove", "list", "import", "export"] {
            #expect(overview.output.contains("\n  \(command) "))
        }
        #expect(read.output.hasPrefix("Usage: feed read [URL|PATH ...]"))
        #expect(read.output.contains("--timeout SECONDS"))
    }

    @Test("help is wrapped to the width, each line under the text it continues", arguments: [40, 60, 100])
    func helpWraps(_ width: Int) async {
        let (_, console) = await runApp(["read", "--help"], console: ConsoleSpy(width: width))

        let lines = console.output.components(separatedBy: "\n")
        // A single word wider than the room stays whole, as the wrapper promises: a flag's synopsis, or a
        // usage part such as `[--env production|development|preview]`.
        let overflowing = lines.filter { line in
            let content = line.trimmingCharacters(in: .whitespaces)
            let isOnePart =
                !content.contains(" ") || (content.hasPrefix("[") && content.filter { $0 == "[" }.count == 1)
            return line.count > width && !isOnePart
        }
        #expect(overflowing.isEmpty, "\(overflowing)")
        #expect(lines.contains { $0.hasPrefix("              ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test("a wrong FEED_ENV is refused by every command, bare feed included, listing the valid values")
    func badEnvironmentEverywhere() async {
        for arguments in [[], ["read", anyURL().absoluteString], ["list"]] {
            let console = ConsoleSpy()
            let code = await FeedApplication(
                console: console, workingDirectory: URL(fileURLWithPath: "/work"),
                variables: ["HOME": "/tmp/feed-tests-home", "FEED_ENV": "staging"]
            ).run(arguments)

            #expect(code == .usage)
            #expect(console.errors.contains("production, development, preview"))
        }
    }

    @Test("--version prints the version")
    func version() async {
        let (code, console) = await runApp(["--version"])

        #expect(code == .success)
        #expect(console.output == "feed \(FeedApplication.version)\n")
    }

    @Test("image file names are stable and keep a known extension")
    func imageFileNames() {
        let url = URL(string: "https://img.example.org/photo.JPG?size=2") ?? anyURL()

        #expect(ImageFileName.name(for: url) == ImageFileName.name(for: url))
        #expect(ImageFileName.name(for: url).hasSuffix(".jpg"))
        #expect(ImageFileName.name(for: anyURL("/image")).hasSuffix(".img"))
    }

    // MARK: - Helpers

    /// Registers a link whose declared dependency nothing provides.
    private struct BrokenWiring: ServiceAssembly {
        func assemble(container: Container) {
            container.register(
                (any SubscriptionStore).self, scope: .singleton,
                dependsOn: [ServiceKey((any WallClock).self, name: "missing")]
            ) { r in
                _ = try r.resolve((any WallClock).self, name: "missing")
                return SubscriptionStoreSpy()
            }
        }
    }
}
