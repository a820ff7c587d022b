import Foundation
import NetworkingTestSupport
import Testing

extension EndToEndTests {
    @Suite("Dates in the local time zone, read from TZ")
    struct LocalTime {
        @Test(
            "show writes an item's date in the time zone TZ names, as Foundation's long date and short time did",
            arguments: ["UTC", "Asia/Kolkata", "America/New_York", "Pacific/Chatham"])
        func showHonoursTZ(zone: String) async throws {
            let (cli, server, url) = try FeedCLI.servingFeed(FeedFixtures.rss(items: 1))
            defer { cli.remove(stopping: server) }
            let item = try #require(try await cli.jsonItems(["read", url]).first)
            let ref = try #require(item["ref"] as? Int)
            let published = try #require((item["published"] as? String).flatMap { try? Date($0, strategy: .iso8601) })
            let timeZone = try #require(TimeZone(identifier: zone))

            let result = try await cli.run(["show", String(ref)], variables: ["TZ": zone])

            let expected = published.formatted(
                Date.FormatStyle(date: .long, time: .shortened, locale: Locale(identifier: "en_US"), timeZone: timeZone)
            )
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Date:   \(expected) (1 day ago)\n"), "\(result.stdout)")
        }
    }
}
