package dev.oversleep.kernel;

import dev.oversleep.input.BadValueException;

/**
 * Which hardware thread takes a device or firmware completion interrupt, and so is the waker
 * that {@link WakeAffinity} may pull the woken task to.
 *
 * <p>{@link #FIXED}: one thread, the platform's {@code irq_cpu}. That is what the source gives on
 * a PowerNV POWER8 (XICS): an interrupt with the default all-CPU affinity is routed to
 * xics_default_distrib_server, which xics_update_irq_servers() sets to the boot CPU's hardware id
 * and changes only from an "ibm,ppc-interrupt-gserver#s" property (arch/powerpc/sysdev/xics/
 * xics-common.c); skiboot's CPU nodes carry none (hdata/cpu-common.c, add_core_common()), the
 * global interrupt queue is joined only through RTAS (xics_set_cpu_giq(): "GIQ stuff, currently
 * only supported on RTAS setups, will have to be sorted properly for bare metal"), and
 * ics_opal_mangle_server() writes the server into the XIVE with link 0 ("No link for now",
 * ics-opal.c), i.e. to that one thread. An irqbalance mask names its first online CPU
 * (xics_get_irq_server(): "If not we set it to the first cpu in the mask"): one thread again.
 *
 * <p>{@link #DISTRIBUTED}: a what-if the source does not support on that platform: every
 * interrupt lands on a thread drawn uniformly from the machine (seeded, its own random stream,
 * so the run's other draws do not change), as a global distribution server with a link spanning
 * the machine would deliver it.
 */
public record IrqRouting(boolean distributed, int fixedCpu) {
    /** The platform's own interrupt CPU. */
    public static final IrqRouting PLATFORM = new IrqRouting(false, -1);
    public static final String DISTRIBUTED_NAME = "distributed";

    public static IrqRouting fixed(int cpu) {
        return new IrqRouting(false, cpu);
    }

    public static IrqRouting distributedUniformly() {
        return new IrqRouting(true, -1);
    }

    /** {@code distributed}, or a CPU number below {@code cpus}; null: the platform's. */
    public static IrqRouting parse(String s, int cpus) {
        if (s == null) {
            return PLATFORM;
        }
        IrqRouting r = parse(s);
        if (!r.distributed && r.fixedCpu >= cpus) {
            throw new BadValueException("interrupt CPU", s, "no such CPU (" + cpus + " CPUs)");
        }
        return r;
    }

    /** {@code distributed}, or a CPU number. */
    public static IrqRouting parse(String s) {
        if (DISTRIBUTED_NAME.equals(s)) {
            return distributedUniformly();
        }
        try {
            int cpu = Integer.parseInt(s);
            if (cpu >= 0) {
                return fixed(cpu);
            }
        } catch (NumberFormatException e) {
            // the message below says what is accepted
        }
        throw new BadValueException("interrupt CPU", s, "expected a CPU number or " + DISTRIBUTED_NAME);
    }

    /** How a result names the routing: {@code fixed} or {@code distributed}. */
    public String label() {
        return distributed ? DISTRIBUTED_NAME : "fixed";
    }

    /** The CPU that takes every interrupt, or null when they are distributed. */
    public Integer cpu(int platformIrqCpu) {
        return distributed ? null : fixedCpu < 0 ? platformIrqCpu : fixedCpu;
    }
}
