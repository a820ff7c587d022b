import Domain
import Foundation

/// 10 March 2024, 12:00 UTC: "now" in every test.
let fixedNow = Date(timeIntervalSince1970: 1_710_072_000)

let minute: TimeInterval = 60
let hour: TimeInterval = 60 * minute
let day: TimeInterval = 24 * hour

func ago(_ interval: TimeInterval) -> Date {
    fixedNow.addingTimeInterval(-interval)
}

/// The URL `string` names.
func makeURL(_ string: String = "https://example.org/feed.xml") -> URL? {
    URL(string: string)
}
