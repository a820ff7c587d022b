// swift-tools-version: 6.2
import PackageDescription

/// On Linux the release `feed` links the Swift runtime and FoundationEssentials statically: with them as shared
/// libraries, the dynamic loader's symbol lookups were most of a start-up's CPU time. (Linking is the
/// executable's business, so the flags live here.) Neither Foundation proper, CoreFoundation nor ICU is linked:
/// every module of `feed` imports FoundationEssentials only (ARCHITECTURE.md, "FoundationEssentials only"). The
/// HTTP client calls libcurl through Networking's `CCurl`, which loads `libcurl.so.4` on the first request.
/// FoundationEssentials' static library does not name the two it needs, so they are named here.
let staticRuntime = ["-static-stdlib", "-l_FoundationCShims", "-l_FoundationCollections"]

/// Our library targets but DI's fetch generic metadata through accessors (ARCHITECTURE.md, "Metadata through
/// accessors"), as their own manifests say. A consumer who adds this repository by URL builds DI and DITesting
/// only, which carry no unsafe flag: the consumer chooses its own compiler flags.
let metadataThroughAccessors: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

/// One of our modules, declared here as its own package's manifest declares it: sources in `Packages/…` (or
/// `Apps/…`), the same dependencies and settings. `scripts/manifest-check` fails when the two disagree.
func module(
    _ name: String, in folder: String, dependencies: [Target.Dependency] = [],
    swiftSettings: [SwiftSetting]? = metadataThroughAccessors
) -> Target {
    .target(name: name, dependencies: dependencies, path: "\(folder)/Sources/\(name)", swiftSettings: swiftSettings)
}

/// This repository as a package, for two kinds of users.
///
/// Consumers add it by URL for the `DI` and `DITesting` products (Packages/DI/README.md, "Installation"): a package
/// fetched by URL may have no `.package(path:)` dependency, so the modules it needs are targets of this
/// manifest, whose paths point into `Packages/DI`. The rest of the repository is here for `swift run feed` and
/// the cross-package tests: the `feed` executable (a `main` that calls into FeedApp) and every module it is built
/// from, declared the same way. A consumer's build compiles DI's two modules only, but SwiftPM wants target
/// names unique across a graph, so a consumer cannot have a target named like one of these (ARCHITECTURE.md,
/// "One manifest for consumers and for the monorepo"). Each package keeps its own manifest, and its own tests.
///
/// The app sees infrastructure only through DIAssemblies; it never imports Networking or Persistence.
let package = Package(
    name: "FeedReader",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "DI", targets: ["DI"]),
        .library(name: "DITesting", targets: ["DITesting"]),
        .executable(name: "feed", targets: ["feed"]),
    ],
    targets: [
        // The libraries a consumer adds (Packages/DI).
        module("DI", in: "Packages/DI", dependencies: ["CDIThreadSlot"], swiftSettings: nil),
        .target(name: "CDIThreadSlot", path: "Packages/DI/Sources/CDIThreadSlot"),
        module("DITesting", in: "Packages/DI", dependencies: ["DI"], swiftSettings: nil),

        // The feed reader's modules, as their packages declare them.
        module("Domain", in: "Packages/Domain"),
        module("Search", in: "Packages/Search", dependencies: ["Domain"]),
        module("Networking", in: "Packages/Networking", dependencies: ["Domain", "CCurl"]),
        .target(
            name: "CCurl", path: "Packages/Networking/Sources/CCurl",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        module(
            "NetworkingTestSupport", in: "Packages/Networking", dependencies: ["Domain", "Networking"],
            swiftSettings: nil),
        module("TolerantXML", in: "Packages/Parsing"),
        module("FeedFormats", in: "Packages/Parsing", dependencies: ["Domain", "TolerantXML"]),
        .systemLibrary(
            name: "CSQLite", path: "Packages/Data/Sources/CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        module("Persistence", in: "Packages/Data", dependencies: ["Domain", "CSQLite", "Search"]),
        module("Presentation", in: "Packages/Presentation", dependencies: ["Domain"]),
        module(
            "DIAssemblies", in: "Packages/DIAssemblies",
            dependencies: ["Search", "DI", "Domain", "Networking", "Presentation", "FeedFormats", "Persistence"]
        ),
        module(
            "FeedApp", in: "Apps/FeedApp", dependencies: ["Search", "DIAssemblies", "DI", "Presentation", "Domain"]),

        // The executable and the root's own targets.
        .executableTarget(
            name: "feed",
            dependencies: ["FeedApp"],
            path: "Apps/feed",
            linkerSettings: [.unsafeFlags(staticRuntime, .when(platforms: [.linux], configuration: .release))]
        ),
        .testTarget(name: "ArchitectureTests", path: "Tests/ArchitectureTests"),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["NetworkingTestSupport", "Presentation"],
            path: "Tests/EndToEndTests"
        ),
    ]
)
