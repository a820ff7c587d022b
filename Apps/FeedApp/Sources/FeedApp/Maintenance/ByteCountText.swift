/// Byte counts for a person, as Foundation's `.byteCount(style: .file)` wrote them in `en_US_POSIX`: "Zero kB",
/// "1 byte", "998 bytes", "5 kB", "1.2 MB", "12.35 GB".
///
/// Decimal units (1 kB = 1,000 bytes); no fraction digit for kB, up to one for MB, up to two above, trailing
/// zeros dropped, halves rounded to even; a unit is chosen when the count rounded in the unit below would reach
/// 1,000 (999,500 bytes is "1 MB"). Written here because the format styles live in Foundation proper, which
/// product modules do not import (ARCHITECTURE.md, "FoundationEssentials only").
enum ByteCountText {
    /// The largest count shown in each unit, bytes to TB, past which the next unit is used.
    private static let limits: [UInt64] = [999, 999_499, 999_949_999, 999_994_999_999, 999_994_999_999_999]
    private static let units = ["bytes", "kB", "MB", "GB", "TB", "PB"]

    /// `bytes` in words.
    static func string(_ bytes: Int) -> String {
        guard bytes != 0 else { return "Zero kB" }
        let sign = bytes < 0 ? "-" : ""
        let magnitude = UInt64(bytes.magnitude)
        let unit = limits.firstIndex { magnitude < $0 } ?? limits.count
        if unit == 0 { return "\(sign)\(magnitude) \(magnitude == 1 ? "byte" : "bytes")" }
        let fractionDigits = unit == 1 ? 0 : unit == 2 ? 1 : 2
        var scale: UInt64 = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        var divisor: UInt64 = 1
        for _ in 0..<unit { divisor *= 1_000 }
        divisor /= scale
        var scaled = magnitude / divisor
        let remainder = magnitude % divisor
        if remainder * 2 > divisor || (remainder * 2 == divisor && scaled % 2 == 1) { scaled += 1 }
        var text = String(scaled / scale)
        if fractionDigits > 0 {
            let digits = String(scaled % scale)
            var fraction = String(repeating: "0", count: max(0, fractionDigits - digits.count)) + digits
            while fraction.hasSuffix("0") { fraction.removeLast() }
            if !fraction.isEmpty { text += "." + fraction }
        }
        return "\(sign)\(text) \(units[unit])"
    }
}
