#ifndef SPOTTER_CLIBPQ_SHIM_H
#define SPOTTER_CLIBPQ_SHIM_H
// libpq, the PostgreSQL client library, for the club database (Debian's libpq-dev and libpq5).
//
// Loaded with dlopen when the first connection is made, not linked: linked, libpq and the 21
// libraries it pulls in (OpenSSL, Kerberos, LDAP, SASL, …) were mapped and relocated at the start
// of every spotter process, about 6 ms of CPU for a `spotter status` that never talks to a club.
//
// The functions Spotter calls keep libpq's names: each is an inline function here that calls
// through a pointer looked up once (`spotter_libpq_load`). libpq's own declarations are renamed
// out of the way while its header is read, so only these are seen.
#include <stddef.h>

#define SPOTTER_LIBPQ_FUNCTIONS(X)                                                                          \
    X(PQconnectdbParams, PGconn *, (const char *const *keywords, const char *const *values, int expand),    \
      (keywords, values, expand))                                                                           \
    X(PQstatus, ConnStatusType, (const PGconn *conn), (conn))                                               \
    X(PQerrorMessage, char *, (const PGconn *conn), (conn))                                                 \
    X(PQfinish, void, (PGconn *conn), (conn))                                                               \
    X(PQsetNoticeProcessor, PQnoticeProcessor, (PGconn *conn, PQnoticeProcessor proc, void *arg),           \
      (conn, proc, arg))                                                                                    \
    X(PQexecParams, PGresult *,                                                                             \
      (PGconn *conn, const char *command, int nParams, const Oid *paramTypes,                               \
       const char *const *paramValues, const int *paramLengths, const int *paramFormats, int resultFormat), \
      (conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat))          \
    X(PQresultStatus, ExecStatusType, (const PGresult *res), (res))                                         \
    X(PQresultErrorMessage, char *, (const PGresult *res), (res))                                           \
    X(PQresultErrorField, char *, (const PGresult *res, int fieldcode), (res, fieldcode))                   \
    X(PQcmdTuples, char *, (PGresult *res), (res))                                                          \
    X(PQclear, void, (PGresult *res), (res))                                                                \
    X(PQntuples, int, (const PGresult *res), (res))                                                         \
    X(PQgetisnull, int, (const PGresult *res, int tup_num, int field_num), (res, tup_num, field_num))       \
    X(PQgetvalue, char *, (const PGresult *res, int tup_num, int field_num), (res, tup_num, field_num))      \
    X(PQprepare, PGresult *,                                                                                \
      (PGconn *conn, const char *stmtName, const char *query, int nParams, const Oid *paramTypes),          \
      (conn, stmtName, query, nParams, paramTypes))                                                         \
    X(PQexecPrepared, PGresult *,                                                                           \
      (PGconn *conn, const char *stmtName, int nParams, const char *const *paramValues,                     \
       const int *paramLengths, const int *paramFormats, int resultFormat),                                 \
      (conn, stmtName, nParams, paramValues, paramLengths, paramFormats, resultFormat))

#define PQconnectdbParams spotter_libpq_declared_PQconnectdbParams
#define PQstatus spotter_libpq_declared_PQstatus
#define PQerrorMessage spotter_libpq_declared_PQerrorMessage
#define PQfinish spotter_libpq_declared_PQfinish
#define PQsetNoticeProcessor spotter_libpq_declared_PQsetNoticeProcessor
#define PQexecParams spotter_libpq_declared_PQexecParams
#define PQresultStatus spotter_libpq_declared_PQresultStatus
#define PQresultErrorMessage spotter_libpq_declared_PQresultErrorMessage
#define PQresultErrorField spotter_libpq_declared_PQresultErrorField
#define PQcmdTuples spotter_libpq_declared_PQcmdTuples
#define PQclear spotter_libpq_declared_PQclear
#define PQntuples spotter_libpq_declared_PQntuples
#define PQgetisnull spotter_libpq_declared_PQgetisnull
#define PQgetvalue spotter_libpq_declared_PQgetvalue
#define PQprepare spotter_libpq_declared_PQprepare
#define PQexecPrepared spotter_libpq_declared_PQexecPrepared
#include <postgresql/libpq-fe.h>
#undef PQconnectdbParams
#undef PQstatus
#undef PQerrorMessage
#undef PQfinish
#undef PQsetNoticeProcessor
#undef PQexecParams
#undef PQresultStatus
#undef PQresultErrorMessage
#undef PQresultErrorField
#undef PQcmdTuples
#undef PQclear
#undef PQntuples
#undef PQgetisnull
#undef PQgetvalue
#undef PQprepare
#undef PQexecPrepared

/// Loads libpq once (every thread after the first waits for it); NULL when it is ready, else why
/// not ("libpq.so.5: cannot open shared object file: …"). Call before the first connection.
const char *spotter_libpq_load(void);

// libpq's functions under their own names (hidden, so they never stand in for libpq's own), each calling through the pointer looked up by
// spotter_libpq_load (defined in libpq_loader.c: one table for the whole program).
#define SPOTTER_LIBPQ_DECLARE(name, ret, params, args) __attribute__((visibility("hidden"))) ret name params;
SPOTTER_LIBPQ_FUNCTIONS(SPOTTER_LIBPQ_DECLARE)
#undef SPOTTER_LIBPQ_DECLARE

#endif
