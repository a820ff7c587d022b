#!/usr/bin/env bash
# Specifies scripts/new-package: runs it for each layer in a temporary copy of the working tree, then checks
# the wiring (the architecture scan, the manifests as SwiftPM reads them, the lint) and builds and tests
# the one new package it made there. Nothing else is built.
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$HERE/checks.sh"
ROOT="$(cd "$HERE/../.." && pwd)"

WORK="$(mktemp -d)" # the copy in repo/, the scaffold's outputs, the scan and the builds beside it
trap 'rm -rf "$WORK"' EXIT
COPY="$WORK/repo"
mkdir "$COPY"
git -C "$ROOT" ls-files -z --cached --others --exclude-standard |
    tar -C "$ROOT" --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -C "$COPY" -xf -
cd "$COPY"
git init -q . && git add -A && git -c user.name=t -c user.email=t@t commit -qm copy

scaffold() { # scaffold NAME LAYER: runs the scaffold, keeps its output in $WORK/out-NAME, echoes its exit code
    scripts/new-package "$1" --layer "$2" >"$WORK/out-$1" 2>&1
    echo $?
}
check "a feature package is made" 0 "$(scaffold Probe feature)"
check "a domain package is made" 0 "$(scaffold Lexicon domain)"
check "an adapter package is made" 0 "$(scaffold Courier adapter)"
check "a presentation package is made" 0 "$(scaffold Gallery presentation)"

# --- The package itself -------------------------------------------------------------------------
for file in Package.swift Sources/Probe/Probe.swift Tests/ProbeTests/ProbeTests.swift README.md; do
    check_that "the package has $file" test -f "Packages/Probe/$file"
done
check "its tools version is Domain's" "$(head -n 1 Packages/Domain/Package.swift)" \
    "$(head -n 1 Packages/Probe/Package.swift)"
check "its platforms are Domain's" "$(grep -m 1 platforms: Packages/Domain/Package.swift)" \
    "$(grep -m 1 platforms: Packages/Probe/Package.swift)"
check "the scaffold says what is left, for a feature how it reaches the CLI" 2 \
    "$(grep -c -e '^Left to decide' -e 'CommandList' "$WORK/out-Probe")"

# --- The wiring ---------------------------------------------------------------------------------
check "scripts/test runs the packages after Presentation and before DIAssemblies" 1 \
    "$(grep -c '^PACKAGES=(.* Packages/Presentation Packages/Probe Packages/Lexicon Packages/Courier Packages/Gallery Packages/DIAssemblies' scripts/test)"

cat >"$WORK/main.swift" <<'SWIFT'
import Foundation

// Arguments: the repository, then the targets whose scan result and allow-list to print.
let root = URL(fileURLWithPath: CommandLine.arguments[1])
let targets = Set(CommandLine.arguments.dropFirst(2))
let (imports, unlisted) = try ImportScanner(root: root, rules: ImportRules.allowed).violations()
print("violations: \(imports.filter { targets.contains($0.target) }), unlisted: \(unlisted.map(\.name).filter(targets.contains))")
for module in CommandLine.arguments.dropFirst(2) {
    print("\(module): \(ImportRules.allowed[module].map { $0.sorted().joined(separator: " ") } ?? "none")")
}
SWIFT
swiftc -swift-version 6 Tests/ArchitectureTests/ImportRules.swift Tests/ArchitectureTests/ImportScanner.swift \
    "$WORK/main.swift" -o "$WORK/scan"
# Only the new targets and those whose allow-lists changed: the root's ArchitectureTests judge the rest.
rules=$("$WORK/scan" . Probe ProbeTests Lexicon DIAssemblies FeedApp LexiconTests Courier CourierTests Gallery \
    GalleryTests DIAssembliesTests FeedAppTests feed EndToEndTests)
check "the architecture scan passes and lists every new target" "violations: [], unlisted: []" "$(sed -n 1p <<<"$rules")"
check "each package may import Domain only" "Probe: Domain" "$(sed -n 2p <<<"$rules")"
check "its tests may import it, Domain and the test frameworks" 1 "$(sed -n 3p <<<"$rules" | grep -c ' Probe ')"
check "a domain package may import Domain only" "Lexicon: Domain" "$(sed -n 4p <<<"$rules")"
check "DIAssemblies may import adapters, presentation and features, not a domain package" "Courier Gallery Probe" \
    "$(sed -n 5p <<<"$rules" | tr ' ' '\n' | grep -x -e Probe -e Lexicon -e Courier -e Gallery | sort | tr '\n' ' ' | xargs)"
check "the app may import presentation and features, never an adapter" "Gallery Probe" \
    "$(sed -n 6p <<<"$rules" | tr ' ' '\n' | grep -x -e Probe -e Lexicon -e Courier -e Gallery | sort | tr '\n' ' ' | xargs)"

# Which new packages a manifest depends on (as SwiftPM reads it), and how many of its targets use Probe.
depends_on() {
    swift package dump-package --package-path "$1" --scratch-path "$WORK/manifests" | tr -d ' \n' |
        grep -o '"path":"[^"]*/Packages/\(Probe\|Lexicon\|Courier\|Gallery\)"' | sed 's|.*/||; s|"||' | sort | xargs
}
products_of_probe() {
    swift package dump-package --package-path "$1" --scratch-path "$WORK/manifests" | tr -d ' \n' |
        grep -o '"product":\["Probe","Probe"' | wc -l
}
check "DIAssemblies' manifest depends on the composed packages" "Courier Gallery Probe" \
    "$(depends_on Packages/DIAssemblies)"
check "DIAssemblies and its tests link the feature" 2 "$(products_of_probe Packages/DIAssemblies)"
check "FeedApp's manifest depends on presentation and features" "Gallery Probe" "$(depends_on Apps/FeedApp)"
check "FeedApp and its tests link the feature" 2 "$(products_of_probe Apps/FeedApp)"
check_that "the root declares the composed packages as targets of its own, as their manifests do" \
    scripts/manifest-check .
check "the root's targets include the three composed packages" 3 \
    "$(grep -c -E '^ *module\("(Probe|Courier|Gallery)", in: "Packages/' Package.swift)"
check_that "the touched files pass the strict lint" swift format lint --strict --recursive Packages/Probe \
    Packages/Lexicon Packages/DIAssemblies/Package.swift Apps/FeedApp/Package.swift Tests/ArchitectureTests \
    Package.swift

# --- Refusals -----------------------------------------------------------------------------------
before=$(git status --porcelain | md5sum)
check "a taken name is refused" 1 "$(scaffold Probe adapter)"
check "a refused name changes nothing" "$before" "$(git status --porcelain | md5sum)"
scripts/new-package Thing --layer kernel >/dev/null 2>&1
check "an unknown layer is a usage error" 2 $?
scripts/new-package thing --layer domain >/dev/null 2>&1
check "a name that is no type name is refused" 2 $?

# --- It builds and its test passes --------------------------------------------------------------
swift build --package-path Packages/Probe --scratch-path "$WORK/build" --build-tests \
    -Xswiftc -warnings-as-errors >"$WORK/build-log" 2>&1
status=$?
[ $status -eq 0 ] || tail -n 40 "$WORK/build-log"
check "the new package builds with warnings as errors" 0 $status
swift test --package-path Packages/Probe --scratch-path "$WORK/build" --skip-build >"$WORK/test-log" 2>&1
status=$?
[ $status -eq 0 ] || tail -n 40 "$WORK/test-log"
check "its test run passes" 0 $status
check "its one test is skipped until someone writes it" 1 \
    "$(grep -c 'Test "the first specification of Probe" skipped: "write the first specification of Probe"' "$WORK/test-log")"

git add -A && git -c user.name=t -c user.email=t@t commit -qm scaffolded
echo "// changed" >>Packages/Probe/Sources/Probe/Probe.swift
check "scripts/test --affected sees the new package in the graph" \
    "run DIAssemblies: depends on Probe (changed: Packages/Probe/Sources/Probe/Probe.swift)" \
    "$(scripts/affected-packages HEAD | grep '^run DIAssemblies')"

sed -i 's/^PACKAGES=(/FOLDERS=(/' scripts/test
check "a file it cannot edit fails the scaffold" 1 "$(scaffold Extra domain)"
check "and says what to do by hand" 1 "$(grep -c '^NOT WIRED: scripts/test: add Packages/Extra' "$WORK/out-Extra")"

finish
