package dev.oversleep.kernel;

/**
 * The machine's CPUs as the one modelled task meets them: where its timers are queued, what its
 * CPU does while it sleeps, and where a wake-up puts it. {@link Kernel} computes each primitive's
 * request and adds the wake-up latency and the wait for a CPU; this says when the kernel's own
 * machinery (the timer wheel, the NOHZ tick, hrtimers, the scheduler's wake-up choice) lets the
 * task go.
 *
 * <p>Two implementations: {@link Machine}, which brings an idle CPU forward in closed form from
 * its periodic interrupts (exact when no CPU enters an idle state that stops its timer), and
 * {@link dev.oversleep.kernel.percpu.PercpuMachine}, which runs every CPU's clockevent device,
 * hrtimers, NOHZ tick, cpuidle governor and the tick broadcast as discrete events, for a platform
 * that declares cpuidle states under a NOHZ kernel. With a periodic tick (CONFIG_HZ_PERIODIC) no
 * idle lasts more than a tick, no CPU reaches a state that stops its timer, and the closed form
 * is exact.
 */
public interface CpuModel {
    CpuTopology topology();

    TimerEra timerEra();

    /** Routes device and firmware completion interrupts ({@link IrqRouting}). */
    void routeInterrupts(IrqRouting r);

    /** The CPU that takes every completion interrupt, or null when they are distributed. */
    Integer fixedIrqCpu();

    /** The CPU that takes the next device or firmware completion interrupt. */
    int irqCpu();

    /** A CPU's wheel base as it stands (for tests and reports). */
    TimerBase base(int cpu);

    /** The task starts running on {@code cpu} at {@code nowNs}, its tick running. */
    void startTaskOn(int cpu, long nowNs);

    /**
     * How schedule_timeout()'s wait ended.
     *
     * @param eventNs  when the timer's callback ran (or the early wake-up came)
     * @param byTimer  false when an early wake-up ended it (the timer was deleted)
     * @param level    the wheel level the timer was queued in ({@link TimerBase#NO_LEVEL} before v4.8)
     * @param late     why it ran later than on a current base with a punctual tick
     * @param lateNs   by how much
     * @param endedBy  for {@link LateReason#LOST_WAKEUP}: the interrupt that finally ran it
     */
    record WheelWait(long eventNs, boolean byTimer, int level, LateReason late, long lateNs, String endedBy) {
    }

    /**
     * schedule_timeout()'s timer, expiring at jiffy {@code expire}, is queued on {@code cpu}'s
     * base at {@code startNs} (__mod_timer()), the task blocks and the CPU idles until the timer
     * runs, or until {@code earlyWakeNs} (a wake-up of an interruptible sleeper;
     * {@link Long#MAX_VALUE}: none) when that comes first.
     */
    WheelWait wheelWait(int cpu, long startNs, long expire, long earlyWakeNs);

    /**
     * An hrtimer of the task with the window [softNs, hardNs] is started on {@code cpu} and the
     * task blocks. Returns when its callback runs. {@code otherEventNs} is an interrupt the
     * caller drew from the platform's hrtimer event rate ({@link Long#MAX_VALUE}: none), for a
     * model that does not produce the CPU's other hrtimer interrupts itself.
     */
    long hrtimerWait(int cpu, long startNs, long softNs, long hardNs, long otherEventNs);

    /**
     * The task blocks on {@code cpu} at {@code startNs} until an interrupt on {@code irqCpu} at
     * {@code atNs} wakes it (wait_event()). Returns the CPU the wake-up puts it on.
     */
    int interruptWake(int cpu, long startNs, long atNs, int irqCpu);

    /** The task blocks on {@code cpu} from {@code startNs} and is woken there at {@code untilNs}. */
    void idleWait(int cpu, long startNs, long untilNs);

    /** The woken task runs on {@code cpu} from {@code nowNs}. */
    void taskRuns(int cpu, long nowNs);

    /** The task keeps {@code cpu} busy from {@code fromNs} to {@code untilNs} (udelay, work). */
    void taskBusy(int cpu, long fromNs, long untilNs);

    /**
     * Applies a what-if that changes a kernel rule. Only the per-CPU machine models the rules
     * they change; the closed-form one refuses every what-if but {@link WhatIf#NONE}.
     */
    default void apply(WhatIf w) {
        if (w != WhatIf.NONE) {
            throw new dev.oversleep.input.BadInputException("the what-if " + w.cliName() + " needs a platform simulated "
                    + "CPU by CPU (one that declares cpuidle states, e.g. openpower-p8-tpm)");
        }
    }

    /** Records the machine's own steps into {@code t} (null: off); the closed-form model has none. */
    default void traceInto(MachineTrace t) {
    }
}
