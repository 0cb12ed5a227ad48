#!/usr/bin/env bash
# A sendmail that exits with a chosen status after reading the message (75 = try again later).
# Usage: exit_sendmail.sh STATUS
cat > /dev/null
exit "$1"
