// swift-tools-version: 6.0
import PackageDescription

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
        .target(name: "Search", dependencies: ["Domain"]),
        .testTarget(
            name: "SearchTests",
            dependencies: ["Search", "Domain", .product(name: "DomainTestSupport", package: "Domain")]
        ),
    ]
)
