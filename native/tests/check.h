/* check.h - the few assertions the shim's ctest programs need. */
#ifndef OVS_CHECK_H
#define OVS_CHECK_H
#include <stdio.h>
#include <stdlib.h>

static int check_failures;

#define CHECK(cond, ...)                                                       \
    do {                                                                       \
        if (!(cond)) {                                                         \
            fprintf(stderr, "%s:%d: CHECK(%s) failed: ", __FILE__, __LINE__,   \
                    #cond);                                                    \
            fprintf(stderr, __VA_ARGS__);                                      \
            fputc('\n', stderr);                                               \
            check_failures++;                                                  \
        }                                                                      \
    } while (0)

#define CHECK_DONE()                                                           \
    do {                                                                       \
        if (check_failures) {                                                  \
            fprintf(stderr, "%d check(s) failed\n", check_failures);           \
            return EXIT_FAILURE;                                               \
        }                                                                      \
        return EXIT_SUCCESS;                                                   \
    } while (0)

#endif
