// swift-tools-version: 6.0
import PackageDescription

/// The libFuzzer targets for every parser of untrusted input.
///
/// A separate package that nothing depends on; it is only ever built as a root package, so it may use
/// unsafe flags. Build and run it with `scripts/fuzz`, which passes `--sanitize=fuzzer` and
/// `-Xswiftc -sanitize=fuzzer,address` so every module, the parsers' included, is instrumented (see
/// README.md for why both). Each `fuzz-*` executable is one target: its single file defines
/// `LLVMFuzzerTestOneInput` and libFuzzer provides `main`, hence `-parse-as-library` and `-sanitize=fuzzer`
/// at link time. Without `--sanitize=fuzzer` SwiftPM expects a `<Target>_main` and the executables do not
/// link: build only the `FuzzPackageTests` product to run the harnesses' tests.
///
/// The harnesses are grouped by what they link (`NetworkingHarnesses`, `AppHarnesses`,
/// `PersistenceHarnesses`), so a package that is broken for a moment stops only its own targets:
/// `scripts/fuzz` builds each product on its own. `AppHarnesses` links the app's own package, `Apps/FeedApp`.
let fuzzerSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]
let fuzzerLinkerSettings: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer"])]

/// One fuzz executable: `fuzz-<name>` built from `Sources/<target>`.
func fuzzer(_ name: String, target: String, harnesses: Target.Dependency) -> (Product, Target) {
    (
        .executable(name: "fuzz-\(name)", targets: [target]),
        .executableTarget(
            name: target,
            dependencies: [harnesses],
            swiftSettings: fuzzerSwiftSettings,
            linkerSettings: fuzzerLinkerSettings
        )
    )
}

let fuzzers = [
    fuzzer("feed-formats", target: "FeedFormatsFuzzer", harnesses: "NetworkingHarnesses"),
    fuzzer("opml", target: "OPMLFuzzer", harnesses: "NetworkingHarnesses"),
    fuzzer("xml-reader", target: "XMLReaderFuzzer", harnesses: "NetworkingHarnesses"),
    fuzzer("http-response", target: "HTTPResponseFuzzer", harnesses: "NetworkingHarnesses"),
    fuzzer("cli-arguments", target: "CLIArgumentsFuzzer", harnesses: "AppHarnesses"),
    fuzzer("terminal-text", target: "TerminalTextFuzzer", harnesses: "AppHarnesses"),
    fuzzer("subscription-file", target: "SubscriptionFileFuzzer", harnesses: "PersistenceHarnesses"),
]

let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15)],
    products: fuzzers.map(\.0),
    dependencies: [
        .package(path: "../Packages/DI"),
        .package(path: "../Packages/Domain"),
        .package(path: "../Packages/Networking"),
        .package(path: "../Packages/Parsing"),
        .package(path: "../Packages/Data"),
        .package(path: "../Packages/Presentation"),
        .package(path: "../Apps/FeedApp"),
    ],
    targets: fuzzers.map(\.1) + [
        .target(name: "FuzzSupport"),
        .target(
            name: "NetworkingHarnesses",
            dependencies: [
                "FuzzSupport", "Domain",
                .product(name: "Networking", package: "Networking"),
                .product(name: "FeedFormats", package: "Parsing"),
                .product(name: "TolerantXML", package: "Parsing"),
            ]
        ),
        .target(
            name: "AppHarnesses",
            dependencies: [
                "FuzzSupport", .product(name: "FeedApp", package: "FeedApp"), .product(name: "DI", package: "DI"),
                .product(name: "Presentation", package: "Presentation"),
            ]
        ),
        .target(
            name: "PersistenceHarnesses",
            dependencies: ["FuzzSupport", "Domain", .product(name: "Persistence", package: "Data")]
        ),
        .testTarget(name: "NetworkingHarnessesTests", dependencies: ["NetworkingHarnesses", "FuzzSupport", "Domain"]),
        .testTarget(name: "AppHarnessesTests", dependencies: ["AppHarnesses", "FuzzSupport"]),
        .testTarget(name: "PersistenceHarnessesTests", dependencies: ["PersistenceHarnesses", "FuzzSupport"]),
    ]
)
