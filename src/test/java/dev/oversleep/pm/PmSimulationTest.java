package dev.oversleep.pm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.BadValueException;
import dev.oversleep.input.ModelFiles;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.report.Json;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The PM core's ordering rules, checked on every callback of every run, seeded over
 * strategies, placements, CPU counts and kernels: a device never resumes before its parent and
 * suppliers, never suspends before its children and consumers; the synchronous callbacks of a
 * phase run one at a time in walk order (so a sync child that waits for its async parent holds
 * the walk); prepare and complete walk dpm_list head first and tail first; no callback of a
 * phase starts before the previous phase's barrier.
 */
class PmSimulationTest {
    static final PmMachine HP = MachineFile.load("hp-nx6325").machine();
    static final PmMachine LINKS = ModelFiles.read(Path.of("src/test/resources/pm/links.json"), PmMachine.SCHEMA,
            PmMachine.class);

    static Stream<Arguments> runs() {
        List<Arguments> out = new ArrayList<>();
        long seed = 1;
        for (PmStrategy s : PmStrategy.values()) {
            for (Placement p : Placement.values()) {
                for (int cpus : new int[] {1, 2, 8}) {
                    for (boolean suspend : new boolean[] {false, true}) {
                        out.add(Arguments.of(s, p, cpus, suspend, seed++));
                    }
                }
            }
        }
        return out.stream();
    }

    static PmResult.StrategyRun simulate(PmMachine m, PmStrategy s, Placement p, int cpus, boolean suspend, long seed,
                                         String kernel, int hz) {
        KernelProfile profile = KernelProfile.nohzIdle(KernelVersion.parse(kernel), Hz.of(hz));
        return new PmSimulation(m, profile, PlatformProfile.load("generic-x86-laptop"), AcpiOsSleepPolicy.MSLEEP,
                PmSimulation.tablesOf(m), cpus, p, seed).run(suspend, s);
    }

    static PmResult.StrategyRun hp(PmStrategy s, boolean suspend, long seed) {
        return simulate(HP, s, Placement.SPREAD, 2, suspend, seed, "2.6.32", 250);
    }

    @ParameterizedTest(name = "{0} {1} cpus={2} suspend={3} seed={4}")
    @MethodSource("runs")
    void callbacksKeepTheOrderingRules(PmStrategy s, Placement p, int cpus, boolean suspend, long seed) {
        PmResult.StrategyRun run = simulate(HP, s, p, cpus, suspend, seed, seed % 2 == 0 ? "2.6.32" : "6.12", 250);
        assertOrdered(HP, run, suspend, s);
        assertEquals(HP.devices().size() * PmPhase.of(suspend).size(),
                run.devices().stream().filter(d -> !d.device().equals(PmSimulation.PLATFORM)).count(), "every device in every phase");
        run.devices().forEach(d -> assertTrue(d.cpu() >= 0 && d.cpu() < cpus, d.toString()));
        if (s == PmStrategy.SYNC) {
            assertTrue(run.devices().stream().noneMatch(DeviceRun::async), "pm_async=0 runs nothing async");
        }
    }

    @ParameterizedTest(name = "{0} {1} cpus={2} suspend={3} seed={4}")
    @MethodSource("runs")
    void deviceLinksAreWaitedFor(PmStrategy s, Placement p, int cpus, boolean suspend, long seed) {
        PmResult.StrategyRun run = simulate(LINKS, s, p, cpus, suspend, seed, "6.16", 1000);
        assertOrdered(LINKS, run, suspend, s);
        if (!suspend) {
            DeviceRun platform = run.devices().stream().filter(d -> d.device().equals(PmSimulation.PLATFORM)).findFirst().orElseThrow();
            assertTrue(run.devices().stream().filter(d -> d.phase().equals("resume_noirq") && !d.device().equals(PmSimulation.PLATFORM))
                    .allMatch(d -> d.startNs() >= platform.endNs()), "the platform step runs before the phase's callbacks");
        }
    }

    /** Every rule the PM core keeps, on one run. */
    static void assertOrdered(PmMachine m, PmResult.StrategyRun run, boolean suspend, PmStrategy strategy) {
        Map<String, DeviceRun> byKey = new HashMap<>();
        run.devices().forEach(d -> byKey.put(d.phase() + "/" + d.device(), d));
        long barrier = 0;
        for (PmPhase phase : PmPhase.of(suspend)) {
            long phaseEnd = barrier;
            for (PmMachine.Device d : m.devices()) {
                DeviceRun r = byKey.get(phase.key() + "/" + d.name());
                assertTrue(r.startNs() >= barrier, r + " starts before the previous phase's barrier " + barrier);
                assertTrue(r.endNs() >= r.startNs(), r.toString());
                assertEquals(strategy.asyncIn(phase) && d.async(), r.async(), r + ": async as the strategy and flag say");
                phaseEnd = Math.max(phaseEnd, r.endNs());
                if (phase.alwaysSync()) {
                    continue;
                }
                for (String sup : PmMachine.superiors(d)) {
                    DeviceRun other = byKey.get(phase.key() + "/" + sup);
                    if (suspend) {
                        assertTrue(other.startNs() >= r.endNs(), sup + " suspended before its subordinate " + d.name()
                                + " finished in " + phase.key());
                    } else {
                        assertTrue(r.startNs() >= other.endNs(), d.name() + " resumed before " + sup + " in " + phase.key());
                    }
                }
            }
            List<DeviceRun> walk = new ArrayList<>();
            m.devices().forEach(d -> walk.add(byKey.get(phase.key() + "/" + d.name())));
            if (phase.tailFirst()) {
                Collections.reverse(walk);
            }
            DeviceRun previous = null;
            for (DeviceRun r : walk) {
                if (r.async()) {
                    continue;
                }
                if (previous != null) {
                    assertTrue(r.startNs() >= previous.endNs(), r.device() + " (sync) started before the PM thread was done "
                            + "with " + previous.device() + " in " + phase.key());
                }
                previous = r;
            }
            barrier = phaseEnd;
        }
        assertEquals(barrier, run.totalNs(), "the total is the last barrier");
    }

    @Test
    void aSyncChildWaitsForItsAsyncParentAndHoldsTheWalk() {
        // links.json: sensor is sync, its parent i2c async; codec (async) comes after sensor.
        PmResult.StrategyRun run = simulate(LINKS, PmStrategy.ASYNC_WALK, Placement.SPREAD, 2, false, 1, "2.6.34", 250);
        DeviceRun i2c = find(run, "resume", "i2c");
        DeviceRun sensor = find(run, "resume", "sensor");
        DeviceRun codec = find(run, "resume", "codec");
        assertTrue(sensor.startNs() >= i2c.endNs());
        assertEquals("waited for superior i2c", sensor.waitedFor());
        assertTrue(codec.queuedNs() >= sensor.endNs(), "the walk reaches codec only after the PM thread is done with sensor");
        PmResult.StrategyRun upfront = simulate(LINKS, PmStrategy.ASYNC_UPFRONT, Placement.SPREAD, 2, false, 1, "2.6.34", 250);
        DeviceRun codecUp = find(upfront, "resume", "codec");
        long phaseStart = upfront.phases().stream().filter(p -> p.phase().equals("resume")).findFirst().orElseThrow().startNs();
        assertEquals(phaseStart, codecUp.queuedNs(), "97df8c12995c queues every async device before the walk");
        assertTrue(codecUp.startNs() < find(upfront, "resume", "sensor").endNs(), "so codec no longer waits for the walk");
    }

    @Test
    void twoPointSixThirtyFourRunsNoirqSynchronously() {
        for (PmStrategy s : List.of(PmStrategy.ASYNC_WALK, PmStrategy.ASYNC_UPFRONT)) {
            PmResult.StrategyRun run = hp(s, false, 1);
            assertTrue(run.devices().stream().filter(d -> d.phase().equals("resume_noirq")).noneMatch(DeviceRun::async),
                    s + ": dpm_resume_noirq is a plain list walk in 2.6.34");
        }
        assertTrue(hp(PmStrategy.ASYNC_6_16, false, 1).devices().stream()
                .anyMatch(d -> d.phase().equals("resume_noirq") && d.async()), "6.16 runs noirq callbacks async too");
    }

    @Test
    void prepareWalksHeadFirstAndCompleteTailFirst() {
        PmResult.StrategyRun s = simulate(LINKS, PmStrategy.ASYNC_6_16, Placement.SPREAD, 2, true, 1, "6.16", 250);
        assertTrue(find(s, "prepare", "sensor").endNs() <= find(s, "prepare", "codec").startNs(), "dpm_list.next first");
        PmResult.StrategyRun r = simulate(LINKS, PmStrategy.ASYNC_6_16, Placement.SPREAD, 2, false, 1, "6.16", 250);
        assertTrue(find(r, "complete", "codec").endNs() <= find(r, "complete", "sensor").startNs(), "dpm_list.prev first");
    }

    @Test
    void theAsyncPoolRunsAtMost256EntriesAtOnceInFifoOrder() {
        List<PmMachine.Device> devices = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            devices.add(new PmMachine.Device("d" + i, "test", null, List.of(), true, Map.of("resume", "wait(100ms)")));
        }
        PmMachine many = new PmMachine(PmMachine.SCHEMA, "many", "", null, null, null, Map.of(), "", devices);
        many.validate();
        PmResult.StrategyRun run = simulate(many, PmStrategy.ASYNC_UPFRONT, Placement.SPREAD, 4, false, 1, "2.6.34", 250);
        List<DeviceRun> resume = run.devices().stream().filter(d -> d.phase().equals("resume")).toList();
        long t0 = resume.stream().mapToLong(DeviceRun::queuedNs).min().orElseThrow();
        assertEquals(PhaseRun.MAX_ASYNC_THREADS, resume.stream().filter(d -> d.startNs() == t0).count());
        DeviceRun d256 = resume.stream().filter(d -> d.device().equals("d256")).findFirst().orElseThrow();
        assertEquals(t0 + 100_000_000L, d256.startNs(), "the 257th entry takes the first thread that comes free");
        assertTrue(d256.waitedFor().startsWith("waited for an async thread"), d256.waitedFor());
        assertEquals(200_000_000L, run.phaseNs("resume"), "two rounds of 100 ms");
    }

    static PmMachine machine(List<PmMachine.Device> devices) {
        PmMachine m = new PmMachine(PmMachine.SCHEMA, "test", "", null, null, null, Map.of(), "", devices);
        m.validate();
        return m;
    }

    @Test
    void aMutexSerializesWhatTheDeviceTreeLetsRunTogether() {
        String usesM = "wait(10ms); mutex_lock(m); wait(100ms); mutex_unlock(m); wait(5ms)";
        PmMachine m = machine(List.of(
                new PmMachine.Device("a", "test", null, List.of(), true, Map.of("resume", usesM)),
                new PmMachine.Device("b", "test", null, List.of(), true, Map.of("resume", usesM)),
                new PmMachine.Device("c", "test", null, List.of(), true, Map.of("resume", usesM)),
                new PmMachine.Device("other", "test", null, List.of(), true,
                        Map.of("resume", "wait(10ms); mutex_lock(n); wait(100ms); mutex_unlock(n); wait(5ms)"))));
        PmResult.StrategyRun run = simulate(m, PmStrategy.ASYNC_UPFRONT, Placement.SPREAD, 4, false, 1, "2.6.34", 250);
        long t0 = find(run, "resume", "a").startNs();
        assertEquals(t0, find(run, "resume", "c").startNs(), "all three start at once: nothing in the tree orders them");
        assertEquals(List.of(115_000_000L, 215_000_000L, 315_000_000L),
                List.of("a", "b", "c").stream().map(d -> find(run, "resume", d).endNs() - t0).toList(),
                "each holds m for 100 ms after the one that asked before it");
        assertEquals(115_000_000L, find(run, "resume", "other").endNs() - t0, "another mutex is no wait");
        assertTrue(find(run, "resume", "c").waitedFor().contains("m held by b (200.000 ms)"), find(run, "resume", "c").waitedFor());
        assertTrue(run.criticalPath().stream().map(PmResult.PathLink::device).toList().containsAll(List.of("a", "b", "c")),
                "the critical path runs through the holders: " + run.criticalPath());
        PmResult.StrategyRun sync = simulate(m, PmStrategy.SYNC, Placement.SPREAD, 4, false, 1, "2.6.34", 250);
        assertEquals(4 * 115_000_000L, sync.phaseNs("resume"), "one at a time, the mutex is never contended");
    }

    @Test
    void repeatRunsItsStepUntilTheWindowHasPassedOrMaxTimes() {
        PmMachine m = machine(List.of(
                new PmMachine.Device("window", "test", null, List.of(), false, Map.of("resume", "repeat(wait(10ms), 25ms, 6)")),
                new PmMachine.Device("max", "test", null, List.of(), false, Map.of("resume", "repeat(wait(10ms), 1000ms, 3)")),
                new PmMachine.Device("reset", "test", null, List.of(), false, Map.of("resume", "repeat(msleep(10), 50ms, 6)"))));
        for (int hz : new int[] {100, 250, 1000}) {
            PmResult.StrategyRun run = simulate(m, PmStrategy.SYNC, Placement.SPREAD, 1, false, hz, "2.6.32", hz);
            assertEquals(30_000_000L, find(run, "resume", "window").durationNs(), "10, 20, 30: stops once 25 ms have passed");
            assertEquals(30_000_000L, find(run, "resume", "max").durationNs(), "three times at most");
            long reset = find(run, "resume", "reset").durationNs();
            long oneSleep = (10_000_000L / Hz.of(hz).tickNs() + 2) * Hz.of(hz).tickNs();
            assertTrue(reset >= 50_000_000L && reset < 50_000_000L + oneSleep, "HZ=" + hz + ": " + reset
                    + " ns, the first msleep(10) that ends past 50 ms is the last");
        }
    }

    /**
     * Each callback may have 1,000 steps and each repeat 1,000 runs; a machine of such callbacks
     * used to take gigabytes. The machine as a whole runs at most a million steps.
     */
    @Test
    void aMachineMayRunAtMostAMillionStepsInAll() {
        String thousandOfThousand = String.join("; ", Collections.nCopies(1000, "repeat(1us, 9ms, 1000)"));
        PmMachine.Device one = new PmMachine.Device("d0", "test", null, List.of(), false, Map.of("resume", thousandOfThousand));
        assertEquals(1, machine(List.of(one)).devices().size(), "a million runs of steps fit");
        PmMachine.Device two = new PmMachine.Device("d1", "test", null, List.of(), false, Map.of("resume", "1us"));
        ModelFiles.InvalidFieldException e = assertThrows(ModelFiles.InvalidFieldException.class,
                () -> machine(List.of(one, two)));
        assertTrue(e.getMessage().contains("up to 1000001 steps in all") && e.getMessage().contains("at most 1000000"),
                e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"udelay(010)", "msleep(0x10)", "msleep(+5)", "msleep(\uFF11\uFF10)", "usleep_range(1, 2.0)",
        "aml(\\_WAK, 03)", "0.0000001ms"})
    void callbackNumbersAreWholeDecimalsAndLengthsAtLeastANanosecond(String step) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CallbackStep.parse(step));
        assertTrue(e.getMessage().contains("is not a whole decimal number") || e.getMessage().contains("nanosecond"),
                e.getMessage());
    }

    @Test
    void mutexStepsMustBalanceAndNest() {
        for (String bad : List.of("mutex_lock(a); mutex_lock(b); mutex_unlock(b); mutex_unlock(a)", "mutex_lock(a); 1ms",
                "mutex_unlock(a)", "repeat(mutex_lock(a), 5ms, 2)", "repeat(msleep(10), 50ms, 0)", "mutex_lock(a b)")) {
            assertThrows(IllegalArgumentException.class, () -> CallbackStep.parse(bad), bad);
        }
        assertEquals(5, CallbackStep.parse("1ms; mutex_lock(a); repeat(msleep(10), 50ms, 6); mutex_unlock(a); 1ms").size());
    }

    @Test
    void syncRunsOneCallbackAtATimeInListOrder() {
        PmResult.StrategyRun run = simulate(HP, PmStrategy.SYNC, Placement.SPREAD, 4, false, 3, "2.6.32", 250);
        List<DeviceRun> resume = run.devices().stream().filter(d -> d.phase().equals("resume")).toList();
        for (int i = 1; i < resume.size(); i++) {
            assertTrue(resume.get(i).startNs() >= resume.get(i - 1).endNs(), resume.get(i) + " overlaps its predecessor");
            assertEquals(HP.devices().get(i).name(), resume.get(i).device(), "head-first walk");
        }
    }

    /**
     * The published figures are dpm_show_time's "PM: suspend/resume of devices complete after"
     * (drivers/base/power/main.c, 2.6.33): dpm_suspend and dpm_resume alone, without the noirq
     * phases, which the model's totals include.
     */
    @Test
    void publishedSyncPhasesHoldWithinOnePercent() {
        PmResult.StrategyRun suspend = hp(PmStrategy.SYNC, true, 1);
        PmResult.StrategyRun resume = hp(PmStrategy.SYNC, false, 1);
        assertEquals(1482e6, suspend.phaseNs("suspend"), 14.82e6, "sync dpm_suspend of the nx6325 (published 1482 ms)");
        assertEquals(2955e6, resume.phaseNs("resume"), 29.55e6, "sync dpm_resume of the nx6325 (published 2955 ms)");
        assertTrue(resume.totalNs() > resume.phaseNs("resume") + 100_000_000L, "the total adds resume_noirq's D3hot exits");
    }

    @Test
    void theUsbDeviceResetsTakeTurnsOnTheOneAddress0Mutex() {
        for (PmStrategy s : List.of(PmStrategy.ASYNC_WALK, PmStrategy.ASYNC_UPFRONT, PmStrategy.ASYNC_6_16)) {
            PmResult.StrategyRun run = hp(s, false, 1);
            DeviceRun fingerprint = find(run, "resume", "2-1 fingerprint reader");
            DeviceRun bluetooth = find(run, "resume", "3-1 bluetooth");
            assertTrue(Math.abs(fingerprint.startNs() - bluetooth.startNs()) < 10_000_000L,
                    s + ": on two buses, both start as soon as their root hubs are done");
            assertTrue(bluetooth.waitedFor().contains("usb_address0_mutex held by 2-1 fingerprint reader"), bluetooth.waitedFor());
            assertTrue(bluetooth.endNs() - fingerprint.endNs() > 300_000_000L, s + ": the second reset waits for the first");
        }
    }

    @Test
    void asyncNeverLosesToSyncOnTheCalibrationMachine() {
        for (boolean suspend : new boolean[] {false, true}) {
            long sync = hp(PmStrategy.SYNC, suspend, 1).totalNs();
            for (PmStrategy s : List.of(PmStrategy.ASYNC_WALK, PmStrategy.ASYNC_UPFRONT, PmStrategy.ASYNC_6_16)) {
                assertTrue(hp(s, suspend, 1).totalNs() < sync, s + " " + suspend);
            }
        }
    }

    @Test
    void upfrontChangesResumeOnlyAndStartsUsbBeforeTheWalkReachesIt() {
        PmResult.StrategyRun walk = hp(PmStrategy.ASYNC_WALK, false, 1);
        PmResult.StrategyRun upfront = hp(PmStrategy.ASYNC_UPFRONT, false, 1);
        assertTrue(find(upfront, "resume", "usb2").startNs() < find(walk, "resume", "usb2").startNs(),
                "registered after every PCI device, usb2 starts earlier when queued up front");
        assertEquals(hp(PmStrategy.ASYNC_WALK, true, 1).totalNs(), hp(PmStrategy.ASYNC_UPFRONT, true, 1).totalNs(),
                "97df8c12995c left dpm_suspend alone");
    }

    @Test
    void sameSeedSameJsonBytesAndTheSeedMovesTheTick() {
        String a = Json.write(hp(PmStrategy.ASYNC_6_16, false, 9));
        String b = Json.write(hp(PmStrategy.ASYNC_6_16, false, 9));
        assertEquals(a, b);
        long distinct = Stream.of(1L, 2L, 3L, 4L, 5L).map(s -> hp(PmStrategy.SYNC, false, s).totalNs()).distinct().count();
        assertTrue(distinct > 1, "the tick phase differs between seeds, and msleep rounds to it");
    }

    @Test
    void runsReportTheSpreadOfTheirSeeds() {
        KernelProfile k = KernelProfile.nohzIdle(KernelVersion.parse("2.6.32"), Hz.of(250));
        PmSimulation sim = new PmSimulation(HP, k, PlatformProfile.load("generic-x86-laptop"), AcpiOsSleepPolicy.MSLEEP,
                null, 2, Placement.SPREAD, 7);
        PmResult.StrategyRun five = sim.runs(false, PmStrategy.ASYNC_UPFRONT, 5);
        long[] totals = new long[5];
        for (int i = 0; i < 5; i++) {
            totals[i] = hp(PmStrategy.ASYNC_UPFRONT, false, 7 + i).totalNs();
        }
        assertEquals(dev.oversleep.sim.DurationStats.of(totals), five.total());
        assertEquals(totals[0], five.totalNs(), "the devices shown are the first run's");
        assertNotEquals(0, five.total().stddevNs());
    }

    static DeviceRun find(PmResult.StrategyRun run, String phase, String device) {
        return run.devices().stream().filter(d -> d.phase().equals(phase) && d.device().equals(device)).findFirst()
                .orElseThrow();
    }
    /** The model says what a value is in its own words; the CLI names the flag (Flags.value). */
    @Test
    void strategyAndPlacementErrorsNameTheDomainNotAFlag() {
        BadValueException s = assertThrows(BadValueException.class, () -> PmStrategy.parse("bogus"));
        assertEquals("dpm ordering strategy 'bogus': expected one of sync, async-walk, async-upfront, async-6.16",
                s.getMessage());
        BadValueException p = assertThrows(BadValueException.class, () -> Placement.parse("bogus"));
        assertEquals("CPU placement 'bogus': expected one of pack, spread", p.getMessage());
        assertEquals(PmStrategy.ASYNC_WALK, PmStrategy.parse("async-2.6.33"), "the old name is still accepted");
    }
}
