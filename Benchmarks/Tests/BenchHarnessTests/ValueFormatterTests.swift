import BenchHarness
import Testing

@Suite("ValueFormatter")
struct ValueFormatterTests {
    @Test("nanoseconds keep more decimals the smaller they are")
    func format_scalesDecimalsToMagnitude() {
        #expect(ValueFormatter.format(2.345, metric: .nanoseconds) == "2.35 ns")
        #expect(ValueFormatter.format(820.44, metric: .nanoseconds) == "820.4 ns")
        #expect(ValueFormatter.format(8_312.4, metric: .nanoseconds) == "8,312 ns")
    }

    @Test("a millisecond or more prints in milliseconds")
    func format_deliversMillisecondsFromOneMillisecond() {
        #expect(ValueFormatter.format(2_305_000, metric: .nanoseconds) == "2.305 ms")
    }

    @Test("bytes keep one decimal, and a negative growth keeps its sign")
    func format_deliversBytesWithOneDecimal() {
        #expect(ValueFormatter.format(96, metric: .bytes) == "96.0 B")
        #expect(ValueFormatter.format(-0.25, metric: .bytes) == "-0.3 B")
    }

    @Test("ratios keep two decimals below 100 and none above")
    func ratio_dropsDecimalsFromOneHundred() {
        #expect(ValueFormatter.ratio(41.204) == "41.20×")
        #expect(ValueFormatter.ratio(1_234.5) == "1,235×")
    }
}
