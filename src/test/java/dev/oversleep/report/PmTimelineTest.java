package dev.oversleep.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.pm.DeviceRun;
import dev.oversleep.pm.MachineFile;
import dev.oversleep.pm.Placement;
import dev.oversleep.pm.PmMachine;
import dev.oversleep.pm.PmResult;
import dev.oversleep.pm.PmSimulation;
import dev.oversleep.pm.PmStrategy;
import dev.oversleep.sim.DurationStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The timeline's structure: one scale for every chart, an axis with ticks, grouped minor devices,
 * the table; and, by the widths the page computes for its text, every label inside its chart.
 */
class PmTimelineTest {
    static PmResult hpResume() {
        return hp(false);
    }

    /** hp-nx6325 (213 devices, 2 CPUs) under every strategy, resumed or suspended. */
    static PmResult hp(boolean suspend) {
        PmMachine m = MachineFile.load("hp-nx6325").machine();
        KernelProfile k = KernelProfile.of("2.6.32", 250);
        PmSimulation sim = new PmSimulation(m, k, PlatformProfile.load("generic-x86-laptop"), AcpiOsSleepPolicy.MSLEEP,
                null, 2, Placement.SPREAD, 1);
        List<PmResult.StrategyRun> runs = new ArrayList<>();
        for (PmStrategy s : PmStrategy.values()) {
            runs.add(sim.run(suspend, s));
        }
        return new PmResult(PmResult.SCHEMA, m.name(), suspend ? "suspend" : "resume", "2.6.32", 250, "generic-x86-laptop", "model", "msleep", "slack", 2,
                "spread", 1, 1, runs);
    }

    static final String LONG_MACHINE = "hp-nx6325-renamed-with-a-machine-name-long-enough-to-wrap-at-eight-hundred-px";
    static final Map<String, String> LONG_DEVICES = Map.of(
            "usb1", "usb1 /sys/devices/pci0000:00/0000:00:13.2/usb1 ehci root hub, a name far longer than its column",
            "3-1 bluetooth", "3-1 bluetooth Broadcom BCM2045 HCI on USB (btusb), another long device name");

    /** R with its machine and two of its major devices (rows of their own in every chart) given long names. */
    static PmResult renamed(PmResult r) {
        List<PmResult.StrategyRun> runs = r.strategies().stream().map(s -> new PmResult.StrategyRun(s.strategy(), s.phases(),
                s.totalNs(), s.total(), s.criticalPath().stream().map(l -> new PmResult.PathLink(l.phase(), name(l.device())))
                .toList(), s.devices().stream().map(d -> new DeviceRun(name(d.device()), d.phase(), d.async(), d.queuedNs(),
                        d.startNs(), d.endNs(), d.cpu(), d.waitedFor(), d.critical(), d.error())).toList(), s.amlSleeps(),
                s.errors())).toList();
        assertTrue(runs.get(0).devices().stream().anyMatch(d -> LONG_DEVICES.containsValue(d.device())), "renamed");
        return new PmResult(r.schema(), LONG_MACHINE, r.direction(), r.kernel(), r.hz(), r.platform(), r.timebase(),
                r.acpiOsSleep(), r.interpreter(), r.cpus(), r.placement(), r.seed(), r.runs(), runs);
    }

    private static String name(String device) {
        return LONG_DEVICES.getOrDefault(device, device);
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

    /**
     * Without a browser: every SVG text, at its x and anchor and as wide as {@link SvgText}
     * computes, lies inside the viewBox, and the labels of rows (devices, CPU lanes, strategies)
     * end before the time axis starts. (The browser's own measure: PmTimelineWidthsChromiumTest.)
     */
    @ParameterizedTest(name = "suspend={0}")
    @ValueSource(booleans = {false, true})
    void everyLabelLiesInsideTheViewBoxByItsComputedWidth(boolean suspend) {
        String page = PmTimeline.html(renamed(hp(suspend)));
        Matcher t = Pattern.compile("<text([^>]*)>([^<]*)").matcher(page);
        int texts = 0;
        while (t.find()) {
            String attrs = t.group(1);
            String text = t.group(2).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"");
            double x = attr(attrs, "x");
            double w = SvgText.width(text);
            double left = attrs.contains("text-anchor=\"middle\"") ? x - w / 2 : x;
            assertTrue(left >= 0 && left + w <= PmTimeline.WIDTH, "'" + text + "' spans " + left + " to " + (left + w)
                    + " of a viewBox " + PmTimeline.WIDTH + " wide");
            if (attrs.matches(".*class=\"(device|lane|strategy)\".*")) {
                assertTrue(left + w <= PmTimeline.LABEL, "row label '" + text + "' ends before the axis at " + PmTimeline.LABEL);
            }
            texts++;
        }
        assertTrue(texts > 500, "every text checked: " + texts);
    }

    @Test
    void longNamesAreShortenedWithAnEllipsisAndWholeInTheirTooltip() {
        String page = PmTimeline.html(renamed(hpResume()));
        for (String name : LONG_DEVICES.values()) {
            String shown = SvgText.fit(name, PmTimeline.LABEL - 12);
            assertTrue(shown.endsWith("…") && shown.length() < name.length(), shown);
            assertTrue(page.contains(">" + SvgText.esc(shown) + "<title>" + SvgText.esc(name) + "</title></text>"),
                    "shortened in the chart, whole in its tooltip: " + name);
            assertTrue(page.contains("<td class=\"l\">" + SvgText.esc(name) + "</td>"), "whole in the table");
        }
        assertEquals("usb2", SvgText.fit("usb2", 40), "a name that fits is kept");
        assertEquals(7 * SvgText.CHAR, SvgText.width("ab→cdéf"), 1e-9, "width counts characters, not UTF-16 units or bytes");
    }

    /** Phases a few ms apart put their labels almost on one x: each goes on the first line where it clears the last label. */
    @Test
    void phaseLabelsThatWouldOverlapGoOnLinesOfTheirOwn() {
        List<PmResult.PhaseTime> phases = new ArrayList<>();
        String[] names = {"suspend_prepare", "suspend", "suspend_late", "suspend_noirq", "resume_noirq", "resume"};
        for (int i = 0; i < names.length; i++) {
            phases.add(new PmResult.PhaseTime(names[i], i * 1_000_000L, i == names.length - 1 ? 994_000_000L : 1_000_000L));
        }
        PmResult.StrategyRun s = new PmResult.StrategyRun("sync", phases, 1_000_000_000L, DurationStats.of(new long[] {1}),
                List.of(), List.of(), List.of(), List.of());
        TimeAxis axis = new TimeAxis(PmTimeline.LABEL, PmTimeline.WIDTH - PmTimeline.LABEL - PmTimeline.RIGHT, 1_000_000_000L);
        PhaseLabels labels = PhaseLabels.of(s, axis, PmTimeline.WIDTH);
        assertEquals(names.length, labels.labels().size());
        assertEquals(names.length, labels.lines(), "six labels within 6 ms of each other: one line each");
        for (PhaseLabels.Label a : labels.labels()) {
            assertTrue(a.x() >= 0 && a.x() + SvgText.width(a.text()) <= PmTimeline.WIDTH, a.toString());
            for (PhaseLabels.Label b : labels.labels()) {
                if (a != b && a.line() == b.line()) {
                    assertTrue(a.x() + SvgText.width(a.text()) + PhaseLabels.GAP <= b.x()
                            || b.x() + SvgText.width(b.text()) + PhaseLabels.GAP <= a.x(), a + " and " + b);
                }
            }
        }
        PhaseLabels apart = PhaseLabels.of(PmTimelineTest.hp(false).strategies().get(0), axis, PmTimeline.WIDTH);
        assertTrue(apart.lines() <= 2, "hp-nx6325's resume: two phases that took time, at most two lines");
    }

    private static double attr(String attrs, String name) {
        Matcher m = Pattern.compile("\\b" + name + "=\"([-0-9.]+)\"").matcher(attrs);
        assertTrue(m.find(), name + " in " + attrs);
        return Double.parseDouble(m.group(1));
    }
}
