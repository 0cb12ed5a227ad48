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
swift build --build-tests 2>&1 | grep -v "^\[" || true
swift build
echo "== swift test"
swift test --skip-build "$@"
