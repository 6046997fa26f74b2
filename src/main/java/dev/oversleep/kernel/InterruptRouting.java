package dev.oversleep.kernel;

import dev.oversleep.sim.SimRandom;

/**
 * Where device and firmware completion interrupts go on a machine ({@link IrqRouting}): the
 * platform's irq_cpu, another fixed CPU, or a thread drawn for each from the seed's own stream
 * (so the run's other draws do not change). One per machine model.
 */
public final class InterruptRouting {
    private final int cpus;
    private final int platformIrqCpu;
    private final long seed;
    private IrqRouting routing = IrqRouting.PLATFORM;
    private SimRandom irqRandom;

    public InterruptRouting(int cpus, int platformIrqCpu, long seed) {
        this.cpus = cpus;
        this.platformIrqCpu = platformIrqCpu;
        this.seed = seed;
    }

    public void route(IrqRouting r) {
        if (!r.distributed() && r.fixedCpu() >= cpus) {
            throw new IllegalArgumentException("no CPU " + r.fixedCpu() + " on " + cpus + " CPUs");
        }
        this.routing = r;
        this.irqRandom = r.distributed() ? new SimRandom(seed ^ 0x1A9C_D15B_0000_0001L) : null;
    }

    /** The CPU that takes every completion interrupt, or null when they are distributed. */
    public Integer fixedCpu() {
        return routing.cpu(platformIrqCpu);
    }

    /** The CPU that takes the next completion interrupt. */
    public int next() {
        Integer fixed = fixedCpu();
        return fixed != null ? fixed : (int) irqRandom.nextLong(cpus);
    }
}
