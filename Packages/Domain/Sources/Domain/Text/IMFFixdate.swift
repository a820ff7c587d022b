#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Dates in HTTP's preferred form, the IMF-fixdate of RFC 9110 (`Sun, 06 Nov 1994 08:49:37 GMT`), which OPML's
/// `dateCreated` also uses: English names, UTC, whole seconds.
///
/// Written by hand because `DateFormatter` lives in Foundation proper, which product modules do not import
/// (ARCHITECTURE.md, "FoundationEssentials only").
public enum IMFFixdate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The date as an IMF-fixdate; seconds are truncated.
    public static func string(from date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let fields = calendar.dateComponents([.weekday, .day, .month, .year, .hour, .minute, .second], from: date)
        let weekday = weekdays[((fields.weekday ?? 1) - 1) % 7]
        let month = months[((fields.month ?? 1) - 1) % 12]
        return "\(weekday), \(pad(fields.day, 2)) \(month) \(pad(fields.year, 4)) "
            + "\(pad(fields.hour, 2)):\(pad(fields.minute, 2)):\(pad(fields.second, 2)) GMT"
    }

    /// The date an IMF-fixdate names, or `nil` for text of another form.
    ///
    /// Blanks around the text are ignored; the weekday must be one of the seven names but is not checked
    /// against the date; the zone may be `GMT` or `UTC`; the day may have one digit.
    public static func date(from text: String) -> Date? {
        let parts = text.trimmingSpacesAndTabs.split(separator: " ")
        guard parts.count == 6, parts[0].hasSuffix(","), weekdays.contains(String(parts[0].dropLast())),
            parts[5] == "GMT" || parts[5] == "UTC",
            let day = number(parts[1], digits: 1...2), let monthIndex = months.firstIndex(of: String(parts[2])),
            let year = number(parts[3], digits: 4...4)
        else { return nil }
        let time = parts[4].split(separator: ":", omittingEmptySubsequences: false)
        guard time.count == 3, let hour = number(time[0], digits: 2...2), let minute = number(time[1], digits: 2...2),
            let second = number(time[2], digits: 2...2), hour < 24, minute < 60, second < 61
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let fields = DateComponents(year: year, month: monthIndex + 1, day: day)
        guard let midnight = calendar.date(from: fields), calendar.component(.day, from: midnight) == day else {
            return nil
        }
        return midnight.addingTimeInterval(TimeInterval(hour * 3_600 + minute * 60 + min(second, 59)))
    }

    private static func number(_ text: Substring, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        return Int(text)
    }

    private static func pad(_ value: Int?, _ width: Int) -> String {
        let digits = String(value ?? 0)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
