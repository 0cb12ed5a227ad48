#include "terminal_guard.h"
#include "signal_chain.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t quit_signal = 0;
static volatile sig_atomic_t have_termios = 0;
static volatile sig_atomic_t crashing = 0;
static volatile sig_atomic_t answer_backtracer = 1;
static struct termios saved_termios;
// The terminal's own "keypad mode off" (terminfo rmkx), copied at start: the crash handler may
// not ask ncurses for it, and ncurses' copy is freed when the screen is.
static char keypad_off[64];
static volatile sig_atomic_t keypad_off_length = 0;
static struct sigaction previous[65];
static const int quit_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

void spotter_save_termios(void) {
    if (tcgetattr(STDIN_FILENO, &saved_termios) == 0) have_termios = 1;
}

void spotter_remember_keypad_off(const char *sequence, int answer) {
    answer_backtracer = answer;
    keypad_off_length = 0;
    if (sequence == NULL) return;
    size_t length = strlen(sequence);
    if (length >= sizeof keypad_off) return;
    memcpy(keypad_off, sequence, length);
    keypad_off_length = (sig_atomic_t)length;
}

void spotter_restore_tty(void) {
    static const char seq[] = "\033[?1004l\033[0m\033[?25h\033[?1049l";
    ssize_t ignored = 0;
    if (keypad_off_length > 0) ignored = write(STDOUT_FILENO, keypad_off, (size_t)keypad_off_length);
    ignored = write(STDOUT_FILENO, seq, sizeof(seq) - 1);
    (void)ignored;
    if (have_termios) tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
}

static void on_quit(int sig) { quit_signal = sig; }

// Swift's backtracer decided at process start (stdin was a terminal) to ask "Press space to
// interact" and wait 30 s on stdin; it does not read its settings again. A pipe holding one
// newline as stdin answers "any other key" at once (EOF from /dev/null makes it trap instead).
static void answer_the_backtracer(void) {
    int fds[2];
    if (pipe(fds) != 0) return;
    ssize_t ignored = write(fds[1], "\n", 1);
    (void)ignored;
    close(fds[1]);
    dup2(fds[0], STDIN_FILENO);
    close(fds[0]);
}

static void on_crash(int sig, siginfo_t *info, void *context) {
    if (!crashing) {
        crashing = 1;
        spotter_restore_tty();
        if (answer_backtracer) answer_the_backtracer();
        // The previous handler (the crash report, then Swift's backtracer) gets the real fault.
        spotter_chain_to(&previous[sig], sig, info, context);
    }
    spotter_die_of(sig);
}

void spotter_expect_resizes(void) {
    // ncurses catches SIGWINCH (an ignored one too) and turns it into KEY_RESIZE, but a signal a
    // parent left blocked never arrives: then neither a resize nor `spotter open` (which wakes
    // the running UI with it) would reach the loop.
    sigset_t winch;
    sigemptyset(&winch);
    sigaddset(&winch, SIGWINCH);
    sigprocmask(SIG_UNBLOCK, &winch, NULL);
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
    spotter_catch_crashes(on_crash, previous);
}

void spotter_uninstall_signal_handlers(void) {
    for (unsigned i = 0; i < COUNT(quit_signals); i++) sigaction(quit_signals[i], &previous[quit_signals[i]], NULL);
    for (unsigned i = 0; i < COUNT(spotter_crash_signals); i++) {
        sigaction(spotter_crash_signals[i], &previous[spotter_crash_signals[i]], NULL);
    }
}

int spotter_quit_signal(void) { return quit_signal; }

// Ctrl-Z stays with ncurses (it leaves curses mode, stops, and comes back on fg); around it, focus
// reports go off so the shell never receives them, and come back on after fg. ncurses repaints
// only what it drew itself, nothing (frames are Spotter's own writes): a SIGWINCH after fg makes
// the loop's read answer KEY_RESIZE, and the backend, seeing `resumed`, paints the frame again.
// Attributes go off too: a frame cut short by the stop may have left a look on for the shell.
static struct sigaction ncurses_tstp;
static volatile sig_atomic_t resumed;

int spotter_take_resumed(void) {
    int was = resumed;
    resumed = 0;
    return was;
}

static void on_tstp(int sig) {
    static const char off[] = "\033[0m\033[?1004l";
    static const char on[] = "\033[?1004h";
    ssize_t ignored = write(STDOUT_FILENO, off, sizeof(off) - 1);
    if (ncurses_tstp.sa_handler != SIG_DFL && ncurses_tstp.sa_handler != SIG_IGN) {
        ncurses_tstp.sa_handler(sig);
    } else {
        raise(SIGSTOP);
    }
    ignored = write(STDOUT_FILENO, on, sizeof(on) - 1);
    (void)ignored;
    resumed = 1;
    raise(SIGWINCH);
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
