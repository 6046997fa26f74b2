/* Timer slack round-trips through prctl; policy changes are reported, EPERM is not fatal. */
#include "check.h"
#include "oversleep_shim.h"
#include <errno.h>

int main(void)
{
    int64_t original = ovs_timer_slack_get();
    CHECK(original > 0, "default slack %lld", (long long)original);
    CHECK(ovs_timer_slack_set(200000) == 0, "set slack");
    CHECK(ovs_timer_slack_get() == 200000, "slack read back %lld", (long long)ovs_timer_slack_get());
    CHECK(ovs_timer_slack_set(original) == 0, "restore slack");

    CHECK(ovs_sched_policy() == 0, "starts as SCHED_OTHER, got %d", ovs_sched_policy());
    int rc = ovs_set_fifo(10);
    CHECK(rc == 0 || rc == -EPERM, "set_fifo: %s", ovs_strerror(rc));
    if (rc == 0) {
        CHECK(ovs_sched_policy() == 1, "SCHED_FIFO expected, got %d", ovs_sched_policy());
        CHECK(ovs_sched_priority() == 10, "priority %d", ovs_sched_priority());
        CHECK(ovs_set_fifo(0) == 0, "back to SCHED_OTHER");
    }

    rc = ovs_pin_cpu(0);
    CHECK(rc == 0, "pin to cpu 0: %s", ovs_strerror(rc));
    CHECK(ovs_pinned_cpu() == 0, "pinned cpu %d", ovs_pinned_cpu());
    CHECK(ovs_isatty(-1) == 0, "isatty(-1)");
    CHECK_DONE();
}
