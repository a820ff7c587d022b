#!/usr/bin/env bash
# Specifies scripts/manifest-check on a small fixture: a root that declares, as its own targets, the modules of
# two local packages. It passes when the two agree, and fails, naming the module, for each way they can drift.
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$HERE/checks.sh"
CHECK="$HERE/../manifest-check"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/Packages/Core/Sources/Core" "$WORK/Packages/Core/Sources/CoreExtras" "$WORK/Packages/App/Sources/App"
touch "$WORK/Packages/Core/Sources/Core/Core.swift" "$WORK/Packages/Core/Sources/CoreExtras/Extras.swift" \
    "$WORK/Packages/App/Sources/App/App.swift"
cat >"$WORK/Packages/Core/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
    name: "Core", platforms: [.macOS(.v15)],
    products: [.library(name: "Core", targets: ["Core"]), .library(name: "CoreExtras", targets: ["CoreExtras"])],
    targets: [
        .target(name: "Core", swiftSettings: [.define("CORE")]),
        .target(name: "CoreExtras", dependencies: ["Core"]),
    ]
)
MANIFEST
cat >"$WORK/Packages/App/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
    name: "App", platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../Core")],
    targets: [.target(name: "App", dependencies: [.product(name: "CoreExtras", package: "Core")])]
)
MANIFEST

# root ROOT_TARGETS: writes the fixture's root manifest with these targets.
root() {
    cat >"$WORK/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription
let package = Package(name: "Fixture", platforms: [.macOS(.v15)], targets: [$1])
MANIFEST
}
# outcome: runs the check on the fixture and prints its exit status and what it said was a mismatch.
outcome() {
    local out status
    out=$("$CHECK" "$WORK" 2>&1)
    status=$?
    echo "$status $(grep -o '^mismatch: [^:]*' <<<"$out" | head -n 1)"
}
agreeing='.target(name: "Core", path: "Packages/Core/Sources/Core", swiftSettings: [.define("CORE")]),
    .target(name: "CoreExtras", dependencies: ["Core"], path: "Packages/Core/Sources/CoreExtras"),
    .target(name: "App", dependencies: ["CoreExtras"], path: "Packages/App/Sources/App")'

root "$agreeing"
check "the root and the packages agree (a product counts as the target it holds)" "0 " "$(outcome)"

root "${agreeing/.define(\"CORE\")/.define(\"OTHER\")}"
check "a setting that differs is a mismatch" "1 mismatch: the root and Packages/Core/Package.swift describe Core differently" \
    "$(outcome)"

root "${agreeing/dependencies: \[\"CoreExtras\"\], /}"
check "a dependency the root lacks is a mismatch" "1 mismatch: the root and Packages/App/Package.swift describe App differently" \
    "$(outcome)"

root "${agreeing/Sources\/CoreExtras\"/Sources/Core\"}"
check "a path into another module of the package is a mismatch" \
    "1 mismatch: the root and Packages/Core/Package.swift describe CoreExtras differently" "$(outcome)"

root "${agreeing/name: \"App\"/name: \"AppRenamed\"}"
check "a root target that its package does not declare is a mismatch" \
    "1 mismatch: the root's target AppRenamed (at Packages/App/Sources/App) is not a target of Packages/App/Package.swift" \
    "$(outcome)"

finish
