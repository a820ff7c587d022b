// swift-tools-version: 6.0
import PackageDescription

/// The feed cache's benchmark: times a first save of a feed's items into a fresh `SQLiteFeedStore` (rows and search
/// index), in release. `scripts/bench-store` builds it twice, on this tree and on another commit's
/// (`STORE_BENCH_TREE`, the root of that tree), and runs the two interleaved.
let tree = Context.environment["STORE_BENCH_TREE"] ?? "../.."

let package = Package(
    name: "StoreBench",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "\(tree)/Packages/Data"),
        .package(path: "\(tree)/Packages/Domain"),
    ],
    targets: [
        .executableTarget(
            name: "StoreBench",
            dependencies: [
                .product(name: "Persistence", package: "Data"),
                .product(name: "Domain", package: "Domain"),
            ]
        )
    ]
)
