/// Renders results as a Markdown table: scenario, library, min, median, max, ratio to DI.
public enum ResultTable {
    /// Renders one row per result, in the order given.
    ///
    /// The ratio is the row's median over `DI`'s median in the same scenario (so `DI` reads `1.00×` and a
    /// library ten times slower `10.00×`); it is `–` when `DI` has no figure there or its figure is zero.
    /// - Parameter results: the results of one run.
    /// - Returns: the Markdown table, one line per row, ending with a newline.
    public static func render(_ results: [BenchResult]) -> String {
        var lines = [
            "| scenario | library | min | median | max | ratio to DI |",
            "|---|---|---:|---:|---:|---:|",
        ]
        for result in results {
            let name = "\(result.scenario.title) | \(result.library.displayName)"
            guard let summary = result.summary else {
                lines.append("| \(name) | – | \(result.failure.map { "not run: \($0)" } ?? "not run") | – | – |")
                continue
            }
            let metric = result.scenario.metric
            let figures = [summary.min, summary.median, summary.max].map { ValueFormatter.format($0, metric: metric) }
            let ratio = ratioToDI(summary.median, in: result.scenario, results: results)
            lines.append("| \(name) | \(figures.joined(separator: " | ")) | \(ratio) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The median of `library` in `scenario`, if it ran.
    /// - Parameters:
    ///   - library: the library.
    ///   - scenario: the scenario.
    ///   - results: the results of one run.
    /// - Returns: the median, or `nil` when that case did not run.
    public static func median(of library: BenchLibrary, in scenario: BenchScenario, results: [BenchResult]) -> Double? {
        results.first { $0.scenario == scenario && $0.library == library }?.summary?.median
    }

    private static func ratioToDI(_ median: Double, in scenario: BenchScenario, results: [BenchResult]) -> String {
        guard let reference = Self.median(of: .di, in: scenario, results: results), abs(reference) >= 0.05 else {
            return "–"
        }
        return ValueFormatter.ratio(median / reference)
    }
}
