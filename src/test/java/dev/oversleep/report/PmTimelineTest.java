package dev.oversleep.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.pm.MachineFile;
import dev.oversleep.pm.Placement;
import dev.oversleep.pm.PmMachine;
import dev.oversleep.pm.PmResult;
import dev.oversleep.pm.PmSimulation;
import dev.oversleep.pm.PmStrategy;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The timeline's structure: one scale for every chart, an axis with ticks, grouped minor devices, the table. */
class PmTimelineTest {
    static PmResult hpResume() {
        PmMachine m = MachineFile.load("hp-nx6325").machine();
        KernelProfile k = KernelProfile.of("2.6.32", 250);
        PmSimulation sim = new PmSimulation(m, k, PlatformProfile.load("generic-x86-laptop"), AcpiOsSleepPolicy.MSLEEP,
                null, 2, Placement.SPREAD, 1);
        List<PmResult.StrategyRun> runs = new ArrayList<>();
        for (PmStrategy s : PmStrategy.values()) {
            runs.add(sim.run(false, s));
        }
        return new PmResult(PmResult.SCHEMA, m.name(), "resume", "2.6.32", 250, "generic-x86-laptop", "model", "msleep", "slack", 2,
                "spread", 1, 1, runs);
    }

    @Test
    void everyChartSharesOneScaleAndHasATimeAxis() {
        PmResult r = hpResume();
        String page = PmTimeline.html(r);
        Matcher m = Pattern.compile("data-px-per-ms=\"([0-9.]+)\"").matcher(page);
        List<String> scales = new ArrayList<>();
        while (m.find()) {
            scales.add(m.group(1));
        }
        assertTrue(scales.size() >= 1 + r.strategies().size(), "the overview and one chart per strategy: " + scales.size());
        assertEquals(1, scales.stream().distinct().count(), "one scale: " + scales);
        long longest = r.strategies().stream().mapToLong(PmResult.StrategyRun::totalNs).max().orElseThrow();
        double pxPerMs = Double.parseDouble(scales.get(0));
        assertEquals(PmTimeline.WIDTH - PmTimeline.LABEL - PmTimeline.RIGHT, pxPerMs * longest / 1e6, 0.5,
                "the longest strategy fills the axis");
        int charts = scales.size();
        int ticks = page.split("class=\"tick\"", -1).length - 1;
        assertTrue(ticks >= 5 * charts, "ticks on every axis: " + ticks);
        assertTrue(page.contains(" ms</text>"), "the axis says its unit");
        Matcher total = Pattern.compile("class=\"total\" x=\"([0-9.]+)\" y=\"\\d+\" width=\"([0-9.]+)\"").matcher(page);
        int i = 0;
        while (total.find()) {
            assertEquals(PmTimeline.LABEL, Double.parseDouble(total.group(1)), 0.01, "every total bar starts at time 0");
            assertEquals(r.strategies().get(i).totalNs() / 1e6 * pxPerMs, Double.parseDouble(total.group(2)), 0.2);
            i++;
        }
        assertEquals(r.strategies().size(), i, "a total bar per strategy in the overview");
    }

    @Test
    void minorDevicesFoldIntoOneRowThatOpensAndEveryCallbackIsTabled() {
        PmResult r = hpResume();
        String page = PmTimeline.html(r);
        assertTrue(page.contains("minor devices (open below)"), "one row for the minor devices in each chart");
        assertTrue(page.contains("<details><summary>"), "they open without scripts");
        assertTrue(page.contains("<th>start ms</th><th>end ms</th><th>duration ms</th><th>CPU</th>"));
        assertTrue(page.contains("<th class=\"l\">waited for</th>"));
        assertTrue(page.contains("stroke=\"#000\" stroke-width=\"2\""), "the critical path is outlined");
        assertTrue(page.contains("class=\"dur\""), "durations written on long bars");
        assertFalse(page.contains("<script"), "no scripts");
        assertEquals(page.indexOf("http"), page.indexOf("http://www.w3.org/2000/svg"), "no network references");
        PmResult.StrategyRun sync = r.strategies().get(0);
        long callbacks = sync.devices().stream().filter(d -> d.endNs() > d.startNs()).count();
        assertTrue(page.contains("Every callback of sync (" + callbacks + ")"));
    }
}
