#!/usr/bin/env bash
# Specifies scripts/affected-packages over a throwaway git repository laid out like ours: a few manifests
# whose `.package(path:)` lines make the graph, then one change at a time.
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SUT="$HERE/../affected-packages"
source "$HERE/checks.sh"

REPO="$(mktemp -d)"
trap 'rm -rf "$REPO"' EXIT
cd "$REPO"

manifest() { # manifest FOLDER [DEPENDENCY_PATH...]
    mkdir -p "$1"
    {
        echo '// swift-tools-version: 6.0'
        echo 'let package = Package(name: "x", dependencies: ['
        for path in "${@:2}"; do echo "    .package(path: \"$path\"),"; done
        echo '])'
    } >"$1/Package.swift"
}
manifest Packages/Domain
manifest Packages/DI
manifest Packages/Networking ../Domain
manifest Packages/Presentation ../Domain
echo '// .package(path: "../DI") is only a comment' >>Packages/Presentation/Package.swift
manifest Packages/DIAssemblies ../DI ../Domain ../Networking ../Presentation
manifest Apps/FeedApp ../../Packages/DIAssemblies ../../Packages/Presentation
manifest Fuzz ../Apps/FeedApp
manifest Benchmarks ../Packages/DI
manifest Benchmarks/FeedBench ../../Packages/Domain
manifest . Apps/FeedApp
mkdir -p Packages/Domain/Sources/Domain Packages/Presentation/Sources/Presentation Tests/ArchitectureTests scripts
for file in Packages/Domain/Sources/Domain/Feed.swift Packages/Presentation/Sources/Presentation/Presenter.swift \
    Tests/ArchitectureTests/Rules.swift scripts/test scripts/new-package scripts/generate-wide-scalars README.md; do
    echo "// v1" >"$file"
done
git init -q -b main . && git add -A && git -c user.name=t -c user.email=t@t commit -qm base

# The packages the script says to run (sorted, on one line), after changing FILES since main.
runs_after_changing() {
    git checkout -q -- . && git clean -qfd
    for file in "$@"; do echo "// v2" >>"$file"; done
    "$SUT" main | sed -n 's/^run \([^:]*\):.*/\1/p' | sort | tr '\n' ' '
}

check "a Domain change runs every package that depends on Domain, and the root" \
    "DIAssemblies Domain FeedApp FeedBench Fuzz Networking Presentation root " \
    "$(runs_after_changing Packages/Domain/Sources/Domain/Feed.swift)"
check "a Presentation change runs Presentation, what depends on it and the root" \
    "DIAssemblies FeedApp Fuzz Presentation root " \
    "$(runs_after_changing Packages/Presentation/Sources/Presentation/Presenter.swift)"
check "a commented-out .package(path:) line is no dependency" \
    "Benchmarks DI DIAssemblies FeedApp Fuzz root " "$(runs_after_changing Packages/DI/Package.swift)"
check "a file of a package inside another package's folder is the inner package's" "FeedBench " \
    "$(runs_after_changing Benchmarks/FeedBench/Package.swift)"
check "a change to the cross-package tests runs the root only" "root " \
    "$(runs_after_changing Tests/ArchitectureTests/Rules.swift)"
check "a documentation change runs nothing" "" "$(runs_after_changing README.md)"
check "a change to scripts/test runs everything" \
    "Benchmarks DI DIAssemblies Domain FeedApp FeedBench Fuzz Networking Presentation root scripts " \
    "$(runs_after_changing scripts/test)"
check "a change to another script runs the scripts' tests only" "scripts " \
    "$(runs_after_changing scripts/new-package)"
check "a table generator's change runs the package it writes into" "DIAssemblies FeedApp Fuzz Presentation root " \
    "$(runs_after_changing scripts/generate-wide-scalars)"

git checkout -q -- . && git clean -qfd
git mv Packages/Presentation/Sources/Presentation/Presenter.swift Packages/DI/Presenter.swift
check "a moved file changes the package it left and the one it joined" \
    "Benchmarks DI DIAssemblies FeedApp Fuzz Presentation root " \
    "$("$SUT" main | sed -n 's/^run \([^:]*\):.*/\1/p' | sort | tr '\n' ' ')"
git reset -q --hard

git checkout -q -- . && git clean -qfd
mkdir -p Packages/Networking/Sources/Networking && echo "// new" >Packages/Networking/Sources/Networking/New.swift
check "an untracked file counts as a change" "DIAssemblies FeedApp Fuzz Networking root " \
    "$("$SUT" main | sed -n 's/^run \([^:]*\):.*/\1/p' | sort | tr '\n' ' ')"

output=$("$SUT" main)
check "a skipped package says why" \
    "skip Presentation: nothing changed in it or in what it depends on (Domain)" \
    "$(grep '^skip Presentation' <<<"$output")"
check "a package reached through others names the chain" \
    "run FeedApp: depends on DIAssemblies, which depends on Networking (changed: Packages/Networking/Sources/Networking/New.swift)" \
    "$(grep '^run FeedApp' <<<"$output")"
check "packages are listed leaves first" "Networking DIAssemblies FeedApp Fuzz root " \
    "$(sed -n 's/^run \([^:]*\):.*/\1/p' <<<"$output" | tr '\n' ' ')"

# By default the change is measured from where the branch left main, not against main's newer commits.
git checkout -q -- . && git clean -qfd
git checkout -q -b feature
echo "// feature" >>Packages/Presentation/Sources/Presentation/Presenter.swift
git -c user.name=t -c user.email=t@t commit -qam feature
git checkout -q main
echo "// main moved on" >>Packages/Domain/Sources/Domain/Feed.swift
git -c user.name=t -c user.email=t@t commit -qam main
git checkout -q feature
check "without BASE, main's own later changes are not this branch's" "DIAssemblies FeedApp Fuzz Presentation root " \
    "$("$SUT" | sed -n 's/^run \([^:]*\):.*/\1/p' | sort | tr '\n' ' ')"

"$SUT" no-such-branch >/dev/null 2>&1
check "an unknown BASE is an error" 2 $?

finish
