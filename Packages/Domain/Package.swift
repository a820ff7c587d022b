// swift-tools-version: 6.0
import PackageDescription

/// The feed reader's core: entities, ports, shared errors and use cases. Depends on nothing.
let package = Package(
    name: "Domain",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Domain", targets: ["Domain"])
    ],
    targets: [
        .target(name: "Domain"),
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    ]
)
