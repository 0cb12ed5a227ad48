// The two glibc calls Swift's Glibc module does not import: each needs _GNU_SOURCE or a header
// the module leaves out. Linked like any other call, so they work in the static executable too,
// where looking a symbol up at run time (dlsym) finds nothing.
#ifndef SPOTTER_GLIBC_EXTENSIONS_H
#define SPOTTER_GLIBC_EXTENSIONS_H

#include <spawn.h>

// posix_spawn_file_actions_addclosefrom_np (glibc 2.34): the child closes every descriptor from
// `from` up before it runs the program. 0, or an errno value.
int spotter_spawn_close_from(posix_spawn_file_actions_t *actions, int from);

// getauxval(AT_BASE): where the kernel mapped this program's interpreter; 0 when it has none
// (a static executable).
unsigned long spotter_interpreter_base(void);

#endif
