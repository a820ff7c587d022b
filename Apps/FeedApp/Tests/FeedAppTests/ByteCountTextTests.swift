import Foundation
import Testing

@testable import FeedApp

@Suite("Byte counts in words, as Foundation's file byte-count style wrote them")
struct ByteCountTextTests {
    @Test(
        "matches .byteCount(style: .file) in en_US_POSIX",
        arguments: [
            0, 1, 2, 998, 999, 1_000, 1_499, 1_500, 2_500, 3_500, 12_345, 999_499, 999_500, 1_000_000, 1_050_000,
            1_234_567, 1_250_000, 1_350_000, 12_345_678, 123_456_789, 999_949_999, 999_950_000, 1_500_000_000,
            12_345_000_000, 12_355_000_000, 1_234_567_890_123, 1_234_567_000_000_000, 5_000_000_000_000_000, Int.max,
        ])
    func matchesFoundation(bytes: Int) {
        let expected = Int64(bytes).formatted(.byteCount(style: .file).locale(Locale(identifier: "en_US_POSIX")))

        #expect(ByteCountText.string(bytes) == expected)
    }

    @Test("pins today's wording")
    func wording() {
        #expect(
            [0, 1, 998, 5_120, 1_234_567, 12_345_678_901].map(ByteCountText.string) == [
                "Zero kB", "1 byte", "998 bytes", "5 kB", "1.2 MB", "12.35 GB",
            ])
    }
}
