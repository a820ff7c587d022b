/// The dependency rule, written as the modules each target may import.
///
/// Every target of the repository must be listed: a new target fails the architecture test until its
/// allow-list is written here, so the rule is decided, not inherited by accident.
enum ImportRules {
    /// What every target may import: the toolchain's libraries.
    static let toolchain: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch",
        "Synchronization", "Glibc", "Musl", "Darwin",
    ]

    /// What test targets may import besides their own package's modules.
    static let testFrameworks: Set<String> = [
        "XCTest", "Testing", "DITesting", "DomainTestSupport", "NetworkingTestSupport", "PersistenceContracts",
    ]

    /// The modules the app (its library and its executable) may import.
    static let app: Set<String> = ["Search", "FeedApp", "DIAssemblies", "DI", "Presentation", "Domain"]

    /// The modules the composition (DIAssemblies) may import: DI and every layer.
    static let composition: Set<String> = [
        "Search", "DI", "Domain", "Networking", "FeedFormats", "Persistence", "Presentation",
    ]

    /// The allowed imports of each target, besides ``toolchain``.
    static let allowed: [String: Set<String>] = [
        // Packages/Domain
        "Domain": [],
        "DomainTestSupport": ["Domain"],
        "DomainTests": testFrameworks.union(["Domain"]),
        // Packages/DI
        "DI": ["CDIThreadSlot"],
        "CDIThreadSlot": [],
        "DITesting": ["DI", "XCTest", "Testing"],
        "DITests": testFrameworks.union(["DI"]),
        "DIExamplesTests": testFrameworks.union(["DI"]),
        "DITestingTests": testFrameworks.union(["DI"]),
        // Packages/Parsing (an adapter that depends on Domain alone)
        "TolerantXML": [],
        "FeedFormats": ["Domain", "TolerantXML"],
        "FeedFormatsTests": testFrameworks.union(["Domain", "FeedFormats"]),
        "TolerantXMLTests": testFrameworks.union(["TolerantXML"]),
        // Packages/Networking
        "Networking": ["Domain", "CCurl"],
        "CCurl": [],
        "NetworkingTestSupport": ["Domain", "Networking"],
        "NetworkingTests": testFrameworks.union(["Domain", "Networking"]),
        // Packages/Data
        "Persistence": ["Domain", "CSQLite", "Search"],
        "PersistenceTests": testFrameworks.union(["Domain", "Persistence", "CSQLite", "Search"]),
        "PersistenceStoreProbe": ["Domain", "Persistence"],
        "PersistenceContracts": ["Domain", "DomainTestSupport", "Persistence", "Search", "Testing"],
        // Packages/Presentation
        "Presentation": ["Domain"],
        "PresentationTests": testFrameworks.union(["Domain", "Presentation"]),
        // Packages/Search (feature)
        "Search": ["Domain"],
        "SearchTests": testFrameworks.union(["Search", "Domain"]),
        // Packages/DIAssemblies
        "DIAssemblies": composition,
        "DIAssembliesTests": testFrameworks.union(composition).union(["DIAssemblies"]),
        // Apps/FeedApp
        "FeedApp": app.subtracting(["FeedApp"]),
        "FeedAppTests": app.union(testFrameworks),
        // The root package: the executable and the cross-package tests
        "feed": app,
        "ArchitectureTests": testFrameworks,
        "EndToEndTests": app.union(testFrameworks),
        // Fuzz: each harness library links the layer it exercises, as its tests do; the fuzzers only their harness
        "FuzzSupport": [],
        "NetworkingHarnesses": ["FuzzSupport", "Domain", "Networking", "FeedFormats", "TolerantXML"],
        "AppHarnesses": ["FuzzSupport", "FeedApp", "DI", "Presentation"],
        "PersistenceHarnesses": ["FuzzSupport", "Domain", "Persistence"],
        "FeedFormatsFuzzer": ["NetworkingHarnesses"],
        "OPMLFuzzer": ["NetworkingHarnesses"],
        "XMLReaderFuzzer": ["NetworkingHarnesses"],
        "HTTPResponseFuzzer": ["NetworkingHarnesses"],
        "CLIArgumentsFuzzer": ["AppHarnesses"],
        "TerminalTextFuzzer": ["AppHarnesses"],
        "SubscriptionFileFuzzer": ["PersistenceHarnesses"],
        "NetworkingHarnessesTests": testFrameworks.union(["NetworkingHarnesses", "FuzzSupport", "Domain"]),
        "AppHarnessesTests": testFrameworks.union(["AppHarnesses", "FuzzSupport"]),
        "PersistenceHarnessesTests": testFrameworks.union(["PersistenceHarnesses", "FuzzSupport"]),
        // Benchmarks: the only place third-party packages (Swinject, Factory's Dependencies) may appear
        "BenchHarness": ["CMallocInfo"],
        "DIBench": ["BenchHarness", "DI", "Swinject", "Dependencies"],
        "BenchHarnessTests": testFrameworks.union(["BenchHarness"]),
        // Benchmarks/DISideBySide: one harness built against several versions of DI
        "SideBySide": ["SideBySideSink", "DI"],
        "SideBySideSink": [],
        // Benchmarks/FeedBench: the XML reader and the mappers it times (no third-party package)
        "FeedBench": ["TolerantXML", "FeedFormats", "Domain"],
    ]
}
