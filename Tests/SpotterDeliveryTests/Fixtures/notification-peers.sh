#!/usr/bin/env bash
# Starts a real notification server for tests, isolated from the machine: a private D-Bus
# session bus (no service directories, so nothing is auto-activated), an Xvfb display, and dunst
# on both. Prints shell assignments the caller evaluates; `stop DIR` tears everything down.
#
#   eval "$(bash notification-peers.sh start /tmp/peers)"   # DBUS_SESSION_BUS_ADDRESS, DISPLAY, …
#   echo "Next set" > /tmp/peers/choice; dunstctl context      # presses the "Next set" button
#   bash notification-peers.sh stop /tmp/peers
set -euo pipefail

cmd=${1:?usage: notification-peers.sh start|stop DIR}
dir=${2:?usage: notification-peers.sh start|stop DIR}

stop() {
    for name in dunst xvfb bus; do
        if [ -f "$dir/$name.pid" ]; then
            kill "$(cat "$dir/$name.pid")" 2>/dev/null || true
            rm -f "$dir/$name.pid"
        fi
    done
}

if [ "$cmd" = stop ]; then stop; exit 0; fi
[ "$cmd" = start ] || { echo "unknown command $cmd" >&2; exit 2; }
for tool in dbus-daemon Xvfb dunst dunstctl gdbus; do
    command -v "$tool" >/dev/null || { echo "missing $tool: run Tests/Scripts/install-test-deps.sh" >&2; exit 3; }
done
mkdir -p "$dir"

# A session bus with EXTERNAL auth, everything allowed, and deliberately no
# <standard_session_servicedirs/>: dunst's activation file would otherwise start a second dunst
# with no display, which dies.
cat >"$dir/bus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
CONF

# dunst hands a notification's actions to this "dmenu", one per line ("#Next set (Rest over)
# [3,next]"); it keeps a copy in menu.txt and picks the first line that contains both the label
# pattern in $dir/choice and the "[id," in $dir/choice-id (empty: any notification), which is how
# a test presses a button.
cat >"$dir/dmenu.sh" <<SH
#!/bin/sh
want=\$(cat "$dir/choice" 2>/dev/null)
want_id=\$(cat "$dir/choice-id" 2>/dev/null)
tee "$dir/menu.txt" | grep -F -- "\$want" | grep -F -m1 -- "\$want_id"
SH
# dunst runs this for every notification it shows (replacements too): one line per notification
# with what the server understood: id, app, urgency, category, summary, body.
cat >"$dir/record.sh" <<SH
#!/bin/sh
printf '%s\\t%s\\t%s\\t%s\\t%s\\t%s\\n' "\$DUNST_ID" "\$DUNST_APP_NAME" "\$DUNST_URGENCY" "\$DUNST_CATEGORY" "\$DUNST_SUMMARY" "\$DUNST_BODY" >>"$dir/received.tsv"
SH
chmod +x "$dir/dmenu.sh" "$dir/record.sh"

cat >"$dir/dunstrc" <<RC
[global]
    dmenu = $dir/dmenu.sh
    show_indicators = no
[urgency_low]
    timeout = 0
[urgency_normal]
    timeout = 0
[urgency_critical]
    timeout = 0
[record]
    summary = "*"
    script = $dir/record.sh
RC

# The bus prints its address and pid when ready.
dbus-daemon --config-file="$dir/bus.conf" --fork --print-address=3 --print-pid=4 3>"$dir/address" 4>"$dir/bus.pid" </dev/null >"$dir/bus.log" 2>&1
address=$(head -n1 "$dir/address")

# Xvfb picks a free display itself and writes its number when it accepts connections.
exec 5>"$dir/display"
Xvfb -displayfd 5 -nolisten tcp -screen 0 640x480x24 </dev/null >"$dir/xvfb.log" 2>&1 &
echo $! >"$dir/xvfb.pid"
exec 5>&-
for _ in $(seq 100); do [ -s "$dir/display" ] && break; sleep 0.05; done
display=":$(head -n1 "$dir/display")"

DBUS_SESSION_BUS_ADDRESS="$address" DISPLAY="$display" dunst -config "$dir/dunstrc" </dev/null >"$dir/dunst.log" 2>&1 &
echo $! >"$dir/dunst.pid"
if ! DBUS_SESSION_BUS_ADDRESS="$address" gdbus wait --session --timeout 10 org.freedesktop.Notifications; then
    echo "dunst did not appear on the bus; see $dir/dunst.log" >&2
    stop
    exit 1
fi
echo "DBUS_SESSION_BUS_ADDRESS='$address'"
echo "DISPLAY='$display'"
