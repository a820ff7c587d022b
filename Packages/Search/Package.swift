// swift-tools-version: 6.0
import PackageDescription

/// Generic types' metadata fetched through their accessors, given the conformances the compiler knows, rather
/// than by mangled name: the runtime checks a mangled name's generic requirements by scanning every conformance
/// record of the static `feed` binary, several times in every command (ARCHITECTURE.md, "Metadata through
/// accessors"; the figures are in Benchmarks/README.md, "Figures behind the code's comments").
let metadataThroughAccessors: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

/// Search (the feature layer). Depends on Domain only.
let package = Package(
    name: "Search",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Search", targets: ["Search"])
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        .target(name: "Search", dependencies: ["Domain"], swiftSettings: metadataThroughAccessors),
        .testTarget(
            name: "SearchTests",
            dependencies: ["Search", "Domain", .product(name: "DomainTestSupport", package: "Domain")]
        ),
    ]
)
