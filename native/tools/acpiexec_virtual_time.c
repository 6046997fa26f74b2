/*
 * LD_PRELOAD library for differential tests against ACPICA's acpiexec: puts acpiexec's OS
 * layer (source/os_specific/service_layers/osunixxf.c) in virtual time and logs every wait.
 *
 * osunixxf.c implements AcpiOsSleep(ms) as sleep(ms / 1000) followed by
 * usleep((ms % 1000) * 1000), and AcpiOsStall(us) as usleep(us) for us != 0. So a usleep()
 * that follows a sleep() completes a Sleep, any other usleep() is a Stall. Neither really
 * waits: the waited time is added to a virtual offset that gettimeofday() and clock_gettime()
 * return on top of the real clock, so AML Timer reads and ACPICA's 30 s While-loop timeout
 * (AcpiOsGetTimer) see the time pass. Each wait is written to stderr as
 * "ovs-osl sleep <ms>" or "ovs-osl stall <us>" with write(2), unbuffered, so the order with
 * acpiexec's own output does not matter to the parser.
 *
 * acpiexec runs the method on a worker thread while its main thread polls for completion with
 * AcpiOsSleep(100); if those polls advanced the virtual clock, a running While loop would time
 * out after a few iterations. And after each method the worker waits 1 s on a semaphore nobody
 * posts (AcpiOsWaitSemaphore with a timeout); a worker's timed wait therefore waits at most
 * 20 ms for real and, if still unposted, times out at once with its timeout added to the
 * virtual clock. The main thread's poll sees the worker done within that. So only threads other than the main one run in virtual time; the
 * main thread's waits are real, capped at 1 ms to keep each run short, and not logged.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static long long offset_ns;
static int sleep_pending;
static unsigned int pending_seconds;

static int on_main_thread(void)
{
    return gettid() == getpid();
}

static void real_wait_capped(unsigned long long us)
{
    struct timespec ts = {0, (long)(us < 1000 ? us : 1000) * 1000L};
    syscall(SYS_nanosleep, &ts, NULL);
}

static void log_wait(const char *what, unsigned long long amount)
{
    char line[64];
    int n = snprintf(line, sizeof line, "ovs-osl %s %llu\n", what, amount);
    if (n > 0) {
        ssize_t ignored = write(STDERR_FILENO, line, (size_t)n);
        (void)ignored;
    }
}

unsigned int sleep(unsigned int seconds)
{
    if (on_main_thread()) {
        real_wait_capped(seconds * 1000000ULL);
        return 0;
    }
    sleep_pending = 1;
    pending_seconds = seconds;
    offset_ns += (long long)seconds * 1000000000LL;
    return 0;
}

int usleep(useconds_t us)
{
    if (on_main_thread()) {
        real_wait_capped(us);
        return 0;
    }
    if (sleep_pending) {
        log_wait("sleep", (unsigned long long)pending_seconds * 1000ULL + us / 1000U);
        sleep_pending = 0;
    } else {
        log_wait("stall", us);
    }
    offset_ns += (long long)us * 1000LL;
    return 0;
}

int nanosleep(const struct timespec *req, struct timespec *rem)
{
    if (on_main_thread()) {
        real_wait_capped(req->tv_sec * 1000000ULL + (unsigned long long)req->tv_nsec / 1000ULL);
        return 0;
    }
    {
        offset_ns += (long long)req->tv_sec * 1000000000LL + req->tv_nsec;
    }
    if (rem) {
        memset(rem, 0, sizeof *rem);
    }
    return 0;
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz)
{
    static int (*real)(struct timeval *restrict, void *restrict);
    if (!real) {
        real = (int (*)(struct timeval *restrict, void *restrict))dlsym(RTLD_NEXT, "gettimeofday");
    }
    int rc = real(tv, tz);
    if (rc == 0) {
        long long us = (long long)tv->tv_sec * 1000000LL + tv->tv_usec + offset_ns / 1000;
        tv->tv_sec = us / 1000000LL;
        tv->tv_usec = us % 1000000LL;
    }
    return rc;
}

int clock_gettime(clockid_t clock, struct timespec *ts)
{
    static int (*real)(clockid_t, struct timespec *);
    if (!real) {
        real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    }
    int rc = real(clock, ts);
    if (rc == 0) {
        long long ns = (long long)ts->tv_sec * 1000000000LL + ts->tv_nsec + offset_ns;
        ts->tv_sec = ns / 1000000000LL;
        ts->tv_nsec = ns % 1000000000LL;
    }
    return rc;
}

static void wait_for_aml_threads_of_worker(void);

int sem_timedwait(sem_t *restrict sem, const struct timespec *restrict abstime)
{
    static int (*real)(sem_t *restrict, const struct timespec *restrict);
    if (!real) {
        real = (int (*)(sem_t *restrict, const struct timespec *restrict))dlsym(RTLD_NEXT, "sem_timedwait");
    }
    if (on_main_thread()) {
        return real(sem, abstime);
    }
    wait_for_aml_threads_of_worker();
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now); /* virtual, like the caller's abstime */
    long long timeout_ns = (abstime->tv_sec - now.tv_sec) * 1000000000LL + (abstime->tv_nsec - now.tv_nsec);
    struct timespec real_now, short_deadline;
    syscall(SYS_clock_gettime, CLOCK_REALTIME, &real_now);
    long long deadline_ns = real_now.tv_sec * 1000000000LL + real_now.tv_nsec + 20000000LL;
    short_deadline.tv_sec = deadline_ns / 1000000000LL;
    short_deadline.tv_nsec = deadline_ns % 1000000000LL;
    int rc = real(sem, &short_deadline);
    if (rc != 0 && errno == ETIMEDOUT && timeout_ns > 0) {
        offset_ns += timeout_ns;
    }
    return rc;
}

/*
 * Threads the AML starts: ACPICA dispatches each Notify on a thread of its own (evmisc.c,
 * acpi_ev_queue_notify_request through AcpiOsExecute, which osunixxf.c implements with
 * pthread_create and never joins). acpiexec does not wait for them, so a notify handler could
 * print its line after acpiexec had torn its handlers down (AcpiTerminate), or not before exit.
 * A thread created by a thread other than the main one is counted while it runs; the worker
 * waits for the count to reach zero at its next timed semaphore wait (the one that ends every
 * method, before the main thread sees it done), and the exit waits again before stdio is
 * flushed: real time, 1 ms steps, at most 2 s each.
 */
struct tracked_start {
    void *(*fn)(void *);
    void *arg;
};

static int aml_threads_running;
static __thread int in_aml_thread;

static void wait_until_no_aml_threads(void)
{
    struct timespec step = {0, 1000000L};
    for (int i = 0; i < 2000 && __atomic_load_n(&aml_threads_running, __ATOMIC_SEQ_CST) > 0; i++) {
        syscall(SYS_nanosleep, &step, NULL);
    }
}

static void wait_for_aml_threads_of_worker(void)
{
    if (!in_aml_thread) {
        wait_until_no_aml_threads();
    }
}

static void *tracked(void *p)
{
    struct tracked_start s = *(struct tracked_start *)p;
    free(p);
    in_aml_thread = 1;
    void *r = s.fn(s.arg);
    __atomic_sub_fetch(&aml_threads_running, 1, __ATOMIC_SEQ_CST);
    return r;
}

int pthread_create(pthread_t *restrict thread, const pthread_attr_t *restrict attr, void *(*fn)(void *),
                   void *restrict arg)
{
    static int (*real)(pthread_t *restrict, const pthread_attr_t *restrict, void *(*)(void *), void *restrict);
    if (!real) {
        real = (int (*)(pthread_t *restrict, const pthread_attr_t *restrict, void *(*)(void *), void *restrict))
            dlsym(RTLD_NEXT, "pthread_create");
    }
    struct tracked_start *s = on_main_thread() ? NULL : malloc(sizeof *s);
    if (!s) {
        return real(thread, attr, fn, arg);
    }
    s->fn = fn;
    s->arg = arg;
    __atomic_add_fetch(&aml_threads_running, 1, __ATOMIC_SEQ_CST);
    int rc = real(thread, attr, tracked, s);
    if (rc != 0) {
        __atomic_sub_fetch(&aml_threads_running, 1, __ATOMIC_SEQ_CST);
        free(s);
    }
    return rc;
}

__attribute__((destructor)) static void wait_for_aml_threads_at_exit(void)
{
    wait_until_no_aml_threads();
}
