#!/usr/bin/env bash
# Regenerates Sources/spotter/Linking/hot-text.order: the functions the rest screen and a start run
# first, then those of the screens beside them, so the linker lays them side by side (issue 33).
#
#   bash Tests/Scripts/hot-text-order.sh          # builds the install line's binary, profiles, writes
#   bash Tests/Scripts/hot-text-order.sh --check  # how many of its names the built binary has; exit 1
#                                                 # when over a tenth are gone ($SPOTTER_BIN names another
#                                                 # binary, $HOT_TEXT_ORDER another order file)
#
# It builds `swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie
# --product spotter` (the README's install line) with a linker map beside it, runs a copy stripped
# of its debug info under `valgrind --tool=callgrind`, alone in a tmux server at 80×24 on an empty
# home, through the keys footprint.sh presses (Today, Enter to start the workout, Enter, Enter to log
# a set, `n` to the alerts question, `+`: the rest screen), lets the rest screen tick, then opens
# the exercise screen (`x`), Today (`q`), History (`h`, `j`, `j`) and the exercise screen from Today.
# Callgrind dumps its counts at each step (`callgrind_control --dump`), and the file lists, each
# function once, in this order:
#   1. what the rest screen's ticks run, hottest first (what runs while it sits there);
#   2. what the start to Today runs, then starting the workout and logging the set (in step order,
#      hottest first within a step): what the rest screen's peak memory holds;
#   3. what the exercise screen and History run;
#   4. the read-only data those functions read that has a section of its own: each listed function's
#      jump tables (`.rodata.FUNCTION`, the compilers name them after it) and the Swift runtime's
#      Unicode tables its listed lookups read (the table below). gold puts the ordered sections at
#      the end of `.rodata`, together: 128 KiB less of it resident on the rest screen.
# First use by step rather than hottest overall: the peak is every 64 KiB window (the kernel maps a
# file's pages that many at a time) that the start and the rest screen touch, so what matters is that
# their functions are packed together and nothing colder sits between them; the ticks come first so
# the rest screen's own working set is the fewest windows.
# Only functions in a section of their own can move (Spotter's with `-function-sections`, most of
# the Swift runtime's): the linker map says which. SQLite's, ncurses', most of FoundationEssentials'
# and 1.5 MB of the runtime's code are one `.text` section per object file, which stays where it is,
# so they are left out. Two globs come first: `.text..L*` (code the compiler names no symbol for,
# such as outlined closures, in a section named alike in every file, so callgrind cannot tell them
# apart; about 11 KiB in all, and the rest screen runs some) and `.text.startup*` (the runtime's
# static initialisers, 2 KiB, which every start runs).
# Needs valgrind, tmux, python3. Takes a few minutes (a build, then the binary under callgrind).
set -euo pipefail
cd "$(dirname "$0")/../.."

order=${HOT_TEXT_ORDER:-Sources/spotter/Linking/hot-text.order}
build_line=(swift build -c release --static-swift-stdlib --disable-local-rpath -Xlinker -no-pie --product spotter)
check=0
for arg in "$@"; do
    case "$arg" in
    --check) check=1 ;;
    -h | --help) sed -n '2,37p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "hot-text-order.sh: unknown argument $arg (expected --check)" >&2; exit 2 ;;
    esac
done

# present BINARY: how many of the order file's names BINARY defines, as "found of total".
present() {
    nm --defined-only "$1" | awk '{print $NF}' | sort -u > "$work/symbols"
    grep -v '[*?]' "$order" | sed -E 's/^\.(text|rodata)\.((unlikely|hot|startup)\.)?//' | sort -u > "$work/names"
    echo "$(comm -12 "$work/names" "$work/symbols" | wc -l) of $(wc -l < "$work/names")"
}

work=$(mktemp -d)
sock=hot-text-order-$$
cleanup() { tmux -L "$sock" kill-server 2> /dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

if [ "$check" = 1 ]; then
    bin=${SPOTTER_BIN:-$PWD/.build/release/spotter}
    [ -x "$bin" ] || { echo "hot-text-order.sh: no $bin (build it, or set SPOTTER_BIN)" >&2; exit 1; }
    read -r found _ total <<< "$(present "$bin")"
    echo "$order: $found of $total names are functions of $bin"
    # Renaming a function drops its line silently (the linker skips names it has no section for):
    # a few are fine; at the merge that split the TUI's state a tenth were gone (3,713 of 4,209 left)
    # and a fresh order (with the globs above) took 2.1 MB off the rest screen's peak.
    if [ $(((total - found) * 10)) -gt "$total" ]; then
        echo "hot-text-order.sh: $((total - found)) of the $total functions in $order are gone from $bin;" \
            "regenerate it: bash Tests/Scripts/hot-text-order.sh" >&2
        exit 1
    fi
    exit 0
fi

for tool in valgrind callgrind_control tmux python3 nm strip; do
    command -v "$tool" > /dev/null || { echo "hot-text-order.sh: needs $tool" >&2; exit 1; }
done

echo "building: ${build_line[*]} (with a linker map)" >&2
"${build_line[@]}" -Xlinker -Map="$work/spotter.map" >&2
strip --strip-debug -o "$work/spotter" .build/release/spotter

home="$work/home"
mkdir -p "$home" "$work/dumps"
t() { tmux -L "$sock" "$@"; }
t -f /dev/null new-session -d -x 80 -y 24 -c "$work/dumps" \
    "exec env SPOTTER_HOME=$home SPOTTER_SCHEDULER=agent TERM=tmux-256color LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no \
    valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no \
    --callgrind-out-file=$work/dumps/callgrind.out $work/spotter"

# Under callgrind a frame takes a while: generous limits, and no step is timed.
wait_text() {
    for _ in $(seq 1200); do t capture-pane -p | grep -qF "$1" && return 0; sleep 0.1; done
    echo "hot-text-order.sh: timed out waiting for: $1" >&2; t capture-pane -p >&2; exit 1
}
pid=
dump() { # dump STEP: callgrind writes the counts since the last dump to a file of their own
    [ -n "$pid" ] || pid=$(t list-panes -F '#{pane_pid}')
    callgrind_control --dump="$1" "$pid" > /dev/null 2>&1
}
keys() { t send-keys "$@"; }

wait_text "Start a workout"; dump start
keys Enter; wait_text "log set"
keys Enter; wait_text "Log set"
keys Enter; wait_text "Rest timer alerts?"
keys n; keys +; wait_text "REST"; dump workout
sleep 4; dump ticks
keys x; wait_text "Exercise ·"
keys Escape; keys q; wait_text "h history"
keys h; wait_text "History"
keys j; keys j; keys Escape; wait_text "Start a workout"
keys x; wait_text "Exercise ·"; dump screens
keys Escape; keys q
for _ in $(seq 600); do t has-session 2> /dev/null || break; sleep 0.1; done

echo "writing $order" >&2
python3 - "$work/dumps" "$work/spotter.map" "$order" << 'PY'
import collections, glob, os, re, sys
dumps, linker_map, order = sys.argv[1:4]

def costs(path):
    """Instructions each function ran (its own, not its callees') in one dump."""
    ir, fn, call_line = collections.Counter(), None, False
    for line in open(path, errors="replace"):
        if line.startswith("fn="):
            fn = re.sub(r"'\d+$", "", line[3:].strip())
        elif line.startswith("calls="):
            call_line = True  # the next line is the call's inclusive cost: not the caller's own
        elif fn and line[:1].isdigit():
            if not call_line:
                parts = line.split()
                ir[fn] += int(parts[1]) if len(parts) > 1 else 0
            call_line = False
    return ir

def dump_named(step):
    for path in glob.glob(os.path.join(dumps, "callgrind.out*")):
        for line in open(path, errors="replace"):
            if line.startswith("desc: Trigger:"):
                if step in line:
                    return path
                break
    sys.exit(f"hot-text-order.sh: no callgrind dump for the step {step}")

# The functions that can move: the input sections of .text that hold one function each, named
# .text.FUNCTION in the map (C++ puts .text.unlikely., .text.hot. or .text.startup. before some).
section = {}
for line in open(linker_map, errors="replace"):
    m = re.match(r"^ (\.text\.(?:(?:unlikely|hot|startup)\.)?(\S+))", line)
    if m and not m.group(2).startswith("."):
        section.setdefault(m.group(2), m.group(1))

# The two globs first (see the top of the script).
seen, names, per_step = set(), [".text..L*", ".text.startup*"], []
for step in ["ticks", "start", "workout", "screens"]:
    ir = costs(dump_named(step))
    new = [f for f, _ in sorted(ir.items(), key=lambda kv: -kv[1]) if f in section and f not in seen]
    seen.update(new)
    names += [section[f] for f in new]
    per_step.append(f"{step} {len(new)}")
# The read-only data that can move (callgrind sees no data): the jump tables of the listed functions,
# and the runtime's Unicode tables its lookups read (UnicodeScalarProps.cpp, UnicodeNormalization.cpp:
# one section a table). Most of `.rodata` cannot move: Swift puts each file's constants, descriptors
# and conformances in one `.rodata` (it has no `-data-sections`), SQLite's and ncurses' objects one
# each, and the first conformance lookups read every file's descriptors.
tables = {
    "_swift_stdlib_getNumericType": ["_ZL26_swift_stdlib_numeric_type"],
    "_swift_stdlib_getBinaryProperties": [
        "_ZL29_swift_stdlib_scalar_binProps", "_ZL34_swift_stdlib_scalar_binProps_data"],
    "_swift_stdlib_getScalarBitArrayIdx": [
        "_ZL29_swift_stdlib_scalar_binProps", "_ZL34_swift_stdlib_scalar_binProps_data"],
    "_swift_stdlib_getNormData": [
        "_ZL22_swift_stdlib_normData", "_ZL35_swift_stdlib_normData_data_indices",
        "_ZL28_swift_stdlib_normData_ranks", "_ZL27_swift_stdlib_normData_data"],
}
rodata = set()
for line in open(linker_map, errors="replace"):
    m = re.match(r"^ \.rodata\.(\S+)", line)
    if m:
        rodata.add(m.group(1))
functions = [re.sub(r"^\.text\.((unlikely|hot|startup)\.)?", "", n) for n in names[2:]]
data = []
for f in functions:
    for table in tables.get(f, []):
        if table in rodata and f".rodata.{table}" not in data:
            data.append(f".rodata.{table}")
data += [f".rodata.{f}" for f in functions if f in rodata]
with open(order, "w") as out:
    out.writelines(f"{name}\n" for name in names + data)
print(f"{len(names) - 2} functions ({', '.join(per_step)}), {len(data)} data sections", file=sys.stderr)
PY
# SwiftPM does not know the link reads the file: the build above (its flags differ by the map)
# relinks, so .build/release/spotter is laid out as the file now says.
echo "relinking with the new order: ${build_line[*]}" >&2
"${build_line[@]}" >&2
echo "$order: $(present .build/release/spotter) names are functions of .build/release/spotter" >&2
