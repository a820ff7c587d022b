import BenchHarness
import Testing

@Suite("Summary")
struct SummaryTests {
    @Test("summarizing no samples gives nothing")
    func summary_deliversNilOnNoSamples() {
        #expect(Summary(samples: []) == nil)
    }

    @Test("the median of an odd count is the middle sample")
    func summary_deliversMiddleSampleOnOddCount() {
        let summary = Summary(samples: [9, 1, 5])

        #expect(summary?.min == 1)
        #expect(summary?.median == 5)
        #expect(summary?.max == 9)
    }

    @Test("the median of an even count is the mean of the two middle samples")
    func summary_deliversMeanOfMiddleSamplesOnEvenCount() {
        let summary = Summary(samples: [4, 1, 2, 10])

        #expect(summary?.median == 3)
    }
}
