#include "terminal_guard.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t quit_signal = 0;
static volatile sig_atomic_t have_termios = 0;
static struct termios saved_termios;
static struct sigaction previous[65];
static const int quit_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

void spotter_save_termios(void) {
    if (tcgetattr(STDIN_FILENO, &saved_termios) == 0) have_termios = 1;
}

void spotter_restore_tty(void) {
    static const char seq[] = "\033[?1004l\033[0m\033[?25h\033[?1049l";
    ssize_t ignored = write(STDOUT_FILENO, seq, sizeof(seq) - 1);
    (void)ignored;
    if (have_termios) tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
}

static void on_quit(int sig) { quit_signal = sig; }

static void on_crash(int sig) {
    spotter_restore_tty();
    sigaction(sig, &previous[sig], NULL);
    raise(sig);
}

void spotter_install_signal_handlers(void) {
    // A parent may have left these blocked (a test runner's thread, a daemon); a quit signal
    // that stays pending would never give the terminal back.
    sigset_t unblock;
    sigemptyset(&unblock);
    for (unsigned i = 0; i < COUNT(quit_signals); i++) sigaddset(&unblock, quit_signals[i]);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = on_quit;
    for (unsigned i = 0; i < COUNT(quit_signals); i++) sigaction(quit_signals[i], &action, &previous[quit_signals[i]]);
    action.sa_handler = on_crash;
    for (unsigned i = 0; i < COUNT(crash_signals); i++) sigaction(crash_signals[i], &action, &previous[crash_signals[i]]);
}

void spotter_uninstall_signal_handlers(void) {
    for (unsigned i = 0; i < COUNT(quit_signals); i++) sigaction(quit_signals[i], &previous[quit_signals[i]], NULL);
    for (unsigned i = 0; i < COUNT(crash_signals); i++) sigaction(crash_signals[i], &previous[crash_signals[i]], NULL);
}

int spotter_quit_signal(void) { return quit_signal; }

// Ctrl-Z stays with ncurses (it leaves curses mode, stops, and repaints on fg); around it, focus
// reports go off so the shell never receives them, and come back on after fg.
static struct sigaction ncurses_tstp;

static void on_tstp(int sig) {
    static const char off[] = "\033[?1004l";
    static const char on[] = "\033[?1004h";
    ssize_t ignored = write(STDOUT_FILENO, off, sizeof(off) - 1);
    if (ncurses_tstp.sa_handler != SIG_DFL && ncurses_tstp.sa_handler != SIG_IGN) {
        ncurses_tstp.sa_handler(sig);
    } else {
        raise(SIGSTOP);
    }
    ignored = write(STDOUT_FILENO, on, sizeof(on) - 1);
    (void)ignored;
}

void spotter_wrap_suspend(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = on_tstp;
    action.sa_flags = SA_RESTART;
    sigaction(SIGTSTP, &action, &ncurses_tstp);
}

void spotter_unwrap_suspend(void) { sigaction(SIGTSTP, &ncurses_tstp, NULL); }
