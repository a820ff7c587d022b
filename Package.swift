// swift-tools-version: 6.0
import PackageDescription

/// On Linux the release `feed` links the Swift runtime and Foundation statically: with them as shared
/// libraries, the dynamic loader's symbol lookups were most of a start-up's CPU time. (Linking is the
/// executable's business, so the flags live here; SwiftPM accepts unsafe flags from the root and from local
/// packages, never from a package fetched by URL, which is why `DI` carries none.) FoundationNetworking is
/// not linked: the HTTP client calls libcurl through Networking's `CCurl`, which loads `libcurl.so.4` on the
/// first request.
let staticRuntime = [
    "-static-stdlib", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections",
]

/// The `feed` executable (a `main` that calls into the FeedApp package) and the cross-package tests.
///
/// The app sees infrastructure only through DIAssemblies; it never imports Networking or Persistence.
let package = Package(
    name: "FeedReader",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "feed", targets: ["feed"])
    ],
    dependencies: [
        .package(path: "Apps/FeedApp"),
        .package(path: "Packages/Networking"),
        .package(path: "Packages/Presentation"),
    ],
    targets: [
        .executableTarget(
            name: "feed",
            dependencies: [
                .product(name: "FeedApp", package: "FeedApp")
            ],
            path: "Apps/feed",
            linkerSettings: [.unsafeFlags(staticRuntime, .when(platforms: [.linux], configuration: .release))]
        ),
        .testTarget(name: "ArchitectureTests", path: "Tests/ArchitectureTests"),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                .product(name: "NetworkingTestSupport", package: "Networking"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            path: "Tests/EndToEndTests"
        ),
    ]
)
