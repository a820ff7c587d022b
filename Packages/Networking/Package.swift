// swift-tools-version: 6.0
import PackageDescription

/// Generic types' metadata fetched through their accessors, given the conformances the compiler knows, rather
/// than by mangled name: the runtime checks a mangled name's generic requirements by scanning every conformance
/// record of the static `feed` binary, several times in every command (ARCHITECTURE.md, "Metadata through
/// accessors"; the figures are in Benchmarks/README.md, "Figures behind the code's comments").
let metadataThroughAccessors: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

/// HTTP and file clients and the remote loaders (Networking), libcurl's C API as the HTTP client calls it
/// (CCurl), and a loopback HTTP server for tests, plain or behind TLS (NetworkingTestSupport). The feed formats
/// are the Parsing package's.
let package = Package(
    name: "Networking",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "NetworkingTestSupport", targets: ["NetworkingTestSupport"]),
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        .target(name: "Networking", dependencies: ["Domain", "CCurl"], swiftSettings: metadataThroughAccessors),
        // Declared by hand and loaded with dlopen on first use: the build needs neither curl.h nor -lcurl.
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "NetworkingTestSupport", dependencies: ["Domain", "Networking"]),
        .testTarget(name: "NetworkingTests", dependencies: ["Domain", "Networking", "NetworkingTestSupport"]),
    ]
)
