/* ABI version and argument validation: every bad argument is -EINVAL, nothing sleeps. */
#include "check.h"
#include "oversleep_shim.h"
#include <errno.h>
#include <string.h>

int main(void)
{
    int64_t buf[4];

    CHECK(ovs_abi_version() == OVS_ABI_VERSION, "abi %d", ovs_abi_version());
    CHECK(strstr(ovs_strerror(-EINVAL), "EINVAL") != NULL, "%s", ovs_strerror(-EINVAL));

    CHECK(ovs_clock_now_ns(99) == -EINVAL, "unknown clock");
    CHECK(ovs_clock_res_ns(-1) == -EINVAL, "unknown clock");
    CHECK(ovs_sleep_ns(7, 1000) == -EINVAL, "unknown method");
    CHECK(ovs_sleep_ns(OVS_NANOSLEEP_REL, 0) == -EINVAL, "zero request");
    CHECK(ovs_sleep_ns(OVS_TIMERFD_REL, -5) == -EINVAL, "negative request");
    CHECK(ovs_sleep_until_ns(OVS_NANOSLEEP_REL, 1) == -EINVAL, "relative method for a deadline");
    CHECK(ovs_measure_sleeps(OVS_NANOSLEEP_REL, 1000, 0, buf, NULL) == -EINVAL, "count 0");
    CHECK(ovs_measure_sleeps(OVS_NANOSLEEP_REL, 1000, 4, NULL, NULL) == -EINVAL, "NULL samples");
    CHECK(ovs_measure_sleeps(-1, 1000, 4, buf, NULL) == -EINVAL, "unknown method");
    CHECK(ovs_measure_cyclic(OVS_NANOSLEEP_REL, 1000, 4, buf, NULL, NULL) == -EINVAL,
          "cyclic needs an absolute method");
    CHECK(ovs_measure_cyclic(OVS_TIMERFD_ABS, 0, 4, buf, NULL, NULL) == -EINVAL, "interval 0");
    CHECK(ovs_timer_slack_set(0) == -EINVAL, "slack 0 would reset to the default");
    CHECK(ovs_set_fifo(100) == -EINVAL, "priority above 99");
    CHECK(ovs_pin_cpu(-1) == -EINVAL, "negative cpu");
    CHECK(ovs_dma_latency_hold(-1) == -EINVAL, "negative latency target");
    CHECK_DONE();
}
