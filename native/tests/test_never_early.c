/* Never early: no method ever returns before the requested time, over many samples. */
#include "check.h"
#include "oversleep_shim.h"

#define SAMPLES 300

static const char *names[] = { "nanosleep", "nanosleep-abs", "timerfd", "timerfd-abs" };

int main(void)
{
    static int64_t actual[SAMPLES];
    static const int64_t requests[] = { 1000, 50000, 1000000 };
    volatile int32_t progress = 0;
    int64_t overruns = -1;

    for (int method = OVS_NANOSLEEP_REL; method <= OVS_TIMERFD_ABS; method++) {
        for (unsigned r = 0; r < sizeof requests / sizeof requests[0]; r++) {
            int n = requests[r] >= 1000000 ? 30 : SAMPLES;
            int rc = ovs_measure_sleeps(method, requests[r], n, actual, &progress);
            CHECK(rc == 0, "%s: rc %d", names[method], rc);
            CHECK(progress == n, "%s: progress %d of %d", names[method], progress, n);
            for (int i = 0; i < n; i++)
                CHECK(actual[i] >= requests[r], "%s %lld ns: sample %d woke after %lld ns",
                      names[method], (long long)requests[r], i, (long long)actual[i]);
        }
    }

    for (int method = OVS_NANOSLEEP_ABS; method <= OVS_TIMERFD_ABS; method += 2) {
        int rc = ovs_measure_cyclic(method, 200000, SAMPLES, actual, &overruns, &progress);
        CHECK(rc == 0, "cyclic %s: rc %d", names[method], rc);
        CHECK(overruns >= 0, "overruns reported");
        for (int i = 0; i < SAMPLES; i++)
            CHECK(actual[i] >= 0, "cyclic %s: period %d latency %lld ns", names[method], i,
                  (long long)actual[i]);
    }

    int64_t a = ovs_clock_now_ns(OVS_CLOCK_MONOTONIC);
    int64_t b = ovs_clock_now_ns(OVS_CLOCK_MONOTONIC);
    CHECK(a > 0 && b >= a, "monotonic: %lld then %lld", (long long)a, (long long)b);
    for (int c = OVS_CLOCK_MONOTONIC; c <= OVS_CLOCK_BOOTTIME; c++)
        CHECK(ovs_clock_res_ns(c) > 0, "clock %d resolution %lld", c, (long long)ovs_clock_res_ns(c));
    CHECK_DONE();
}
