// swift-tools-version: 6.0
import PackageDescription

/// Generic types' metadata fetched through their accessors, given the conformances the compiler knows, rather
/// than by mangled name: the runtime checks a mangled name's generic requirements by scanning every conformance
/// record of the static `feed` binary, several times in every command (ARCHITECTURE.md, "Metadata through
/// accessors"; the figures are in Benchmarks/README.md, "Figures behind the code's comments").
let metadataThroughAccessors: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

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
        .target(name: "Domain", swiftSettings: metadataThroughAccessors),
        .target(name: "DomainTestSupport", dependencies: ["Domain"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    ]
)
