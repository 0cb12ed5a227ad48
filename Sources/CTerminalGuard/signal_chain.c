// See signal_chain.h.
#include "signal_chain.h"

#include <string.h>
#include <unistd.h>

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
