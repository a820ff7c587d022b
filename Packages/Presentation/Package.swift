// swift-tools-version: 6.0
import PackageDescription

/// Presenters, view models and the wording of every message a person reads. Depends on Domain only.
let package = Package(
    name: "Presentation",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Presentation", targets: ["Presentation"])
    ],
    dependencies: [
        .package(path: "../Domain")
    ],
    targets: [
        .target(name: "Presentation", dependencies: ["Domain"]),
        .testTarget(
            name: "PresentationTests",
            dependencies: ["Domain", "Presentation", .product(name: "DomainTestSupport", package: "Domain")]
        ),
    ]
)
