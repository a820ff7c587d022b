// swift-tools-version: 6.0
import PackageDescription

/// The feed-parsing benchmark: times TolerantXML (and the mappers on top of it) in process, in release,
/// on generated feeds; `scripts/bench-feed` runs it interleaved with a C program that drives libxml2's
/// SAX parser with empty callbacks on the same bytes (`Floor/libxml2-sax-floor.c`), the floor.
let package = Package(
    name: "FeedBench",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../Packages/Parsing"),
        .package(path: "../../Packages/Domain"),
    ],
    targets: [
        .executableTarget(
            name: "FeedBench",
            dependencies: [
                .product(name: "TolerantXML", package: "Parsing"),
                .product(name: "FeedFormats", package: "Parsing"),
                .product(name: "Domain", package: "Domain"),
            ]
        )
    ]
)
