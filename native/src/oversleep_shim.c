/* oversleep_shim.c - see oversleep_shim.h for the contract of every function. */
#define _GNU_SOURCE
#include "oversleep_shim.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

#define NSEC_PER_SEC 1000000000LL

static __thread int64_t eintr_count;
static __thread int timerfd_of_thread = -1;

int ovs_abi_version(void) { return OVS_ABI_VERSION; }

const char *ovs_strerror(int negative_errno)
{
    static __thread char text[128];
    int err = negative_errno < 0 ? -negative_errno : negative_errno;
    const char *name = strerrorname_np(err);
    snprintf(text, sizeof text, "%s (%s)", strerror(err), name ? name : "?");
    return text;
}

static int clockid_of(int clock, clockid_t *out)
{
    switch (clock) {
    case OVS_CLOCK_MONOTONIC: *out = CLOCK_MONOTONIC; return 0;
    case OVS_CLOCK_MONOTONIC_COARSE: *out = CLOCK_MONOTONIC_COARSE; return 0;
    case OVS_CLOCK_MONOTONIC_RAW: *out = CLOCK_MONOTONIC_RAW; return 0;
    case OVS_CLOCK_BOOTTIME: *out = CLOCK_BOOTTIME; return 0;
    default: return -EINVAL;
    }
}

static inline int64_t ts_to_ns(const struct timespec *ts)
{
    return (int64_t)ts->tv_sec * NSEC_PER_SEC + ts->tv_nsec;
}

static inline struct timespec ns_to_ts(int64_t ns)
{
    struct timespec ts = { .tv_sec = ns / NSEC_PER_SEC, .tv_nsec = ns % NSEC_PER_SEC };
    return ts;
}

static inline int64_t mono_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts_to_ns(&ts);
}

int64_t ovs_clock_now_ns(int clock)
{
    clockid_t id;
    struct timespec ts;
    if (clockid_of(clock, &id) < 0)
        return -EINVAL;
    if (clock_gettime(id, &ts) != 0)
        return -errno;
    return ts_to_ns(&ts);
}

int64_t ovs_clock_res_ns(int clock)
{
    clockid_t id;
    struct timespec ts;
    if (clockid_of(clock, &id) < 0)
        return -EINVAL;
    if (clock_getres(id, &ts) != 0)
        return -errno;
    return ts_to_ns(&ts);
}

int64_t ovs_eintr_count(void) { return eintr_count; }

/* Relative: clock_nanosleep hands back the remaining time; resume with it. */
static int nanosleep_rel(int64_t ns)
{
    struct timespec req = ns_to_ts(ns), rem;
    int rc;
    while ((rc = clock_nanosleep(CLOCK_MONOTONIC, 0, &req, &rem)) == EINTR) {
        eintr_count++;
        req = rem;
    }
    return -rc;
}

/* Absolute: the deadline does not move, so re-issue it unchanged. */
static int nanosleep_abs(int64_t deadline)
{
    struct timespec when = ns_to_ts(deadline);
    int rc;
    while ((rc = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &when, NULL)) == EINTR)
        eintr_count++;
    return -rc;
}

static int thread_timerfd(void)
{
    if (timerfd_of_thread < 0) {
        timerfd_of_thread = timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC);
        if (timerfd_of_thread < 0)
            return -errno;
    }
    return timerfd_of_thread;
}

/* One-shot timerfd; a read interrupted by a signal leaves the timer armed. */
static int timerfd_sleep(int64_t value, int abs)
{
    int fd = thread_timerfd();
    struct itimerspec its = { .it_interval = { 0, 0 }, .it_value = ns_to_ts(value) };
    uint64_t expirations;
    ssize_t n;
    if (fd < 0)
        return fd;
    if (timerfd_settime(fd, abs ? TFD_TIMER_ABSTIME : 0, &its, NULL) != 0)
        return -errno;
    while ((n = read(fd, &expirations, sizeof expirations)) < 0 && errno == EINTR)
        eintr_count++;
    return n == (ssize_t)sizeof expirations ? 0 : -errno;
}

static int sleep_once(int method, int64_t start, int64_t request_ns)
{
    switch (method) {
    case OVS_NANOSLEEP_REL: return nanosleep_rel(request_ns);
    case OVS_NANOSLEEP_ABS: return nanosleep_abs(start + request_ns);
    case OVS_TIMERFD_REL: return timerfd_sleep(request_ns, 0);
    case OVS_TIMERFD_ABS: return timerfd_sleep(start + request_ns, 1);
    default: return -EINVAL;
    }
}

static int valid_method(int method)
{
    return method >= OVS_NANOSLEEP_REL && method <= OVS_TIMERFD_ABS;
}

static int absolute_method(int method)
{
    return method == OVS_NANOSLEEP_ABS || method == OVS_TIMERFD_ABS;
}

int ovs_sleep_ns(int method, int64_t request_ns)
{
    if (!valid_method(method) || request_ns <= 0)
        return -EINVAL;
    return sleep_once(method, mono_now(), request_ns);
}

int ovs_sleep_until_ns(int method, int64_t deadline_ns)
{
    if (!absolute_method(method) || deadline_ns < 0)
        return -EINVAL;
    return method == OVS_NANOSLEEP_ABS ? nanosleep_abs(deadline_ns)
                                       : timerfd_sleep(deadline_ns, 1);
}

int64_t ovs_timer_slack_get(void)
{
    int rc = prctl(PR_GET_TIMERSLACK, 0, 0, 0, 0);
    return rc < 0 ? -errno : rc;
}

int ovs_timer_slack_set(int64_t ns)
{
    if (ns <= 0)
        return -EINVAL;
    return prctl(PR_SET_TIMERSLACK, (unsigned long)ns, 0, 0, 0) != 0 ? -errno : 0;
}

int ovs_pin_cpu(int cpu)
{
    cpu_set_t set;
    if (cpu < 0 || cpu >= CPU_SETSIZE)
        return -EINVAL;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    return sched_setaffinity(0, sizeof set, &set) != 0 ? -errno : 0;
}

int ovs_pinned_cpu(void)
{
    cpu_set_t set;
    int cpu, found = -1;
    if (sched_getaffinity(0, sizeof set, &set) != 0)
        return -errno;
    if (CPU_COUNT(&set) != 1)
        return -1;
    for (cpu = 0; cpu < CPU_SETSIZE; cpu++)
        if (CPU_ISSET(cpu, &set))
            found = cpu;
    return found;
}

int ovs_set_fifo(int prio)
{
    struct sched_param param = { .sched_priority = prio };
    if (prio < 0 || prio > 99)
        return -EINVAL;
    return sched_setscheduler(0, prio == 0 ? SCHED_OTHER : SCHED_FIFO, &param) != 0 ? -errno : 0;
}

int ovs_sched_policy(void)
{
    int p = sched_getscheduler(0);
    return p < 0 ? -errno : p;
}

int ovs_sched_priority(void)
{
    struct sched_param param;
    return sched_getparam(0, &param) != 0 ? -errno : param.sched_priority;
}

int ovs_dma_latency_hold(int32_t target_us)
{
    int fd;
    if (target_us < 0)
        return -EINVAL;
    fd = open("/dev/cpu_dma_latency", O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return -errno;
    if (write(fd, &target_us, sizeof target_us) != (ssize_t)sizeof target_us) {
        int err = errno;
        close(fd);
        return -err;
    }
    return fd;
}

int ovs_dma_latency_release(int fd)
{
    return close(fd) != 0 ? -errno : 0;
}

int ovs_isatty(int fd) { return isatty(fd) ? 1 : 0; }

int ovs_measure_sleeps(int method, int64_t request_ns, int32_t count,
                       int64_t *actual_ns, volatile int32_t *progress)
{
    int32_t i;
    if (!valid_method(method) || request_ns <= 0 || count <= 0 || actual_ns == NULL)
        return -EINVAL;
    for (i = 0; i < count; i++) {
        int64_t start = mono_now();
        int rc = sleep_once(method, start, request_ns);
        if (rc < 0)
            return rc;
        actual_ns[i] = mono_now() - start;
        if (progress)
            *progress = i + 1;
    }
    return 0;
}

int ovs_measure_cyclic(int method, int64_t interval_ns, int32_t count,
                       int64_t *latency_ns, int64_t *overruns,
                       volatile int32_t *progress)
{
    int64_t next, missed = 0;
    int32_t i;
    if (!absolute_method(method) || interval_ns <= 0 || count <= 0 || latency_ns == NULL)
        return -EINVAL;
    next = mono_now() + interval_ns;
    for (i = 0; i < count; i++) {
        int64_t now;
        int rc = ovs_sleep_until_ns(method, next);
        if (rc < 0)
            return rc;
        now = mono_now();
        latency_ns[i] = now - next;
        next += interval_ns;
        while (now > next) {
            next += interval_ns;
            missed++;
        }
        if (progress)
            *progress = i + 1;
    }
    if (overruns)
        *overruns = missed;
    return 0;
}
