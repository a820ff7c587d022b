// swift-tools-version: 6.0
import PackageDescription

/// HTTP and file clients, remote loaders (Networking) and the feed-format adapters (FeedFormats).
let package = Package(
    name: "Networking",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "FeedFormats", targets: ["FeedFormats"]),
        .library(name: "NetworkingTestSupport", targets: ["NetworkingTestSupport"]),
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        .target(name: "Networking", dependencies: ["Domain"]),
        .target(name: "FeedFormats", dependencies: ["Domain", "Networking"]),
        .target(name: "NetworkingTestSupport", dependencies: ["Domain", "Networking"]),
        .testTarget(name: "NetworkingTests", dependencies: ["Domain", "Networking", "NetworkingTestSupport"]),
        .testTarget(name: "FeedFormatsTests", dependencies: ["Domain", "Networking", "FeedFormats"]),
    ]
)
