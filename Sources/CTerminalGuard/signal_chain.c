// See signal_chain.h.
#include "signal_chain.h"

#include <string.h>
#include <unistd.h>

const int spotter_crash_signals[6] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};

void spotter_catch_crashes(void (*handler)(int, siginfo_t *, void *), struct sigaction previous[65]) {
    struct sigaction crash;
    memset(&crash, 0, sizeof crash);
    sigfillset(&crash.sa_mask);
    for (unsigned i = 0; i < sizeof spotter_crash_signals / sizeof *spotter_crash_signals; i++) sigdelset(&crash.sa_mask, spotter_crash_signals[i]);
    crash.sa_sigaction = handler;
    crash.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    for (unsigned i = 0; i < sizeof spotter_crash_signals / sizeof *spotter_crash_signals; i++) {
        sigaction(spotter_crash_signals[i], &crash, &previous[spotter_crash_signals[i]]);
    }
}

void spotter_chain_to(const struct sigaction *before, int sig, siginfo_t *info, void *context) {
    struct sigaction handler = *before;
    sigaction(sig, &handler, NULL);
    if ((handler.sa_flags & SA_SIGINFO) && handler.sa_sigaction != NULL) {
        handler.sa_sigaction(sig, info, context);
    } else if (handler.sa_handler != SIG_DFL && handler.sa_handler != SIG_IGN) {
        handler.sa_handler(sig);
    }
}

void spotter_die_of(int sig) {
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(sig, &fallback, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
    _exit(128 + sig);
}
