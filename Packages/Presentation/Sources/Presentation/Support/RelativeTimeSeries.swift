#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Words a series of dates against one "now", read once: the rows of a feed are worded as of the same moment,
/// and each date of the same amount as the one before ("6 months ago", again) costs one comparison.
///
/// Rows come newest first, so neighbours mostly share an amount; the formatter words one only when the amount
/// changes.
struct RelativeTimeSeries {
    private let formatter: RelativeTimeFormatter
    private let now: Date
    private var last: (amount: RelativeTimeAmount, wording: String)?

    /// A series worded by `formatter`, as of its clock's "now".
    init(_ formatter: RelativeTimeFormatter) {
        self.formatter = formatter
        now = formatter.now
    }

    /// How far `date` is from the series' "now", in words.
    mutating func string(for date: Date) -> String {
        let amount = RelativeTimeAmount(seconds: now.timeIntervalSince(date))
        if let last, last.amount == amount { return last.wording }
        let wording = formatter.wording(of: amount)
        last = (amount, wording)
        return wording
    }
}
