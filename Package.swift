// swift-tools-version: 6.0
import PackageDescription

/// The `feed` executable (a `main` that calls into the FeedApp package) and the cross-package tests.
///
/// The app sees infrastructure only through DIAssemblies; it never imports Networking or Persistence.
let package = Package(
    name: "FeedReader",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "feed", targets: ["feed"])
    ],
    dependencies: [
        .package(path: "Apps/FeedApp"),
        .package(path: "Packages/Networking"),
        .package(path: "Packages/Presentation"),
    ],
    targets: [
        .executableTarget(
            name: "feed", dependencies: [.product(name: "FeedApp", package: "FeedApp")], path: "Apps/feed"),
        .testTarget(name: "ArchitectureTests", path: "Tests/ArchitectureTests"),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                .product(name: "NetworkingTestSupport", package: "Networking"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            path: "Tests/EndToEndTests"
        ),
    ]
)
