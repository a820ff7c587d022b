// swift-tools-version: 6.0
import PackageDescription

/// Generic types' metadata fetched through their accessors, given the conformances the compiler knows, rather
/// than by mangled name: the runtime checks a mangled name's generic requirements by scanning every conformance
/// record of the static `feed` binary, several times in every command (ARCHITECTURE.md, "Metadata through
/// accessors"; the figures are in Benchmarks/README.md, "Figures behind the code's comments").
let metadataThroughAccessors: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

/// The composition: one assembly per layer, the composition types and the app container builders.
let package = Package(
    name: "DIAssemblies",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DIAssemblies", targets: ["DIAssemblies"])
    ],
    dependencies: [
        .package(path: "../Search"),
        .package(path: "../DI"),
        .package(path: "../Domain"),
        .package(path: "../Networking"),
        .package(path: "../Parsing"),
        .package(path: "../Data"),
        .package(path: "../Presentation"),
    ],
    targets: [
        .target(
            name: "DIAssemblies",
            dependencies: [
                .product(name: "Search", package: "Search"),
                "DI", "Domain", "Networking", "Presentation",
                .product(name: "FeedFormats", package: "Parsing"),
                .product(name: "Persistence", package: "Data"),
            ],
            swiftSettings: metadataThroughAccessors
        ),
        .testTarget(
            name: "DIAssembliesTests",
            dependencies: [
                .product(name: "Search", package: "Search"),
                "DIAssemblies", "DI", "Domain", "Networking", "Presentation",
                .product(name: "DITesting", package: "DI"),
                .product(name: "DomainTestSupport", package: "Domain"),
                .product(name: "NetworkingTestSupport", package: "Networking"),
                .product(name: "FeedFormats", package: "Parsing"),
                .product(name: "Persistence", package: "Data"),
            ]
        ),
    ]
)
