import Domain
import Foundation

/// Says how long ago (or how far ahead) a date is, like "3 hours ago", from an injected clock and locale.
///
/// Built on `Date.AnchoredRelativeFormatStyle`, which exists on Linux where `RelativeDateTimeFormatter`
/// does not. Dates less than a second away read as the locale's word for "now"; anything else is
/// counted in the largest unit that fits, from seconds to years ("1 day ago", "in 2 hours" for a
/// date in the future, when a clock is wrong).
public struct RelativeTimeFormatter: Sendable {
    private let clock: any WallClock
    private let locale: Locale
    private let calendar: Calendar

    /// Creates a formatter.
    ///
    /// - Parameters:
    ///   - clock: Tells "now"; inject a fixed one in tests.
    ///   - locale: The language and conventions of the result.
    ///   - calendar: Decides where days, weeks and months begin; its time zone matters for "1 day ago".
    public init(clock: any WallClock, locale: Locale, calendar: Calendar = .current) {
        self.clock = clock
        self.locale = locale
        self.calendar = calendar
    }

    /// How far `date` is from now, in words.
    public func string(for date: Date) -> String {
        let now = clock.now
        if abs(now.timeIntervalSince(date)) < 1 {
            return style(anchor: now, presentation: .named).format(now)
        }
        // The anchored style describes its anchor as seen from the date it formats.
        return style(anchor: date, presentation: .numeric).format(now)
    }

    private func style(
        anchor: Date,
        presentation: Date.AnchoredRelativeFormatStyle.Presentation
    ) -> Date.AnchoredRelativeFormatStyle {
        var style = Date.AnchoredRelativeFormatStyle(anchor: anchor, presentation: presentation, unitsStyle: .wide)
        style.locale = locale
        style.calendar = calendar
        return style
    }
}
