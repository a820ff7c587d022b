/// Formats per-operation figures with their unit for the Markdown tables.
public enum ValueFormatter {
    /// Formats one figure.
    ///
    /// Nanoseconds below 10 keep two decimals, below 1,000 one decimal, up to 1 ms whole grouped nanoseconds,
    /// and from 1 ms on milliseconds with three decimals. Bytes keep one decimal.
    /// - Parameters:
    ///   - value: the figure.
    ///   - metric: its unit.
    /// - Returns: for example `2.31 ns`, `820.4 ns`, `8,312 ns`, `2.305 ms` or `96.0 B`.
    public static func format(_ value: Double, metric: BenchMetric) -> String {
        switch metric {
        case .bytes:
            return "\(fixed(value, decimals: 1)) B"
        case .nanoseconds:
            if value >= 1_000_000 { return "\(fixed(value / 1_000_000, decimals: 3)) ms" }
            if value >= 1_000 { return "\(grouped(Int(value.rounded()))) ns" }
            if value >= 10 { return "\(fixed(value, decimals: 1)) ns" }
            return "\(fixed(value, decimals: 2)) ns"
        }
    }

    /// Formats a ratio such as `41.20×`; two decimals below 100, none above.
    /// - Parameter ratio: the ratio.
    /// - Returns: the ratio followed by `×`.
    public static func ratio(_ ratio: Double) -> String {
        ratio >= 100 ? "\(grouped(Int(ratio.rounded())))×" : "\(fixed(ratio, decimals: 2))×"
    }

    /// Formats a number with a fixed count of decimals, without Foundation.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        let whole = grouped(scaled / Int(scale))
        guard decimals > 0 else { return sign + whole }
        let fraction = String(scaled % Int(scale))
        return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// Formats a whole number with a comma between groups of three digits.
    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
