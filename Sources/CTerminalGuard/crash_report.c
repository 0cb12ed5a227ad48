#include "crash_report.h"
#include "signal_chain.h"

#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static char directory[4096];
static char path[4096 + 64];
static char version[64];
static char screen[64];
static volatile sig_atomic_t screen_length = 0;
static volatile sig_atomic_t reporting = 0;
static struct sigaction previous[65];
// For a stack overflow: the handler runs on its own stack when no one set one up before.
static char alternate_stack[64 * 1024];

// Text into a fixed buffer, cut at its end; returns the new length.
static size_t put(char *out, size_t at, size_t capacity, const char *text) {
    while (*text != '\0' && at + 1 < capacity) out[at++] = *text++;
    out[at] = '\0';
    return at;
}

static size_t put_number(char *out, size_t at, size_t capacity, unsigned long long n, int base, int width) {
    char digits[32];
    int count = 0;
    do {
        digits[count++] = "0123456789abcdef"[n % (unsigned)base];
        n /= (unsigned)base;
    } while (n > 0 && count < (int)sizeof digits);
    while (count < width && count < (int)sizeof digits) digits[count++] = '0';
    while (count > 0 && at + 1 < capacity) out[at++] = digits[--count];
    out[at] = '\0';
    return at;
}

static void write_all(int fd, const char *text, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, text, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        text += written;
        length -= (size_t)written;
    }
}

static void write_text(int fd, const char *text) { write_all(fd, text, strlen(text)); }

static const char *meaning(int sig) {
    switch (sig) {
    case SIGSEGV: return "segmentation fault";
    case SIGBUS: return "bus error";
    case SIGILL: return "illegal instruction";
    case SIGFPE: return "arithmetic error";
    case SIGABRT: return "aborted";
    case SIGTRAP: return "trace trap";
    default: return "signal";
    }
}

static const char *name(int sig) {
    switch (sig) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGILL: return "SIGILL";
    case SIGFPE: return "SIGFPE";
    case SIGABRT: return "SIGABRT";
    case SIGTRAP: return "SIGTRAP";
    default: return "signal";
    }
}

// The state folder and the folders above it, as `mkdir -p` with mode 0700 (what exists stays).
static void make_directory(void) {
    char partial[sizeof directory];
    size_t length = strlen(directory);
    memcpy(partial, directory, length + 1);
    for (size_t i = 1; i < length; i++) {
        if (partial[i] != '/') continue;
        partial[i] = '\0';
        mkdir(partial, 0700);
        partial[i] = '/';
    }
    mkdir(partial, 0700);
}

// "2026-12-04T18:30:00Z" from seconds since 1970 (Howard Hinnant's days-to-civil).
static size_t put_utc(char *out, size_t at, size_t capacity, long long seconds) {
    long long days = seconds / 86400, rest = seconds % 86400;
    if (rest < 0) {
        rest += 86400;
        days -= 1;
    }
    long long z = days + 719468;
    long long era = (z >= 0 ? z : z - 146096) / 146097;
    long long doe = z - era * 146097;
    long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long long mp = (5 * doy + 2) / 153;
    long long day = doy - (153 * mp + 2) / 5 + 1;
    long long month = mp < 10 ? mp + 3 : mp - 9;
    long long year = yoe + era * 400 + (month <= 2);
    if (year < 0) year = 0;
    at = put_number(out, at, capacity, (unsigned long long)year, 10, 4);
    at = put(out, at, capacity, "-");
    at = put_number(out, at, capacity, (unsigned long long)month, 10, 2);
    at = put(out, at, capacity, "-");
    at = put_number(out, at, capacity, (unsigned long long)day, 10, 2);
    at = put(out, at, capacity, "T");
    at = put_number(out, at, capacity, (unsigned long long)(rest / 3600), 10, 2);
    at = put(out, at, capacity, ":");
    at = put_number(out, at, capacity, (unsigned long long)(rest / 60 % 60), 10, 2);
    at = put(out, at, capacity, ":");
    at = put_number(out, at, capacity, (unsigned long long)(rest % 60), 10, 2);
    return put(out, at, capacity, "Z");
}

// The crash file; returns whether it was written.
static int write_report(int sig, siginfo_t *info) {
    make_directory();
    int fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) return 0;
    char head[512];
    size_t at = put(head, 0, sizeof head, "spotter crash report\nversion: ");
    at = put(head, at, sizeof head, version);
    at = put(head, at, sizeof head, "\nsignal: ");
    at = put(head, at, sizeof head, name(sig));
    at = put(head, at, sizeof head, " (");
    at = put(head, at, sizeof head, meaning(sig));
    at = put(head, at, sizeof head, ")");
    if (info != NULL && (sig == SIGSEGV || sig == SIGBUS) && info->si_code > 0) {
        at = put(head, at, sizeof head, " at 0x");
        at = put_number(head, at, sizeof head, (unsigned long long)(uintptr_t)info->si_addr, 16, 1);
    } else if (info != NULL && info->si_code <= 0) {
        at = put(head, at, sizeof head, ", sent by pid ");
        at = put_number(head, at, sizeof head, (unsigned long long)info->si_pid, 10, 1);
    }
    at = put(head, at, sizeof head, "\npid: ");
    at = put_number(head, at, sizeof head, (unsigned long long)getpid(), 10, 1);
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) == 0) {
        at = put(head, at, sizeof head, "\ntime: ");
        at = put_utc(head, at, sizeof head, (long long)now.tv_sec);
    }
    at = put(head, at, sizeof head, "\nscreen: ");
    write_all(fd, head, at);
    if (screen_length > 0) {
        write_all(fd, screen, (size_t)screen_length);
    } else {
        write_text(fd, "none (not the terminal UI)");
    }
    write_text(fd, "\nbacktrace:\n");
    void *frames[128];
    int count = backtrace(frames, (int)COUNT(frames));
    backtrace_symbols_fd(frames, count, fd);
    fsync(fd);
    close(fd);
    return 1;
}

static void on_crash(int sig, siginfo_t *info, void *context) {
    if (!reporting) {
        reporting = 1;
        int saved_errno = errno;
        int written = write_report(sig, info);
        char line[sizeof path + 160];
        size_t at = put(line, 0, sizeof line, "spotter crashed (");
        at = put(line, at, sizeof line, meaning(sig));
        at = put(line, at, sizeof line, "); your data is safe; please report it with ");
        if (written) {
            at = put(line, at, sizeof line, path);
        } else {
            at = put(line, at, sizeof line, "this line (the crash file could not be written: ");
            at = put(line, at, sizeof line, path);
            at = put(line, at, sizeof line, ")");
        }
        at = put(line, at, sizeof line, "\n");
        write_all(STDERR_FILENO, line, at);
        errno = saved_errno;
        // The previous handler (Swift's backtracer) gets the real fault: its siginfo and context.
        spotter_chain_to(&previous[sig], sig, info, context);
    }
    spotter_die_of(sig);
}

void spotter_crash_report_install(const char *state_directory, const char *program_version) {
    size_t length = strlen(state_directory);
    if (length == 0 || length >= sizeof directory) return;
    memcpy(directory, state_directory, length + 1);
    put(version, 0, sizeof version, program_version);
    size_t at = put(path, 0, sizeof path, directory);
    at = put(path, at, sizeof path, "/crash-");
    at = put_number(path, at, sizeof path, (unsigned long long)time(NULL), 10, 1);
    at = put(path, at, sizeof path, "-");
    at = put_number(path, at, sizeof path, (unsigned long long)getpid(), 10, 1);
    put(path, at, sizeof path, ".txt");
    // The first backtrace loads the unwinder (a dlopen of libgcc_s in a dynamic program), which a
    // signal handler may not do: done here, once. Asked for no frame, glibc loads it and unwinds
    // nothing: one frame would search this binary's unwind table (the 416 KiB `.eh_frame_hdr`,
    // bisected), and each page it reads maps 64 KiB of it for the life of the process (issue 33).
    void *frame[1];
    backtrace(frame, 0);
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
        stack_t ours;
        memset(&ours, 0, sizeof ours);
        ours.ss_sp = alternate_stack;
        ours.ss_size = sizeof alternate_stack;
        sigaltstack(&ours, NULL);
    }
    spotter_catch_crashes(on_crash, previous);
}

void spotter_crash_report_screen(const char *name_of_screen) {
    // Length 0 while the bytes change: a crash in between reports no screen, never half of one.
    screen_length = 0;
    size_t length = put(screen, 0, sizeof screen, name_of_screen);
    screen_length = (sig_atomic_t)length;
}

const char *spotter_crash_report_path(void) { return path; }
