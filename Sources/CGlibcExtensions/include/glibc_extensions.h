// The glibc call Swift's Glibc module does not import: it needs _GNU_SOURCE, which the module
// leaves out. Linked like any other call, rather than looked up at run time with dlsym.
#ifndef SPOTTER_GLIBC_EXTENSIONS_H
#define SPOTTER_GLIBC_EXTENSIONS_H

#include <spawn.h>

// posix_spawn_file_actions_addclosefrom_np (glibc 2.34): the child closes every descriptor from
// `from` up before it runs the program. 0, or an errno value.
int spotter_spawn_close_from(posix_spawn_file_actions_t *actions, int from);

#endif
