// See glibc_extensions.h.
#define _GNU_SOURCE
#include "glibc_extensions.h"

int spotter_spawn_close_from(posix_spawn_file_actions_t *actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
}
