#!/usr/bin/env bash
# A sendmail that reads the message, notes that it was called, and then hangs: a pass stuck
# between claim and send, for the killed-pass test. Usage: hanging_sendmail.sh MARKER_FILE
cat > /dev/null
echo started >> "$1"
sleep 300
