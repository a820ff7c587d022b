// swift-tools-version: 6.0
import PackageDescription

/// One harness, built against several copies of `DI` in turn (the one given by `DI_PATH`, default this
/// repository's), so that two versions of the container are timed by the same code, interleaved, in one run.
///
/// Run by `scripts/bench-di-side-by-side`, which builds it once per copy, each in its own scratch folder.
let package = Package(
    name: "DISideBySide",
    platforms: [.macOS(.v15)],
    products: [.executable(name: "di-side-by-side", targets: ["SideBySide"])],
    dependencies: [.package(path: Context.environment["DI_PATH"] ?? "../../Packages/DI")],
    targets: [
        .target(name: "SideBySideSink"),
        .executableTarget(
            name: "SideBySide", dependencies: ["SideBySideSink", .product(name: "DI", package: "DI")]),
    ]
)
