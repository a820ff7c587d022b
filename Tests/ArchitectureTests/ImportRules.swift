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
    static let testFrameworks: Set<String> = ["XCTest", "Testing", "DITesting", "NetworkingTestSupport"]

    /// The modules the app (its library and its executable) may import.
    static let app: Set<String> = ["FeedApp", "DIAssemblies", "DI", "Presentation", "Domain"]

    /// The allowed imports of each target, besides ``toolchain``.
    static let allowed: [String: Set<String>] = [
        // Packages/Domain
        "Domain": [],
        "DomainTests": testFrameworks.union(["Domain"]),
        // Packages/DI
        "DI": [],
        "DITesting": ["DI", "XCTest", "Testing"],
        "DITests": testFrameworks.union(["DI"]),
        "DIExamplesTests": testFrameworks.union(["DI"]),
        "DITestingTests": testFrameworks.union(["DI"]),
        // Packages/Networking
        "Networking": ["Domain"],
        "TolerantXML": [],
        "FeedFormats": ["Domain", "Networking", "TolerantXML"],
        "NetworkingTestSupport": ["Domain", "Networking"],
        "NetworkingTests": testFrameworks.union(["Domain", "Networking"]),
        "FeedFormatsTests": testFrameworks.union(["Domain", "Networking", "FeedFormats"]),
        "TolerantXMLTests": testFrameworks.union(["TolerantXML"]),
        // Packages/Data
        "Persistence": ["Domain", "CSQLite"],
        "PersistenceTests": testFrameworks.union(["Domain", "Persistence", "CSQLite"]),
        "PersistenceStoreProbe": ["Domain", "Persistence"],
        // Packages/Presentation
        "Presentation": ["Domain"],
        "PresentationTests": testFrameworks.union(["Domain", "Presentation"]),
        // Packages/DIAssemblies
        "DIAssemblies": ["DI", "Domain", "Networking", "FeedFormats", "Persistence", "Presentation"],
        "DIAssembliesTests": testFrameworks.union([
            "DIAssemblies", "DI", "Domain", "Networking", "FeedFormats", "Persistence", "Presentation",
        ]),
        // The root package: the app and the cross-package tests
        "FeedApp": ["DIAssemblies", "DI", "Presentation", "Domain"],
        "feed": app,
        "ArchitectureTests": testFrameworks,
        "FeedAppTests": app.union(testFrameworks),
        "EndToEndTests": app.union(testFrameworks),
    ]
}
