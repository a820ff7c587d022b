// swift-tools-version: 6.0
import PackageDescription

/// Generic types' metadata fetched through their accessors, given the conformances the compiler knows, rather
/// than by mangled name: the runtime checks a mangled name's generic requirements by scanning every conformance
/// record of the static `feed` binary, several times in every command (ARCHITECTURE.md, "Metadata through
/// accessors"; the figures are in Benchmarks/README.md, "Figures behind the code's comments").
let metadataThroughAccessors: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

/// The Data layer: feed, image and subscription stores and the local loaders.
///
/// The module is named `Persistence`, not `Data`: a module named `Data` cannot be used as a
/// qualifier because `Data.X` resolves to `Foundation.Data`.
let package = Package(
    name: "Data",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Persistence", targets: ["Persistence"]),
        // The store contracts as parameterised test behaviours, for any team writing a store.
        .library(name: "PersistenceContracts", targets: ["PersistenceContracts"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        // Search's port, which the full-text index implements: adapters depend inward on the ports they
        // implement, as on Domain's.
        .package(path: "../Search"),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(
            name: "Persistence", dependencies: ["Domain", "CSQLite", "Search"], swiftSettings: metadataThroughAccessors),
        .target(
            name: "PersistenceContracts",
            dependencies: ["Domain", "Persistence", "Search", .product(name: "DomainTestSupport", package: "Domain")]),
        // A small command-line tool the multi-process tests start as a child process: it writes or
        // reads one cache for a few seconds. Not a product; nothing ships it.
        .executableTarget(
            name: "PersistenceStoreProbe",
            dependencies: ["Domain", "Persistence"],
            path: "Tests/PersistenceStoreProbe"
        ),
        .testTarget(
            name: "PersistenceTests",
            dependencies: [
                "Domain", "Persistence", "PersistenceContracts", "PersistenceStoreProbe", "Search",
                .product(name: "DomainTestSupport", package: "Domain"),
            ],
            exclude: ["Fixtures"]
        ),
    ]
)
