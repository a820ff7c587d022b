// swift-tools-version: 6.0
import PackageDescription

/// The side-by-side performance benchmark of our `DI` container against Swinject, swift-dependencies and
/// hand-wired code.
///
/// A separate package that nothing depends on. Build only the executable product, in release:
/// `swift build -c release --package-path Benchmarks --product di-bench` (or run `scripts/bench`).
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "di-bench", targets: ["DIBench"])
    ],
    dependencies: [
        .package(path: "../Packages/DI"),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1"),
    ],
    targets: [
        .target(name: "CMallocInfo"),
        .target(name: "BenchHarness", dependencies: ["CMallocInfo"]),
        .executableTarget(
            name: "DIBench",
            dependencies: [
                "BenchHarness",
                .product(name: "DI", package: "DI"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ]
        ),
        .testTarget(name: "BenchHarnessTests", dependencies: ["BenchHarness"]),
    ]
)
