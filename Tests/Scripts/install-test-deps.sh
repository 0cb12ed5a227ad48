#!/usr/bin/env bash
# Installs the real peers the tests talk to, once: dunst and Xvfb (a notification server with a
# display to draw on), libnotify-bin, msmtp (a sendmail-compatible client), curl (what sends ntfy
# pushes), faketime (a fixed clock), aiosmtpd (an SMTP server that prints what it receives),
# libpq-dev and postgresql-15 (the club database), icalendar (a real iCalendar parser for spotter
# export ics), zsh, fish and groff (the completions and the man page). Quiet when everything is
# already there.
set -euo pipefail

need=()
command -v dunst >/dev/null || need+=(dunst)
command -v Xvfb >/dev/null || need+=(xvfb)
command -v notify-send >/dev/null || need+=(libnotify-bin)
command -v msmtp >/dev/null || need+=(msmtp)
command -v curl >/dev/null || need+=(curl)
command -v tmux >/dev/null || need+=(tmux)
command -v faketime >/dev/null || need+=(faketime)
command -v dbus-daemon >/dev/null || need+=(dbus-daemon)
[ -x /lib/systemd/systemd ] && command -v systemd-run >/dev/null || need+=(systemd)
# The club database: libpq to build against, a PostgreSQL server the club tests start.
[ -f /usr/include/postgresql/libpq-fe.h ] || need+=(libpq-dev)
[ -x /usr/lib/postgresql/15/bin/initdb ] || need+=(postgresql-15)
# The completion scripts are checked by the shells they are for; the man page by groff.
command -v zsh >/dev/null || need+=(zsh)
command -v fish >/dev/null || need+=(fish)
command -v groff >/dev/null || need+=(groff-base)
if [ ${#need[@]} -gt 0 ]; then
    echo "installing: ${need[*]}"
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
if ! python3 -c "import aiosmtpd" 2>/dev/null; then
    echo "installing: aiosmtpd"
    python3 -m pip install -q aiosmtpd 2>/dev/null || python3 -m pip install -q --break-system-packages aiosmtpd
fi
# A real iCalendar parser for the tests of spotter export ics.
if ! python3 -c "import icalendar" 2>/dev/null; then
    echo "installing: icalendar"
    python3 -m pip install -q icalendar 2>/dev/null || python3 -m pip install -q --break-system-packages icalendar
fi
