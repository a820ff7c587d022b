// swift-tools-version: 6.0
import PackageDescription

/// The `feed` app (a thin composition root under Apps/) and the cross-package tests under Tests/.
///
/// The app sees infrastructure only through DIAssemblies; it never imports Networking or Persistence.
let package = Package(
    name: "FeedReader",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "feed", targets: ["feed"])
    ],
    dependencies: [
        .package(path: "Packages/DI"),
        .package(path: "Packages/Domain"),
        .package(path: "Packages/Presentation"),
        .package(path: "Packages/DIAssemblies"),
        .package(path: "Packages/Networking"),
    ],
    targets: [
        .target(
            name: "FeedApp",
            dependencies: ["DIAssemblies", "DI", "Presentation", "Domain"],
            path: "Apps/FeedApp"
        ),
        .executableTarget(name: "feed", dependencies: ["FeedApp"], path: "Apps/feed"),
        .testTarget(name: "ArchitectureTests", path: "Tests/ArchitectureTests"),
        .testTarget(
            name: "FeedAppTests",
            dependencies: [
                "FeedApp", "DI", "DIAssemblies", "Presentation", "Domain",
                .product(name: "DomainTestSupport", package: "Domain"),
            ],
            path: "Tests/FeedAppTests"
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [.product(name: "NetworkingTestSupport", package: "Networking")],
            path: "Tests/EndToEndTests"
        ),
    ]
)
