// The one table of libpq functions, filled by dlopen on the first connection (see CLibpq.h).
#include "CLibpq.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

/// The looked-up functions, and why loading failed (empty when it did not).
typedef struct {
#define SPOTTER_LIBPQ_FIELD(name, ret, params, args) ret(*name) params;
    SPOTTER_LIBPQ_FUNCTIONS(SPOTTER_LIBPQ_FIELD)
#undef SPOTTER_LIBPQ_FIELD
    char problem[256];
} spotter_libpq_table;

static spotter_libpq_table *spotter_libpq_functions(void) {
    static spotter_libpq_table table;
    return &table;
}

static void spotter_libpq_load_once(void) {
    spotter_libpq_table *t = spotter_libpq_functions();
    void *library = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        snprintf(t->problem, sizeof t->problem, "%s", why ? why : "libpq.so.5 could not be loaded");
        return;
    }
#define SPOTTER_LIBPQ_LOOKUP(name, ret, params, args)                                          \
    t->name = (ret(*) params)dlsym(library, #name);                                           \
    if (t->name == NULL) {                                                                     \
        snprintf(t->problem, sizeof t->problem, "libpq.so.5 has no %s", #name);               \
        return;                                                                                \
    }
    SPOTTER_LIBPQ_FUNCTIONS(SPOTTER_LIBPQ_LOOKUP)
#undef SPOTTER_LIBPQ_LOOKUP
}

/// Loads libpq once (every thread after the first waits for it); NULL when it is ready, else why
/// not ("libpq.so.5: cannot open shared object file: …"). Call before the first connection.
const char *spotter_libpq_load(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, spotter_libpq_load_once);
    spotter_libpq_table *t = spotter_libpq_functions();
    return t->problem[0] ? t->problem : NULL;
}

#define SPOTTER_LIBPQ_CALL(name, ret, params, args) \
    ret name params { return spotter_libpq_functions()->name args; }
SPOTTER_LIBPQ_FUNCTIONS(SPOTTER_LIBPQ_CALL)
#undef SPOTTER_LIBPQ_CALL

