package dev.oversleep.pm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.report.Json;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The PM core's ordering rules, checked on every callback of every run: a device never resumes
 * before its parent and suppliers, never suspends before its children and consumers, and no
 * callback of a phase starts before the previous phase's barrier. Seeded over strategies,
 * placements, CPU counts and kernels.
 */
class PmSimulationTest {
    private static final PmMachine HP = PmMachine.load("hp-nx6325");

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
        KernelProfile profile = new KernelProfile(KernelVersion.parse(kernel), Hz.of(hz), true, false);
        return new PmSimulation(m, profile, PlatformProfile.load("generic-x86-laptop"), AcpiOsSleepPolicy.MSLEEP,
                PmSimulation.tablesOf(m), cpus, p, seed).run(suspend, s);
    }

    @ParameterizedTest(name = "{0} {1} cpus={2} suspend={3} seed={4}")
    @MethodSource("runs")
    void callbacksKeepTheOrderingRules(PmStrategy s, Placement p, int cpus, boolean suspend, long seed) {
        PmResult.StrategyRun run = simulate(HP, s, p, cpus, suspend, seed, seed % 2 == 0 ? "2.6" : "6.12", 250);
        assertOrdered(HP, run, suspend);
        assertEquals(HP.devices().size() * PmPhase.of(suspend).size(),
                run.devices().stream().filter(d -> !d.device().equals("platform")).count(), "every device in every phase");
        run.devices().forEach(d -> assertTrue(d.cpu() >= 0 && d.cpu() < cpus, d.toString()));
        if (s == PmStrategy.SYNC) {
            assertTrue(run.devices().stream().noneMatch(DeviceRun::async), "pm_async=0 runs nothing async");
        }
    }

    static void assertOrdered(PmMachine m, PmResult.StrategyRun run, boolean suspend) {
        Map<String, DeviceRun> byKey = new HashMap<>();
        run.devices().forEach(d -> byKey.put(d.phase() + "/" + d.device(), d));
        long barrier = 0;
        for (PmPhase phase : PmPhase.of(suspend)) {
            long phaseEnd = barrier;
            for (PmMachine.Device d : m.devices()) {
                DeviceRun r = byKey.get(phase.key() + "/" + d.name());
                assertTrue(r.startNs() >= barrier, r + " starts before the previous phase's barrier " + barrier);
                assertTrue(r.endNs() >= r.startNs(), r.toString());
                phaseEnd = Math.max(phaseEnd, r.endNs());
                List<String> superiors = new ArrayList<>(d.suppliers());
                if (d.parent() != null) {
                    superiors.add(d.parent());
                }
                for (String sup : superiors) {
                    DeviceRun other = byKey.get(phase.key() + "/" + sup);
                    if (suspend) {
                        assertTrue(other.startNs() >= r.endNs(), sup + " suspended before its subordinate " + d.name()
                                + " finished in " + phase.key());
                    } else {
                        assertTrue(r.startNs() >= other.endNs(), d.name() + " resumed before " + sup + " in " + phase.key());
                    }
                }
            }
            barrier = phaseEnd;
        }
        assertEquals(barrier, run.totalNs(), "the total is the last barrier");
    }

    @ParameterizedTest(name = "{0} {1} cpus={2} suspend={3} seed={4}")
    @MethodSource("runs")
    void deviceLinksAreWaitedFor(PmStrategy s, Placement p, int cpus, boolean suspend, long seed) {
        PmMachine links = dev.oversleep.input.ModelFiles.read(java.nio.file.Path.of("src/test/resources/pm/links.json"),
                PmMachine.SCHEMA, PmMachine.class);
        PmResult.StrategyRun run = simulate(links, s, p, cpus, suspend, seed, "6.16", 1000);
        assertOrdered(links, run, suspend);
        if (!suspend) {
            DeviceRun platform = run.devices().stream().filter(d -> d.device().equals("platform")).findFirst().orElseThrow();
            assertTrue(run.devices().stream().filter(d -> d.phase().equals("resume_noirq") && !d.device().equals("platform"))
                    .allMatch(d -> d.startNs() >= platform.endNs()), "the platform step runs before the phase's callbacks");
        }
    }

    @Test
    void syncRunsOneCallbackAtATimeInListOrder() {
        PmResult.StrategyRun run = simulate(HP, PmStrategy.SYNC, Placement.SPREAD, 4, false, 3, "2.6", 250);
        List<DeviceRun> resume = run.devices().stream().filter(d -> d.phase().equals("resume")).toList();
        for (int i = 1; i < resume.size(); i++) {
            assertTrue(resume.get(i).startNs() >= resume.get(i - 1).endNs(), resume.get(i) + " overlaps its predecessor");
            assertEquals(HP.devices().get(i).name(), resume.get(i).device(), "head-first walk");
        }
    }

    @Test
    void publishedSyncTotalsHoldWithinTenPercent() {
        long suspend = simulate(HP, PmStrategy.SYNC, Placement.SPREAD, 2, true, 1, "2.6", 250).totalNs();
        long resume = simulate(HP, PmStrategy.SYNC, Placement.SPREAD, 2, false, 1, "2.6", 250).totalNs();
        assertEquals(1482e6, suspend, 148.2e6, "sync suspend of the nx6325 (published 1482 ms)");
        assertEquals(2955e6, resume, 295.5e6, "sync resume of the nx6325 (published 2955 ms)");
    }

    @Test
    void asyncNeverLosesToSyncOnTheCalibrationMachine() {
        for (boolean suspend : new boolean[] {false, true}) {
            long sync = simulate(HP, PmStrategy.SYNC, Placement.SPREAD, 2, suspend, 1, "2.6", 250).totalNs();
            for (PmStrategy s : List.of(PmStrategy.ASYNC_2_6_33, PmStrategy.ASYNC_UPFRONT, PmStrategy.ASYNC_6_16)) {
                assertTrue(simulate(HP, s, Placement.SPREAD, 2, suspend, 1, "2.6", 250).totalNs() < sync, s + " " + suspend);
            }
        }
    }

    @Test
    void sameSeedSameJsonBytes() {
        PmResult a = new PmResult(PmResult.SCHEMA, "hp", "resume", "2.6", 250, "msleep", 2, "pack", 9,
                List.of(simulate(HP, PmStrategy.ASYNC_6_16, Placement.PACK, 2, false, 9, "2.6", 250)));
        PmResult b = new PmResult(PmResult.SCHEMA, "hp", "resume", "2.6", 250, "msleep", 2, "pack", 9,
                List.of(simulate(HP, PmStrategy.ASYNC_6_16, Placement.PACK, 2, false, 9, "2.6", 250)));
        assertEquals(Json.write(a), Json.write(b));
    }
}
