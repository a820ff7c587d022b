// swift-tools-version: 6.2
import PackageDescription

/// The dependency-injection container. Depends on nothing but the toolchain.
///
/// `CDIThreadSlot` is a C header and its one variable: the calling thread's reader slot cached in a `_Thread_local`
/// variable, which Swift cannot declare (Docs/Internals.md, "Reclamation").
///
/// `DITesting` is the small test-support library: `assertValid` for XCTest and Swift Testing, and the
/// `.containerScoped` trait that gives each Swift Testing test its own current container.
///
/// The platform floors are what `Synchronization` (`Atomic`, `Mutex`) needs; tools 6.2 because `NameTag` refines
/// `SendableMetatype`, which older compilers do not know. The repository's root manifest declares the same
/// targets for consumers who add the repository by URL (`scripts/manifest-check` holds the two in step).
let package = Package(
    name: "DI",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "DI", targets: ["DI"]),
        .library(name: "DITesting", targets: ["DITesting"]),
    ],
    targets: [
        .target(name: "DI", dependencies: ["CDIThreadSlot"]),
        .target(name: "CDIThreadSlot"),
        .target(name: "DITesting", dependencies: ["DI"]),
        .testTarget(name: "DITests", dependencies: ["DI"]),
        .testTarget(name: "DIExamplesTests", dependencies: ["DI"]),
        .testTarget(name: "DITestingTests", dependencies: ["DI", "DITesting"]),
    ]
)
