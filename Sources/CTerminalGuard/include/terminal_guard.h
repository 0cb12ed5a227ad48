// Gives the terminal back on every way out, from C because signal handlers must be.
//
// Handlers only set a flag or restore the tty with async-signal-safe calls (write, tcsetattr,
// pipe, dup2, sigaction, sigprocmask, raise, _exit); the main loop does the real cleanup when it sees the flag.
#ifndef SPOTTER_TERMINAL_GUARD_H
#define SPOTTER_TERMINAL_GUARD_H

// Remembers the terminal's sane modes before ncurses changes them.
void spotter_save_termios(void);

// Keeps the terminal's rmkx (keypad mode off) for the crash path, and whether a crash should
// answer the Swift backtracer's "Press space" prompt at once (1) or leave it to the user (0).
void spotter_remember_keypad_off(const char *sequence, int answer);

// Keypad mode off, focus reports off, attributes reset, cursor on, main screen, the saved modes back.
void spotter_restore_tty(void);

// Unblocks SIGWINCH before ncurses starts, so the resizes it catches arrive.
void spotter_expect_resizes(void);

// SIGINT, SIGTERM, SIGHUP and SIGQUIT set a flag; SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT and
// SIGTRAP restore the tty, give stdin a pending newline (so the backtracer never waits for a
// key), call the previous handler (the crash report, `crash_report.h`, then Swift's backtracer,
// so the line and the backtrace print on the terminal given back) and then
// die of the signal, also when it was sent with kill. SIGWINCH and SIGTSTP stay with ncurses.
void spotter_install_signal_handlers(void);

// Puts every handler back as it was before `spotter_install_signal_handlers`.
void spotter_uninstall_signal_handlers(void);

// The quit signal that arrived, or 0.
int spotter_quit_signal(void);

// Wraps ncurses' Ctrl-Z handler (call after ncurses starts): focus reports and attributes off
// while stopped, and after fg a SIGWINCH with `spotter_take_resumed` answering 1 once.
void spotter_wrap_suspend(void);
void spotter_unwrap_suspend(void);
int spotter_take_resumed(void);

#endif
