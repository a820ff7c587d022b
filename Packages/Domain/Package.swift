// swift-tools-version: 6.0
import PackageDescription

/// The feed reader's core: entities, ports and shared errors. Depends on nothing.
///
/// `DomainTestSupport` holds the test doubles of the Domain's ports (a fixed clock, a logger spy, loader
/// spies and stubs, `anyURL`), so every package's tests share one set instead of writing their own.
let package = Package(
    name: "Domain",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "DomainTestSupport", targets: ["DomainTestSupport"]),
    ],
    targets: [
        .target(name: "Domain"),
        .target(name: "DomainTestSupport", dependencies: ["Domain"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    ]
)
