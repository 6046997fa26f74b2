package dev.oversleep.tpm;

import dev.oversleep.kernel.IrqRouting;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.LateReason;
import dev.oversleep.kernel.MachineTrace;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.RunQueue;
import dev.oversleep.kernel.SleepRecord;
import dev.oversleep.kernel.Timebase;
import dev.oversleep.kernel.WhatIf;
import dev.oversleep.sim.DurationStats;
import dev.oversleep.sim.SimRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * Measured boot in miniature: N extends (digest i = the bank's hash of the ASCII text "oversleep
 * extend i") through the TPM core, the Nuvoton driver and the chip, then the PCR read back.
 * Optional idle gaps between extends (exponential, mean gapMeanNs) end with the next request's
 * I/O completion interrupt, as between measured files. The task starts on a CPU drawn from the
 * seed (wherever the process happened to be started).
 */
public final class ExtendWorkload {
    private ExtendWorkload() {
    }

    /**
     * What to run.
     *
     * @param family     the command set the kernel speaks ({@link TpmFamily#forKernel} for a stock kernel)
     * @param irqRouting where the OPAL and I/O completion interrupts land ({@link IrqRouting#PLATFORM}: the
     *                   platform's irq_cpu)
     */
    public record Request(int count, int pcr, DriverEra era, KernelProfile kernel, PlatformProfile platform,
                          ChipProfile chip, TpmFamily family, long gapMeanNs, ChipFaults faults,
                          IrqRouting irqRouting, WhatIf whatIf, int traceSlowest) {

        /** A request of the release as shipped, without traces. */
        public Request(int count, int pcr, DriverEra era, KernelProfile kernel, PlatformProfile platform,
                       ChipProfile chip, TpmFamily family, long gapMeanNs, ChipFaults faults, IrqRouting irqRouting) {
            this(count, pcr, era, kernel, platform, chip, family, gapMeanNs, faults, irqRouting, WhatIf.NONE, 0);
        }
    }

    public static ExtendResult.Run run(Request q, Supplier<TpmBackend> backends, Timebase timebase, long seed) {
        SimRandom rnd = new SimRandom(seed);
        long phase = rnd.nextLong(q.kernel().hz().tickNs());
        int startCpu = (int) rnd.nextLong((long) q.platform().cpus().value());
        Kernel kernel = new Kernel(q.kernel(), q.platform(), timebase, rnd, phase, RunQueue.IDLE, startCpu);
        kernel.machine().routeInterrupts(q.irqRouting());
        kernel.whatIf(q.whatIf());
        SlowestExtends slowest = new SlowestExtends(q.traceSlowest());
        MachineTrace trace = q.traceSlowest() > 0 ? new MachineTrace() : null;
        kernel.trace(trace);
        Tally tally = new Tally();
        kernel.setListener(tally::add);
        TpmFamily family = q.family();
        try (TpmBackend backend = backends.get()) {
            backend.execute(family.startup());
            byte[] chain = family.pcrValue(backend.execute(family.pcrRead(q.pcr())));
            NuvotonChip chip = new NuvotonChip(q.chip(), backend, kernel, q.faults());
            NuvotonDriver driver = new NuvotonDriver(chip, kernel, q.era(), TpmTimeouts.of(family, q.chip(),
                    q.kernel().hz()));
            TpmCore core = new TpmCore(driver, kernel);
            long[] perExtend = new long[q.count()];
            long total = 0;
            for (int i = 0; i < q.count(); i++) {
                if (q.gapMeanNs() > 0) {
                    kernel.waitForInterrupt(kernel.now() + rnd.exponential(q.gapMeanNs()), kernel.machine().irqCpu());
                }
                byte[] d = family.digest(i);
                long t0 = kernel.now();
                if (trace != null) {
                    trace.clear();
                }
                byte[] resp = core.transmit(family.extend(q.pcr(), d));
                perExtend[i] = kernel.now() - t0;
                total += perExtend[i];
                slowest.offer(i, t0, perExtend[i], trace);
                if (Tpm2.responseCode(resp) != Tpm2.RC_SUCCESS) {
                    throw new TpmException(String.format("extend %d answered 0x%X", i, Tpm2.responseCode(resp)));
                }
                chain = family.hash(chain, d);
            }
            long polls = driver.statusReads();
            byte[] value = family.pcrValue(core.transmit(family.pcrRead(q.pcr())));
            return new ExtendResult.Run(q.era().cliName(), q.kernel().hz().value(),
                    q.kernel().wheel().name().toLowerCase(Locale.ROOT),
                    q.kernel().timerEra().name().toLowerCase(Locale.ROOT).replace('_', '-'), total,
                    DurationStats.of(perExtend), polls, tally.sleeps(), tally.late,
                    tally.lateByReason, tally.lateNs, chip.i2cTransfers(), chip.i2cBytes(), kernel.migrations(),
                    tally.cpus.cardinality(), HexFormat.of().formatHex(value), Arrays.equals(value, chain),
                    q.traceSlowest() > 0 ? slowest.traces() : null);
        }
    }

    /**
     * The N slowest extends with what happened in them: a min-heap on duration (the earlier
     * extend kept on a tie), so the result does not depend on anything but the run.
     */
    private static final class SlowestExtends {
        private final int n;
        private final PriorityQueue<ExtendResult.ExtendTrace> heap = new PriorityQueue<>(
                Comparator.comparingLong(ExtendResult.ExtendTrace::durationNs)
                        .thenComparing(Comparator.comparingInt(ExtendResult.ExtendTrace::index).reversed()));

        SlowestExtends(int n) {
            this.n = n;
        }

        void offer(int index, long startNs, long durationNs, MachineTrace trace) {
            if (n == 0 || (heap.size() == n && durationNs <= heap.peek().durationNs())) {
                return;
            }
            List<ExtendResult.TraceEvent> events = trace.lines().stream()
                    .sorted(Comparator.comparingLong(MachineTrace.Line::atNs))
                    .map(l -> new ExtendResult.TraceEvent(l.atNs() - startNs, l.cpu(), l.what())).toList();
            heap.add(new ExtendResult.ExtendTrace(index, durationNs, events, trace.dropped()));
            if (heap.size() > n) {
                heap.poll();
            }
        }

        /** Slowest first. */
        List<ExtendResult.ExtendTrace> traces() {
            List<ExtendResult.ExtendTrace> out = new ArrayList<>(heap);
            out.sort(Comparator.comparingLong(ExtendResult.ExtendTrace::durationNs).reversed()
                    .thenComparingInt(ExtendResult.ExtendTrace::index));
            return out;
        }
    }

    /** Sleeps by primitive and lateness by reason, from the kernel's records. */
    private static final class Tally {
        final Map<String, long[]> byPrimitive = new TreeMap<>();
        final Map<String, Long> lateByReason = new TreeMap<>();
        final BitSet cpus = new BitSet();
        long late;
        long lateNs;

        void add(SleepRecord r) {
            long[] s = byPrimitive.computeIfAbsent(r.primitive().cName(), k -> new long[2]);
            s[0]++;
            s[1] += r.modeledNs();
            cpus.set(r.cpu());
            if (r.late() != LateReason.NONE) {
                late++;
                lateNs += r.lateNs();
                lateByReason.merge(r.lateKey(), 1L, Long::sum);
            }
        }

        Map<String, ExtendResult.Sleeps> sleeps() {
            Map<String, ExtendResult.Sleeps> out = new TreeMap<>();
            byPrimitive.forEach((k, v) -> out.put(k, new ExtendResult.Sleeps(v[0], v[1])));
            return out;
        }
    }
}
