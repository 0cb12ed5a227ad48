#ifndef SPOTTER_CSQLITE_SHIM_H
#define SPOTTER_CSQLITE_SHIM_H
#include <sqlite3.h>
// SQLITE_TRANSIENT is a cast macro Swift cannot import.
static inline sqlite3_destructor_type spotter_sqlite_transient(void) { return SQLITE_TRANSIENT; }

// The first 48 bytes of the main database's wal-index (the -shm file), copied into `out`, through
// the connection's own mapping (the VFS's xShmMap, never a second file descriptor, whose close
// would drop this process's locks on the file). Every commit rewrites this header
// (sqlite.org/walformat.html, "The WAL-Index Header"). 0 when there is none to read: the file
// is not in WAL mode, or its wal-index is not mapped yet.
static inline int spotter_sqlite_wal_index_header(sqlite3 *db, unsigned char out[48]) {
    sqlite3_file *file = 0;
    if (sqlite3_file_control(db, "main", SQLITE_FCNTL_FILE_POINTER, &file) != SQLITE_OK || !file) return 0;
    const sqlite3_io_methods *methods = file->pMethods;
    if (!methods || methods->iVersion < 2 || !methods->xShmMap) return 0;
    volatile void *region = 0;
    if (methods->xShmMap(file, 0, 32768, 0, &region) != SQLITE_OK || !region) return 0;
    const volatile unsigned char *header = (const volatile unsigned char *)region;
    for (int i = 0; i < 48; i++) out[i] = header[i];
    return 1;
}

// SQLite's process-wide settings for short commands (sqlite3_config is variadic, which Swift
// cannot call). They take effect only before SQLite initializes: SQLITE_MISUSE after, which the
// caller ignores.
// - No page-cache slab up front: by default each connection's first read allocates room for 20
//   pages (about 90 KB) and links every slot, touching it all, where a command reads a dozen.
// - No memory statistics: they take a global mutex on every allocation, and nothing reads them
//   (with their bookkeeping, 9 % of what a `spotter status` call executed).
static inline void spotter_sqlite_configure(void) {
    sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
#endif
