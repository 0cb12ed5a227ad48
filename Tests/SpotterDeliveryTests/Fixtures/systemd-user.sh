#!/usr/bin/env bash
# Starts a real `systemd --user` for tests on a machine whose PID 1 is not systemd: as root, in a
# private mount namespace with a tmpfs at /run/systemd (so the host is untouched), with its own
# XDG_RUNTIME_DIR. Clients (systemd-run --user, systemctl --user) reach it through
# $XDG_RUNTIME_DIR/systemd/private, which lives in /tmp and needs no namespace.
#
#   eval "$(bash systemd-user.sh start /tmp/sd)"    # prints XDG_RUNTIME_DIR=…
#   systemd-run --user --on-calendar=@EPOCH --timer-property=AccuracySec=1s CMD…
#   bash systemd-user.sh stop /tmp/sd
set -euo pipefail
cmd=${1:?usage: systemd-user.sh start|stop DIR}
dir=${2:?usage: systemd-user.sh start|stop DIR}

if [ "$cmd" = stop ]; then
    [ -f "$dir/systemd.pid" ] && kill "$(cat "$dir/systemd.pid")" 2>/dev/null || true
    rm -f "$dir/systemd.pid"
    exit 0
fi
[ "$cmd" = start ] || { echo "unknown command $cmd" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "needs root (unshare --mount)" >&2; exit 3; }
[ -x /lib/systemd/systemd ] || { echo "missing /lib/systemd/systemd" >&2; exit 3; }
mkdir -p "$dir/runtime"
chmod 700 "$dir/runtime"
runtime=$(cd "$dir/runtime" && pwd)

# The manager refuses to start unless /run/systemd/system exists: give it one of its own.
unshare --mount --propagation private bash -c '
    mount -t tmpfs tmpfs /run/systemd && mkdir -p /run/systemd/system
    export XDG_RUNTIME_DIR="$1"
    exec /lib/systemd/systemd --user
' _ "$runtime" </dev/null >"$dir/systemd.log" 2>&1 &
echo $! >"$dir/systemd.pid"
for _ in $(seq 200); do [ -S "$runtime/systemd/private" ] && break; sleep 0.05; done
[ -S "$runtime/systemd/private" ] || { echo "systemd --user did not start; see $dir/systemd.log" >&2; exit 1; }
echo "XDG_RUNTIME_DIR='$runtime'"
