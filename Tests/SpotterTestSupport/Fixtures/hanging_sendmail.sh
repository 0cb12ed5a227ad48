#!/usr/bin/env bash
# A sendmail that reads the message, notes that it was called, and then hangs: a pass stuck
# between claim and send, for the killed-pass test. Usage: hanging_sendmail.sh MARKER_FILE
cat > /dev/null
# The marker holds this script's pid, so the test can end it after killing the pass.
echo $$ >> "$1"
exec sleep 300
