// swift-tools-version: 6.0
import PackageDescription

/// HTTP and file clients, remote loaders (Networking), the feed-format adapters (FeedFormats) and the XML
/// reader they use (TolerantXML).
let package = Package(
    name: "Networking",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "FeedFormats", targets: ["FeedFormats"]),
        .library(name: "TolerantXML", targets: ["TolerantXML"]),
        .library(name: "NetworkingTestSupport", targets: ["NetworkingTestSupport"]),
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        .target(name: "Networking", dependencies: ["Domain"]),
        .target(name: "TolerantXML"),
        .target(name: "FeedFormats", dependencies: ["Domain", "Networking", "TolerantXML"]),
        .target(name: "NetworkingTestSupport", dependencies: ["Domain", "Networking"]),
        .testTarget(name: "NetworkingTests", dependencies: ["Domain", "Networking", "NetworkingTestSupport"]),
        .testTarget(name: "FeedFormatsTests", dependencies: ["Domain", "Networking", "FeedFormats"]),
        .testTarget(name: "TolerantXMLTests", dependencies: ["TolerantXML"]),
    ]
)
