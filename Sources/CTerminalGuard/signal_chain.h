// What both crash handlers (terminal_guard.c, crash_report.c) share: the signals a crash arrives
// as, how a handler for them is installed, and what it does after its own work (hand the signal
// to the handler installed before it, then die of it; both async-signal-safe).
#ifndef SPOTTER_SIGNAL_CHAIN_H
#define SPOTTER_SIGNAL_CHAIN_H

#include <signal.h>

// SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT and SIGTRAP (a Swift trap is SIGILL or SIGTRAP).
extern const int spotter_crash_signals[6];

// Installs `handler` for every crash signal as Swift's own handler is installed: on the
// alternate stack (a stack overflow still gets there), with every other signal held off and the
// crash signals left deliverable (the backtracer's memory reader catches its own faults). What
// was installed before goes into `previous`, by signal number.
void spotter_catch_crashes(void (*handler)(int, siginfo_t *, void *), struct sigaction previous[65]);

// Puts `before` back and calls it as it was installed: with the real siginfo and context for an
// SA_SIGINFO handler (Swift's backtracer reads the fault from them); nothing for SIG_DFL or SIG_IGN.
void spotter_chain_to(const struct sigaction *before, int sig, siginfo_t *info, void *context);

// Dies of `sig`, so a shell or a supervisor sees the crash as one: returning would re-run a
// faulting instruction, but a signal sent with kill (or a trap that resumes after itself) would
// let the process run on.
void spotter_die_of(int sig) __attribute__((noreturn));

#endif
