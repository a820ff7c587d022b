// swift-tools-version: 6.0
import PackageDescription

/// The dependency-injection container. Depends on nothing but the toolchain.
///
/// `DITesting` is the small test-support library: `assertValid` for XCTest and Swift Testing, and the
/// `.containerScoped` trait that gives each Swift Testing test its own current container.
let package = Package(
    name: "DI",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DI", targets: ["DI"]),
        .library(name: "DITesting", targets: ["DITesting"]),
    ],
    targets: [
        .target(name: "DI"),
        .target(name: "DITesting", dependencies: ["DI"]),
        .testTarget(name: "DITests", dependencies: ["DI"]),
        .testTarget(name: "DIExamplesTests", dependencies: ["DI"]),
        .testTarget(name: "DITestingTests", dependencies: ["DI", "DITesting"]),
    ]
)
