// swift-tools-version: 6.0
import PackageDescription

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
            ]
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
