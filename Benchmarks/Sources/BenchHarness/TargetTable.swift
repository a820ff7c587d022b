/// Renders whether `DI` meets each of its targets in one run.
public enum TargetTable {
    /// Renders one row per scenario that has a target: the target, `DI`'s median, and whether it is met.
    /// - Parameter results: the results of one run.
    /// - Returns: the Markdown table, one line per row, ending with a newline.
    public static func render(_ results: [BenchResult]) -> String {
        var lines = ["| scenario | target for DI | DI median | met |", "|---|---|---:|---|"]
        var seen: Set<String> = []
        for result in results where seen.insert(result.scenario.id).inserted {
            guard let target = result.scenario.target else { continue }
            let scenario = result.scenario
            guard let median = ResultTable.median(of: .di, in: scenario, results: results) else {
                let reason = results.first { $0.scenario == scenario && $0.library == .di }?.failure ?? "no DI case"
                lines.append("| \(scenario.title) | \(target.description) | – | not run: \(reason) |")
                continue
            }
            let verdict = verdict(target, median: median, scenario: scenario, results: results)
            let figure = ValueFormatter.format(median, metric: scenario.metric)
            lines.append("| \(scenario.title) | \(target.description) | \(figure) | \(verdict) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func verdict(
        _ target: BenchTarget,
        median: Double,
        scenario: BenchScenario,
        results: [BenchResult]
    ) -> String {
        switch target {
        case .atMostNanoseconds(let limit):
            return median <= limit ? "yes" : "no, \(ValueFormatter.ratio(median / limit)) the target"
        case .atMostBytes(let limit):
            // Below 0.05 B per operation the figure prints as the limit: allocator noise, not growth.
            return median < limit + 0.05 ? "yes" : "no, \(ValueFormatter.format(median - limit, metric: .bytes)) over"
        case .throughputVersusHandWired(let fraction):
            guard let floor = ResultTable.median(of: .handWired, in: scenario, results: results), median > 0 else {
                return "pending: no hand-wired figure"
            }
            let achieved = floor / median
            let text = "\(ValueFormatter.fixed(achieved, decimals: 2))× hand-wired"
            return achieved >= fraction ? "yes (\(text))" : "no (\(text))"
        }
    }
}
