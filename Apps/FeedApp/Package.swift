// swift-tools-version: 6.0
import PackageDescription

/// Generic types' metadata fetched through their accessors, given the conformances the compiler knows, rather
/// than by mangled name: the runtime checks a mangled name's generic requirements by scanning every conformance
/// record of the static `feed` binary, several times in every command (ARCHITECTURE.md, "Metadata through
/// accessors"; the figures are in Benchmarks/README.md, "Figures behind the code's comments").
let metadataThroughAccessors: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

/// The `feed` program as a library: its commands, their composition and their output.
///
/// A package of its own so the root's `feed` executable and the fuzz harnesses both depend on it. It
/// sees infrastructure only through DIAssemblies; it never imports Networking or Persistence.
let package = Package(
    name: "FeedApp",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FeedApp", targets: ["FeedApp"])
    ],
    dependencies: [
        .package(path: "../../Packages/Search"),
        .package(path: "../../Packages/DI"),
        .package(path: "../../Packages/Domain"),
        .package(path: "../../Packages/Presentation"),
        .package(path: "../../Packages/DIAssemblies"),
    ],
    targets: [
        .target(
            name: "FeedApp",
            dependencies: [
                .product(name: "Search", package: "Search"),
                .product(name: "DIAssemblies", package: "DIAssemblies"), .product(name: "DI", package: "DI"),
                .product(name: "Presentation", package: "Presentation"), .product(name: "Domain", package: "Domain"),
            ],
            swiftSettings: metadataThroughAccessors
        ),
        .testTarget(
            name: "FeedAppTests",
            dependencies: [
                .product(name: "Search", package: "Search"),
                "FeedApp", .product(name: "DI", package: "DI"),
                .product(name: "DIAssemblies", package: "DIAssemblies"),
                .product(name: "Presentation", package: "Presentation"), .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTestSupport", package: "Domain"),
            ]
        ),
    ]
)
