import Domain
import Foundation
import Testing

@Suite("IMF-fixdate, HTTP's date form")
struct IMFFixdateTests {
    @Test(
        "writes what DateFormatter wrote in en_US_POSIX and GMT",
        arguments: [0, 784_111_777, 1_709_649_000, 951_782_400, 1_710_115_199.9, 253_402_300_799, -1, -86_400 * 365]
            as [TimeInterval])
    func writes(seconds: TimeInterval) {
        let date = Date(timeIntervalSince1970: seconds)

        #expect(
            IMFFixdate.string(from: date)
                == Self.formatter(dateFormat: "EEE, dd MMM yyyy HH:mm:ss 'GMT'").string(from: date))
    }

    @Test("writes RFC 9110's example")
    func writesTheExample() {
        #expect(IMFFixdate.string(from: Date(timeIntervalSince1970: 784_111_777)) == "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    @Test(
        "reads an IMF-fixdate as DateFormatter did",
        arguments: [
            "Sun, 06 Nov 1994 08:49:37 GMT", "Tue, 29 Feb 2000 23:59:59 GMT", "Thu, 01 Jan 1970 00:00:00 GMT",
            "  Wed, 02 Apr 2025 10:00:00 GMT ", "Mon, 31 Dec 2029 12:00:00 UTC",
        ])
    func reads(text: String) {
        let expected = Self.formatter(dateFormat: "EEE, dd MMM yyyy HH:mm:ss zzz")
            .date(from: text.trimmingCharacters(in: .whitespaces))

        #expect(IMFFixdate.date(from: text) == expected)
        #expect(expected != nil)
    }

    @Test(
        "refuses text of another form",
        arguments: [
            "", "0", "Sun, 06 Nov 1994", "Sun, 06 Nov 1994 08:49:37", "Sun, 31 Feb 1994 08:49:37 GMT",
            "Sun, 06 Nox 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
            "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Nov 94 08:49:37 GMT",
            "Sun, +6 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 PST",
        ])
    func refuses(text: String) {
        #expect(IMFFixdate.date(from: text) == nil)
    }

    // MARK: - Helpers

    private static func formatter(dateFormat: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = dateFormat
        return formatter
    }
}
