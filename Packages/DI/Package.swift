// swift-tools-version: 6.0
import PackageDescription

/// The dependency-injection container. Depends on nothing but the toolchain.
let package = Package(
    name: "DI",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DI", targets: ["DI"])
    ],
    targets: [
        .target(name: "DI"),
        .testTarget(name: "DITests", dependencies: ["DI"]),
        .testTarget(name: "DIExamplesTests", dependencies: ["DI"]),
    ]
)
