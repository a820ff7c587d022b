import Domain
import Foundation
import Synchronization

/// Says how long ago (or how far ahead) a date is, like "3 hours ago", from an injected clock and locale.
///
/// The amount comes from the seconds between the date and now, rounded to the nearest whole unit of the
/// largest unit that fits: seconds, minutes, hours, days, weeks (under four), months (a twelfth of a
/// Gregorian year) or years. Dates less than a second away read as the locale's word for "now". The words
/// are the locale's, from `Date.AnchoredRelativeFormatStyle` (which exists on Linux where
/// `RelativeDateTimeFormatter` does not); each amount is worded once and remembered, since building a
/// format style costs far more than the arithmetic.
public struct RelativeTimeFormatter: Sendable {
    private let clock: any WallClock
    private let locale: Locale
    private let calendar: Calendar?
    private let wordings = RelativeTimeWordings()

    /// Creates a formatter.
    ///
    /// - Parameters:
    ///   - clock: Tells "now"; inject a fixed one in tests.
    ///   - locale: The language and conventions of the result.
    ///   - calendar: The calendar the words are taken from; `nil`, the current one, looked up when the first
    ///     amount is worded: setting the current calendar up reads the time zone, a tenth of a one-item
    ///     `feed read`, which a reader that words no date (`--json`) need not pay.
    public init(clock: any WallClock, locale: Locale, calendar: Calendar? = nil) {
        self.clock = clock
        self.locale = locale
        self.calendar = calendar
    }

    /// How far `date` is from now, in words.
    public func string(for date: Date) -> String {
        wording(of: RelativeTimeAmount(seconds: now.timeIntervalSince(date)))
    }

    /// The clock's "now".
    var now: Date { clock.now }

    /// The words for `amount`, made once per amount.
    func wording(of amount: RelativeTimeAmount) -> String {
        wordings.wording(of: amount) { word(amount) }
    }

    private func word(_ amount: RelativeTimeAmount) -> String {
        let reference = Date(timeIntervalSinceReferenceDate: 0)
        guard let unit = amount.unit else {
            return style(anchor: reference, presentation: .named, field: nil).format(reference)
        }
        let offset = amount.isPast ? amount.count : -amount.count
        let date = (calendar ?? .current).date(byAdding: unit.component, value: -offset, to: reference) ?? reference
        // The anchored style describes its anchor as seen from the date it formats.
        return style(anchor: date, presentation: .numeric, field: unit.field).format(reference)
    }

    private func style(
        anchor: Date,
        presentation: Date.AnchoredRelativeFormatStyle.Presentation,
        field: Date.RelativeFormatStyle.Field?
    ) -> Date.AnchoredRelativeFormatStyle {
        var style = Date.AnchoredRelativeFormatStyle(anchor: anchor, presentation: presentation, unitsStyle: .wide)
        style.locale = locale
        style.calendar = calendar ?? .current
        if let field { style.allowedFields = [field] }
        return style
    }
}

/// The wordings a formatter has made, by amount, shared by its copies.
private final class RelativeTimeWordings: Sendable {
    private let made = Mutex<[RelativeTimeAmount: String]>([:])

    func wording(of amount: RelativeTimeAmount, making: () -> String) -> String {
        if let known = made.withLock({ $0[amount] }) { return known }
        let wording = making()
        made.withLock { $0[amount] = wording }
        return wording
    }
}
