/**
 * Every CPU of a machine as the kernel's timer code runs it, event by event, for platforms that
 * declare cpuidle states: per CPU the clockevent device (dev-&gt;next_event, its state, the
 * hardware's own expiry), the hrtimer queue and its reprogramming rules (kernel/time/hrtimer.c),
 * the NOHZ idle tick (kernel/time/tick-sched.c), the timer wheel's base
 * ({@link dev.oversleep.kernel.TimerBase}) and pending timers, the idle loop with the menu
 * governor (kernel/sched/idle.c, drivers/cpuidle/cpuidle.c, governors/menu.c), and, machine-wide,
 * the hrtimer-based tick broadcast (kernel/time/tick-broadcast.c, tick-broadcast-hrtimer.c) that
 * wakes CPUs whose timer stops in deep idle. Each class is one kernel file's state and functions,
 * named as the C names them, with the release it was read in.
 *
 * <p>{@link dev.oversleep.kernel.percpu.PercpuMachine} is the
 * {@link dev.oversleep.kernel.CpuModel} the primitives of {@link dev.oversleep.kernel.Kernel}
 * use on such a platform. Handlers take no time: an interrupt's whole path (entry, handler,
 * softirq, exit) happens at one instant, so races that need two CPUs inside a handler at once
 * (b9023b91dd02's, in bc_set_next()) cannot occur here. Must not touch: firmware models, output
 * formats, the CLI, the host.
 */
package dev.oversleep.kernel.percpu;
