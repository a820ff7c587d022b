/// The executable's command-line options.
///
/// `di-bench [--filter IDS] [--library IDS] [--rounds N] [--sample-ms MS] [--memory-iterations N]`
/// runs the benchmark and prints the tables; `--iterations N` instead prepares each selected case and runs its
/// operation exactly N times without timing (for `valgrind --tool=callgrind`); `--list` prints the scenarios.
public struct CommandLineOptions: Equatable {
    /// Scenario identifiers to run; empty means all.
    public var scenarioIDs: [String] = []
    /// Libraries to run; empty means all.
    public var libraries: [BenchLibrary] = []
    /// Rounds, sample length and memory sample size.
    public var configuration = HarnessConfiguration()
    /// When set, run each selected case exactly this many times, untimed, and print nothing else.
    public var fixedIterations: Int?
    /// Print the scenario identifiers and stop.
    public var listOnly = false

    /// Parses arguments (without the executable's name).
    /// - Parameter arguments: for example `["--filter", "singleton,graph", "--rounds", "5"]`.
    /// - Throws: ``BenchSetupError`` naming the option that is unknown, lacks a value, or has a bad value.
    public init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            switch option {
            case "--list":
                listOnly = true
            case "--filter":
                scenarioIDs = try Self.list(Self.value(after: option, in: &remaining))
            case "--library":
                libraries = try Self.list(Self.value(after: option, in: &remaining)).map(Self.library)
            case "--rounds":
                configuration.rounds = try Self.positive(Self.value(after: option, in: &remaining), option)
            case "--sample-ms":
                configuration.sampleNanoseconds =
                    Double(try Self.positive(Self.value(after: option, in: &remaining), option)) * 1_000_000
            case "--memory-iterations":
                configuration.memoryIterations = try Self.positive(Self.value(after: option, in: &remaining), option)
            case "--iterations":
                fixedIterations = try Self.positive(Self.value(after: option, in: &remaining), option)
            default:
                throw BenchSetupError(
                    "Unknown option '\(option)'. Try --filter, --library, --rounds, --sample-ms, "
                        + "--memory-iterations, --iterations or --list."
                )
            }
        }
    }

    private static func value(after option: String, in remaining: inout ArraySlice<String>) throws -> String {
        guard let value = remaining.popFirst() else {
            throw BenchSetupError("Option \(option) needs a value.")
        }
        return value
    }

    private static func list(_ value: String) -> [String] {
        value.split(separator: ",").map { String($0) }
    }

    private static func positive(_ value: String, _ option: String) throws -> Int {
        guard let number = Int(value), number > 0 else {
            throw BenchSetupError("Option \(option) needs a positive whole number, got '\(value)'.")
        }
        return number
    }

    private static func library(_ id: String) throws -> BenchLibrary {
        guard let library = BenchLibrary(rawValue: id) else {
            let known = BenchLibrary.allCases.map(\.rawValue).joined(separator: ", ")
            throw BenchSetupError("Unknown library '\(id)' in --library. Known: \(known).")
        }
        return library
    }
}
