#ifndef SPOTTER_CLIBPQ_SHIM_H
#define SPOTTER_CLIBPQ_SHIM_H
// libpq, the PostgreSQL client library, for the club database (Debian's libpq-dev).
#include <libpq-fe.h>
#endif
