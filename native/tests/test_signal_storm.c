/* EINTR survival: a 1 kHz SIGALRM storm (no SA_RESTART) hits every sleep; none returns
 * early, none fails, and the shim reports that it absorbed interruptions. */
#include "check.h"
#include "oversleep_shim.h"
#include <signal.h>
#include <string.h>
#include <sys/time.h>

static volatile sig_atomic_t alarms;

static void on_alarm(int sig)
{
    (void)sig;
    alarms++;
}

int main(void)
{
    struct sigaction sa;
    struct itimerval storm = { { 0, 1000 }, { 0, 1000 } };
    struct itimerval off = { { 0, 0 }, { 0, 0 } };
    static const char *names[] = { "nanosleep", "nanosleep-abs", "timerfd", "timerfd-abs" };
    int64_t actual[5];
    const int64_t request = 20 * 1000000LL;

    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sa.sa_flags = 0; /* no SA_RESTART: every signal interrupts the sleep */
    sigemptyset(&sa.sa_mask);
    CHECK(sigaction(SIGALRM, &sa, NULL) == 0, "sigaction");
    CHECK(setitimer(ITIMER_REAL, &storm, NULL) == 0, "setitimer");

    for (int method = OVS_NANOSLEEP_REL; method <= OVS_TIMERFD_ABS; method++) {
        int64_t before = ovs_eintr_count();
        int rc = ovs_measure_sleeps(method, request, 5, actual, NULL);
        CHECK(rc == 0, "%s under signals: rc %d (%s)", names[method], rc, ovs_strerror(rc));
        for (int i = 0; i < 5; i++)
            CHECK(actual[i] >= request, "%s under signals: woke after %lld ns", names[method],
                  (long long)actual[i]);
        CHECK(ovs_eintr_count() > before, "%s: no EINTR absorbed, was the storm running?",
              names[method]);
    }
    int64_t latency[50];
    int rc = ovs_measure_cyclic(OVS_NANOSLEEP_ABS, 2000000, 50, latency, NULL, NULL);
    CHECK(rc == 0, "cyclic under signals: rc %d", rc);
    for (int i = 0; i < 50; i++)
        CHECK(latency[i] >= 0, "cyclic under signals: period %d latency %lld", i, (long long)latency[i]);

    setitimer(ITIMER_REAL, &off, NULL);
    CHECK(alarms > 100, "only %d alarms arrived", (int)alarms);
    CHECK_DONE();
}
