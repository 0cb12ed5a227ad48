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
static inline int spotter_key_resize(void) { return KEY_RESIZE; }
static inline int spotter_err(void) { return ERR; }
static inline const char *spotter_codeset(void) { return nl_langinfo(CODESET); }
static inline FILE *spotter_stdout(void) { return stdout; }
static inline FILE *spotter_stdin(void) { return stdin; }

// The columns a terminal gives a character (glibc declares it only for _XOPEN_SOURCE).
extern int wcwidth(wchar_t);
static inline int spotter_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

// terminfo's parameter interpreter takes C varargs, which Swift cannot pass.
static inline const char *spotter_tiparm1(const char *cap, int a) { return tiparm(cap, a); }
static inline const char *spotter_tiparm2(const char *cap, int a, int b) { return tiparm(cap, a, b); }

#endif
