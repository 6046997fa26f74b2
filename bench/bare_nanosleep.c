/* bare_nanosleep.c - the reference loop for the shim's per-sample overhead: N relative
 * clock_nanosleep calls, timed with CLOCK_MONOTONIC, nothing else. Prints the mean actual
 * duration in ns. Usage: bare_nanosleep REQUEST_US COUNT */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv)
{
    long us = argc > 1 ? atol(argv[1]) : 100;
    long n = argc > 2 ? atol(argv[2]) : 10000;
    struct timespec req = { us / 1000000, (us % 1000000) * 1000 }, a, b;
    double sum = 0;
    for (long i = 0; i < n; i++) {
        clock_gettime(CLOCK_MONOTONIC, &a);
        while (clock_nanosleep(CLOCK_MONOTONIC, 0, &req, NULL) != 0)
            ;
        clock_gettime(CLOCK_MONOTONIC, &b);
        sum += (b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec);
    }
    printf("%.0f\n", sum / n);
    return 0;
}
