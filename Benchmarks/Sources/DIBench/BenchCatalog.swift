import BenchHarness

/// Every library's cases, ordered by scenario then library, and filtered by the command line.
///
/// Adding a library's scenarios is a change to one file: its `...Cases.all()` list.
enum BenchCatalog {
    static func cases(matching options: CommandLineOptions) -> [BenchCase] {
        let all = DICases.all() + SwinjectCases.all() + DependenciesCases.all() + HandWiredCases.all()
        let scenarioOrder = Dictionary(uniqueKeysWithValues: Scenarios.all.enumerated().map { ($1.id, $0) })
        let libraryOrder = Dictionary(uniqueKeysWithValues: BenchLibrary.allCases.enumerated().map { ($1, $0) })
        return
            all
            .filter { options.scenarioIDs.isEmpty || options.scenarioIDs.contains($0.scenario.id) }
            .filter { options.libraries.isEmpty || options.libraries.contains($0.library) }
            .sorted {
                let left = (scenarioOrder[$0.scenario.id] ?? .max, libraryOrder[$0.library] ?? .max)
                let right = (scenarioOrder[$1.scenario.id] ?? .max, libraryOrder[$1.library] ?? .max)
                return left < right
            }
    }
}
