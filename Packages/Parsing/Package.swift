// swift-tools-version: 6.0
import PackageDescription

/// Generic types' metadata fetched through their accessors, given the conformances the compiler knows, rather
/// than by mangled name: the runtime checks a mangled name's generic requirements by scanning every conformance
/// record of the static `feed` binary, several times in every command (ARCHITECTURE.md, "Metadata through
/// accessors"; the figures are in Benchmarks/README.md, "Figures behind the code's comments").
let metadataThroughAccessors: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

/// The feed-format adapters (FeedFormats), which implement the Domain's `FeedMapper`, and the XML reader they
/// use (TolerantXML). Depends on Domain only: nothing about parsing needs the network.
let package = Package(
    name: "Parsing",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FeedFormats", targets: ["FeedFormats"]),
        .library(name: "TolerantXML", targets: ["TolerantXML"]),
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        .target(name: "TolerantXML", swiftSettings: metadataThroughAccessors),
        .target(name: "FeedFormats", dependencies: ["Domain", "TolerantXML"], swiftSettings: metadataThroughAccessors),
        .testTarget(name: "FeedFormatsTests", dependencies: ["Domain", "FeedFormats"]),
        .testTarget(name: "TolerantXMLTests", dependencies: ["TolerantXML"]),
    ]
)
