// Says that Spotter crashed, and writes what it knows to a crash file, from C because a signal
// handler must be async-signal-safe.
//
// Everything the handler needs is ready before it can run: the file's path, the version, and
// the last screen's name in a fixed buffer. The handler then uses only open, write, mkdir,
// close, backtrace (its unwinder loaded at install), sigaction, sigprocmask, raise and _exit.
#ifndef SPOTTER_CRASH_REPORT_H
#define SPOTTER_CRASH_REPORT_H

// Installs the handler for SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT and SIGTRAP: one line on
// stderr ("spotter crashed (illegal instruction); your data is safe; please report it with
// PATH"), then the version, the signal, the last screen and a backtrace in
// `directory/crash-SECONDS-PID.txt` (created 0600, never through a link, the folder 0700), then
// the handler that was there before (Swift's backtracer) and death by the same signal.
void spotter_crash_report_install(const char *directory, const char *version);

// The screen on show, for the report ("workout"); at most 63 bytes are kept.
void spotter_crash_report_screen(const char *name);

// The crash file this process would write (empty before install).
const char *spotter_crash_report_path(void);

#endif
