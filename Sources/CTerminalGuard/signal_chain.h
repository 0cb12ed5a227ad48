// What both crash handlers (terminal_guard.c, crash_report.c) do after their own work: hand the
// signal to the handler installed before them, then die of it. Async-signal-safe.
#ifndef SPOTTER_SIGNAL_CHAIN_H
#define SPOTTER_SIGNAL_CHAIN_H

#include <signal.h>

// Puts `before` back and calls it as it was installed: with the real siginfo and context for an
// SA_SIGINFO handler (Swift's backtracer reads the fault from them); nothing for SIG_DFL or SIG_IGN.
void spotter_chain_to(const struct sigaction *before, int sig, siginfo_t *info, void *context);

// Dies of `sig`, so a shell or a supervisor sees the crash as one: returning would re-run a
// faulting instruction, but a signal sent with kill (or a trap that resumes after itself) would
// let the process run on.
void spotter_die_of(int sig) __attribute__((noreturn));

#endif
