#!/usr/bin/env bash
# An SMTP server on loopback that stores every message it receives in a Maildir, for mail tests.
# Usage: smtp_server.sh PORT MAILDIR    (aiosmtpd from PyPI; installed by Tests/Scripts/install-test-deps.sh)
set -euo pipefail
exec python3 -m aiosmtpd -n -l "127.0.0.1:$1" -c aiosmtpd.handlers.Mailbox "$2"
