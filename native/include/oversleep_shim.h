/*
 * oversleep_shim.h - the small native timer shim behind Oversleep's host timebase.
 *
 * Everything the JVM must not do itself lives here: reading clocks, sleeping on
 * clock_nanosleep or a timerfd, changing timer slack, CPU affinity and scheduling
 * policy, and the measurement loops whose timed path must not contain the JVM
 * (garbage collection and JIT pauses would otherwise be recorded as oversleep).
 *
 * Conventions
 *  - Every function returns a value >= 0 on success and -errno on failure.
 *  - Durations and instants are int64 nanoseconds; instants are on CLOCK_MONOTONIC
 *    unless a clock is named.
 *  - No sleep ever returns early: EINTR from a signal is absorbed. A relative
 *    clock_nanosleep resumes with the remaining time it was given back; an absolute
 *    one is re-issued with the same deadline; a timerfd stays armed and is read again.
 *  - The ABI version changes whenever a signature or a meaning below changes; the Java
 *    side refuses to run against a shim whose version it does not expect.
 */
#ifndef OVERSLEEP_SHIM_H
#define OVERSLEEP_SHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define OVS_ABI_VERSION 1

/* Clocks, numbered for the Java side; mapped to clockid_t inside. */
enum ovs_clock {
    OVS_CLOCK_MONOTONIC = 0,
    OVS_CLOCK_MONOTONIC_COARSE = 1,
    OVS_CLOCK_MONOTONIC_RAW = 2,
    OVS_CLOCK_BOOTTIME = 3
};

/* Ways to sleep for a requested length. */
enum ovs_method {
    OVS_NANOSLEEP_REL = 0, /* clock_nanosleep(CLOCK_MONOTONIC, 0, ...)              */
    OVS_NANOSLEEP_ABS = 1, /* clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, ...)  */
    OVS_TIMERFD_REL = 2,   /* timerfd one-shot, relative it_value, then read()      */
    OVS_TIMERFD_ABS = 3    /* timerfd one-shot, TFD_TIMER_ABSTIME, then read()      */
};

/* ABI version of this library; compare with OVS_ABI_VERSION of the caller. */
int ovs_abi_version(void);

/* Describes an error returned as -errno, e.g. "Invalid argument (EINVAL)". Never NULL. */
const char *ovs_strerror(int negative_errno);

/* Current time of a clock in ns. */
int64_t ovs_clock_now_ns(int clock);
/* clock_getres of a clock in ns (CLOCK_MONOTONIC_COARSE gives one tick: 1e9/HZ). */
int64_t ovs_clock_res_ns(int clock);

/* Sleeps request_ns (> 0) by a method; an absolute method sleeps until now + request_ns. */
int ovs_sleep_ns(int method, int64_t request_ns);
/* Sleeps until an absolute CLOCK_MONOTONIC deadline; method must be an _ABS method. */
int ovs_sleep_until_ns(int method, int64_t deadline_ns);

/* Number of EINTR interruptions absorbed by this thread's sleeps so far. */
int64_t ovs_eintr_count(void);

/* prctl(PR_GET_TIMERSLACK) / prctl(PR_SET_TIMERSLACK, ns). The kernel treats 0 as
 * "reset to the default slack", so ns must be > 0; read the value back afterwards. */
int64_t ovs_timer_slack_get(void);
int ovs_timer_slack_set(int64_t ns);

/* Pins the calling thread to one CPU. */
int ovs_pin_cpu(int cpu);
/* The calling thread's single allowed CPU, or -1 when more than one is allowed. */
int ovs_pinned_cpu(void);

/* prio 1..99: SCHED_FIFO at that priority; prio 0: back to SCHED_OTHER.
 * -EPERM when the process may not use real-time scheduling. */
int ovs_set_fifo(int prio);
/* Current policy (SCHED_OTHER 0, SCHED_FIFO 1, SCHED_RR 2, ...) and priority. */
int ovs_sched_policy(void);
int ovs_sched_priority(void);

/* Opens /dev/cpu_dma_latency and writes the target (µs); keep the returned fd open
 * for as long as the request should hold. Release closes it. */
int ovs_dma_latency_hold(int32_t target_us);
int ovs_dma_latency_release(int fd);

/* isatty(fd) as 1 or 0. */
int ovs_isatty(int fd);

/*
 * Loop (a): count sleeps of request_ns by one method, back to back. actual_ns[i] is
 * the CLOCK_MONOTONIC time from just before the i-th sleep was issued to just after
 * it returned. *progress (may be NULL) is set to the number of samples done, so
 * another thread can draw progress without entering the timed path.
 */
int ovs_measure_sleeps(int method, int64_t request_ns, int32_t count,
                       int64_t *actual_ns, volatile int32_t *progress);

/*
 * Loop (b): the cyclictest loop. Deadlines start one interval after the call and
 * advance by interval_ns; each period sleeps until its deadline with an absolute
 * method (OVS_NANOSLEEP_ABS or OVS_TIMERFD_ABS) and records latency_ns[i] = wake
 * time - deadline. A wake later than the next deadline skips the missed periods
 * (as cyclictest does) and counts them in *overruns (may be NULL).
 */
int ovs_measure_cyclic(int method, int64_t interval_ns, int32_t count,
                       int64_t *latency_ns, int64_t *overruns,
                       volatile int32_t *progress);

#ifdef __cplusplus
}
#endif

#endif /* OVERSLEEP_SHIM_H */
