#!/usr/bin/env bash
# Runs every Spotter test on a fresh machine of this kind: installs what the tests need
# (a real notification server, an X server for it, an SMTP client and server), builds, tests.
#
#   bash Tests/Scripts/run-tests.sh            # everything
#   bash Tests/Scripts/run-tests.sh --filter SpotterCoreTests   # extra arguments go to `swift test`
set -euo pipefail
cd "$(dirname "$0")/../.."

bash Tests/Scripts/install-test-deps.sh

export SWIFT_BACKTRACE=interactive=no
echo "== swift format lint (the checked-in .swift-format; any finding fails)"
swift format lint --strict --recursive --parallel Sources Tests Package.swift
echo "== swift build (tests, then the spotter binary the end-to-end tests run), warnings are errors"
swift build --build-tests -Xswiftc -warnings-as-errors
swift build -Xswiftc -warnings-as-errors
echo "== footprint.sh's C launcher compiles (the script builds it when it runs)"
"$(command -v clang || command -v cc)" -fsyntax-only -Wall -Werror Tests/Scripts/spawn-usage.c
echo "== the release build the README installs (a test runs it against PostgreSQL)"
swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie --product spotter
export SPOTTER_RELEASE_BIN="$PWD/.build/release/spotter"
echo "== swift test"
# Every test is Swift Testing (the club's moved last): XCTest would only report "Executed 0 tests".
swift test --skip-build --disable-xctest "$@"
