// Thin shim over ncursesw for Swift 6.
// The wide-character API is only declared when NCURSES_WIDECHAR is set before the include.
#ifndef SPOTTER_CNCURSESW_SHIM_H
#define SPOTTER_CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <ncursesw/curses.h>

// Swift 6 refuses mutable C globals and cannot import bit or assignment macros:
// these accessors are the one seam through which Swift reads them.
static inline WINDOW *spotter_stdscr(void) { return stdscr; }
static inline WINDOW *spotter_curscr(void) { return curscr; }
static inline int spotter_colors(void) { return COLORS; }
static inline attr_t spotter_a_bold(void) { return A_BOLD; }
static inline attr_t spotter_a_reverse(void) { return A_REVERSE; }
static inline attr_t spotter_a_underline(void) { return A_UNDERLINE; }
static inline attr_t spotter_a_dim(void) { return A_DIM; }
static inline attr_t spotter_a_normal(void) { return A_NORMAL; }
static inline int spotter_key_resize(void) { return KEY_RESIZE; }
static inline int spotter_err(void) { return ERR; }
static inline const char *spotter_codeset(void) { return nl_langinfo(CODESET); }
static inline FILE *spotter_stdout(void) { return stdout; }
static inline FILE *spotter_stdin(void) { return stdin; }

// ncurses' own output routine: a byte into the screen's output buffer, which the next refresh
// sends in the same write as the frame. Exported by every ncurses since 1.9.9 (it is what the
// library's refresh itself writes through), though not declared in curses.h; a build against
// one without it fails at link time, never at run time. putp, the public way, writes through
// stdio's stdout instead, a second buffer that leaves in pieces at its own times.
extern int _nc_outch(int);
static inline void spotter_buffer_output(const char *bytes, size_t count) {
    for (size_t i = 0; i < count; i++) _nc_outch((unsigned char)bytes[i]);
}

#endif
