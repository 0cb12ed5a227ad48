#!/usr/bin/env bash
# Spotter's process footprint beside a C tool's, measured in the same run (issue 15).
#
#   bash Tests/Scripts/footprint.sh            # release build, 3 runs of 60 s each, 20 calls each
#   bash Tests/Scripts/footprint.sh --quick    # 3 runs of 10 s, 5 calls: a minute or so
#   bash Tests/Scripts/footprint.sh --no-build # use the binary already in .build/release (or $SPOTTER_BIN)
#
# It builds `swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie --product spotter` (what the README's
# install line installs), installs tty-clock where missing (apt-get), then measures:
#   - the rest screen: Spotter with the rest timer on screen and tty-clock -s, each alone in its own
#     tmux server at 80×24, for the duration (median of the runs): CPU % of one core (scheduler run
#     time of every thread, /proc/PID/task/*/schedstat), wake-ups a second (voluntary context
#     switches of every thread; preemptions by other busy processes are not wake-ups; both over the
#     threads alive at the start and the end of the run), bytes a second
#     written to the terminal, peak memory (VmHWM), and the first frame (from fork to the first byte
#     on a fresh 80×24 pty, median of 5 starts);
#   - per call (median of the calls, taken in rounds of one call of each, measured with wait4 by
#     spawn-usage.c, built here with the C compiler that comes with Swift): `spotter status`,
#     `status --format json`, `plan`, `log`, `--version` (Spotter's floor) and a C program that
#     prints a line (the machine's): CPU time, wall time, peak memory;
#   - `spotter agent run` sitting resident: resident memory and wake-ups while nothing is due.
# It prints Markdown tables (Spotter's row, tty-clock's, and the ratios) to paste into the README.
set -euo pipefail
cd "$(dirname "$0")/../.."

duration=60 runs=3 calls=20 agent_seconds=20 build=1
for arg in "$@"; do
    case "$arg" in
    --quick) duration=10 calls=5 agent_seconds=5 ;;
    --no-build) build=0 ;;
    -h | --help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "footprint.sh: unknown argument $arg (expected --quick or --no-build)" >&2; exit 2 ;;
    esac
done

if [ "$build" = 1 ]; then
    echo "building: swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie --product spotter" >&2
    swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie --product spotter >&2
fi
bin=${SPOTTER_BIN:-$PWD/.build/release/spotter}
[ -x "$bin" ] || { echo "footprint.sh: no $bin (build it, or set SPOTTER_BIN)" >&2; exit 1; }
if ! command -v tty-clock > /dev/null; then
    echo "installing tty-clock" >&2
    if [ "$(id -u)" = 0 ]; then apt-get install -y tty-clock >&2; else sudo apt-get install -y tty-clock >&2; fi
fi
for tool in tmux python3 awk; do
    command -v "$tool" > /dev/null || { echo "footprint.sh: needs $tool" >&2; exit 1; }
done

work=$(mktemp -d)
servers=()
agent_pid=
cleanup() {
    for s in "${servers[@]}"; do tmux -L "$s" kill-server 2> /dev/null || true; done
    [ -n "$agent_pid" ] && kill "$agent_pid" 2> /dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

spawn="$work/spawn-usage"
compiler=$(command -v clang || command -v cc) || { echo "footprint.sh: needs a C compiler (clang or cc)" >&2; exit 1; }
"$compiler" -O2 -o "$spawn" Tests/Scripts/spawn-usage.c
# The machine's floor for a call: a C program that prints a line, started the same way.
floor="$work/prints-a-line"
printf '#include <stdio.h>\nint main(void) { puts("0"); return 0; }\n' > "$floor.c"
"$compiler" -O2 -o "$floor" "$floor.c"

spotter_env() {
    echo "SPOTTER_HOME=$1 SPOTTER_SCHEDULER=agent TERM=tmux-256color LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no"
}

# threads PID: "TID run-time-ns voluntary-switches" for each thread of PID now.
threads() {
    local task
    for task in /proc/"$1"/task/*; do
        echo "${task##*/} $(cut -d' ' -f1 "$task/schedstat" 2> /dev/null)" \
            "$(awk '/^voluntary_ctxt_switches/ {print $2}' "$task/status" 2> /dev/null)"
    done
}
# grown BEFORE AFTER: the run time (ns) and voluntary switches added by the threads in both files.
# A thread that ends between them (a worker the runtime lets go when idle) takes its counts with
# it, and a sum over all the threads would then go down: a negative CPU figure.
grown() {
    awk 'NR == FNR {if (NF == 3) {c[$1] = $2; s[$1] = $3}; next}
        NF == 3 && ($1 in c) {dc += $2 - c[$1]; ds += $3 - s[$1]} END {printf "%d %d\n", dc, ds}' "$1" "$2"
}

# measure NAME RUN COMMAND: one run of COMMAND alone in a tmux server at 80×24; appends
# "cpu% wakeups/s bytes/s peakKB firstframe_ms" to $work/NAME.
measure() {
    local name=$1 run=$2 command=$3 dir="$work/$1-$2"
    local sock="footprint-$$-$name-$run"
    mkdir -p "$dir"
    servers+=("$sock")
    t() { tmux -L "$sock" "$@"; }
    t -f /dev/null new-session -d -x 80 -y 24 "exec $command"
    t pipe-pane -o "exec cat > $dir/tty.out"
    if [ "$name" = spotter ]; then to_rest_screen t; else sleep 1.5; fi
    local pid
    pid=$(t list-panes -F '#{pane_pid}')
    local cpu sw b0 b1
    threads "$pid" > "$dir/threads.0"; b0=$(stat -c %s "$dir/tty.out")
    sleep "$duration"
    threads "$pid" > "$dir/threads.1"; b1=$(stat -c %s "$dir/tty.out")
    read -r cpu sw <<< "$(grown "$dir/threads.0" "$dir/threads.1")"
    local hwm
    hwm=$(awk '/^VmHWM/ {print $2}' /proc/"$pid"/status)
    t kill-server 2> /dev/null || true
    local first_us
    first_us=$(first_frame_us "$command")
    awk -v d="$duration" -v c="$cpu" -v s="$sw" -v b0="$b0" -v b1="$b1" \
        -v hwm="$hwm" -v first="$first_us" 'BEGIN {
        printf "%.4f %.3f %.1f %d %.2f\n", c / 1e9 / d * 100, s / d, (b1 - b0) / d, hwm, first / 1000
    }' >> "$work/$name"
}

# first_frame_us COMMAND: microseconds from fork to the first byte the program writes to its
# terminal (a fresh 80×24 pty, no tmux in between), the median of 5 starts.
first_frame_us() {
    python3 - "$1" << 'EOF'
import fcntl, os, pty, shlex, signal, statistics, struct, sys, termios, time
argv = shlex.split(sys.argv[1])
times = []
for _ in range(5):
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.execvp(argv[0], argv)
    os.read(fd, 1)
    times.append(time.perf_counter() - start)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
print(int(statistics.median(times) * 1e6))
EOF
}

wait_text() {
    local t=$1 text=$2
    for _ in $(seq 200); do $t capture-pane -p | grep -qF "$text" && return 0; sleep 0.05; done
    echo "footprint.sh: timed out waiting for: $text" >&2; $t capture-pane -p >&2; exit 1
}

# Today → start the workout → log a set → rest, stretched so it outlasts the run.
to_rest_screen() {
    local t=$1
    wait_text "$t" "Start a workout"
    $t send-keys Enter; wait_text "$t" "log set"
    $t send-keys Enter; wait_text "$t" "Log set"
    $t send-keys Enter; wait_text "$t" "Rest timer alerts?"
    $t send-keys n; sleep 0.3
    for _ in $(seq $(((duration + 30) / 30))); do $t send-keys +; done
    wait_text "$t" "REST"
    sleep 1.5
}

# median FILE COLUMN
median() { awk -v c="$2" '{print $c}' "$1" | sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

echo "measuring the rest screen: $runs runs of $duration s each, Spotter and tty-clock in turn" >&2
for run in $(seq "$runs"); do
    home="$work/home-$run"
    mkdir -p "$home"
    measure spotter "$run" "env $(spotter_env "$home") $bin"
    measure tty-clock "$run" "env TERM=tmux-256color tty-clock -s -c"
done

# Per call, on the last run's home: a workout is open and its rest is counting down.
home="$work/home-$runs"
echo "measuring calls: $calls of each" >&2
env SPOTTER_HOME="$home" SPOTTER_SCHEDULER=agent LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no \
    python3 - "$calls" "$bin" "$spawn" "$floor" > "$work/calls" << 'EOF'
import statistics, subprocess, sys
calls, binary, spawn, floor = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
spotter = lambda *args: [binary] + list(args)
commands = [("`spotter status`", spotter("status")),
            ("`spotter status --format json`", spotter("status", "--format", "json")),
            ("`spotter plan`", spotter("plan")), ("`spotter log`", spotter("log", "bench", "60x5")),
            ("`spotter --version`", spotter("--version")),
            ("a C program that prints a line (this machine's floor)", [floor])]
# In rounds, each command once a round: how fast this machine starts a process drifts from one
# minute to the next, and a batch of one command after a batch of another would read the drift
# as a difference between them.
samples = {label: [] for label, _ in commands}
for _ in range(calls):
    for label, argv in commands:
        line = subprocess.run([spawn, "1"] + argv, check=True, capture_output=True, text=True).stdout
        samples[label].append(tuple(map(int, line.split())))
for label, _ in commands:
    cpu, wall, peak = zip(*samples[label])
    print(f"{label}\t{statistics.median(cpu) / 1000:.1f}\t{statistics.median(wall) / 1000:.1f}\t{max(peak) / 1024:.1f}")
EOF

echo "measuring the agent: $agent_seconds s resident" >&2
env SPOTTER_HOME="$home" SPOTTER_SCHEDULER=agent LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no \
    "$bin" agent run > /dev/null 2>&1 &
agent_pid=$!
sleep 2
threads "$agent_pid" > "$work/agent-threads.0"
sleep "$agent_seconds"
threads "$agent_pid" > "$work/agent-threads.1"
read -r _ a_sw <<< "$(grown "$work/agent-threads.0" "$work/agent-threads.1")"
a_rss=$(awk '/^VmRSS/ {print $2}' /proc/"$agent_pid"/status)
a_hwm=$(awk '/^VmHWM/ {print $2}' /proc/"$agent_pid"/status)
kill "$agent_pid"; wait "$agent_pid" 2> /dev/null || true; agent_pid=

row() { # FILE → "cpu wakeups bytes peakMB first"
    echo "$(median "$1" 1) $(median "$1" 2) $(median "$1" 3) $(median "$1" 4) $(median "$1" 5)"
}
read -r s_cpu s_wake s_bytes s_peak s_first <<< "$(row "$work/spotter")"
read -r c_cpu c_wake c_bytes c_peak c_first <<< "$(row "$work/tty-clock")"

echo
echo "Footprint, $(date -u +%Y-%m-%d), $(nproc) cores, release build (the install line), 80×24 in tmux," \
    "$duration s with the rest timer on screen, median of $runs runs:"
echo
awk -v sc="$s_cpu" -v sw="$s_wake" -v sb="$s_bytes" -v sp="$s_peak" -v sf="$s_first" \
    -v cc="$c_cpu" -v cw="$c_wake" -v cb="$c_bytes" -v cp="$c_peak" -v cf="$c_first" 'BEGIN {
    ratio = "%.2f×"
    print "| | CPU % of a core | wake-ups/s | bytes/s | peak memory | first frame |"
    print "|---|---|---|---|---|---|"
    printf "| tty-clock -s (C, ncurses) | %.3f | %.2f | %.0f | %.1f MB | %.1f ms |\n", cc, cw, cb, cp / 1024, cf
    printf "| Spotter, rest screen | %.3f | %.2f | %.0f | %.1f MB | %.1f ms |\n", sc, sw, sb, sp / 1024, sf
    printf "| Spotter ÷ tty-clock | " ratio " | " ratio " | " ratio " | " ratio " | " ratio " |\n", \
        (cc > 0 ? sc / cc : 0), (cw > 0 ? sw / cw : 0), (cb > 0 ? sb / cb : 0), sp / cp, (cf > 0 ? sf / cf : 0)
}'
echo
echo "Per call (median of $calls rounds of one call each; a workout open, rest counting down):"
echo
echo "| | CPU | wall | peak memory |"
echo "|---|---|---|---|"
while IFS=$'\t' read -r label cpu wall peak; do
    echo "| $label | $cpu ms | $wall ms | $peak MB |"
done < "$work/calls"
awk -v rss="$a_rss" -v hwm="$a_hwm" -v s="$a_sw" -v d="$agent_seconds" 'BEGIN {
    printf "| `spotter agent run`, resident | %.1f MB resident (peak %.1f MB) | %.2f wake-ups/s over %d s | |\n", rss / 1024, hwm / 1024, s / d, d
}'
