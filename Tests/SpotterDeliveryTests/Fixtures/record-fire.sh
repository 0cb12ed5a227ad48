#!/bin/sh
# Stands in for `spotter` under a systemd timer: records when it ran and with what arguments.
echo "$(date +%s.%N) $*" >>"$SPOTTER_HOME/fired.log"
