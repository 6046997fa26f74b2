package dev.oversleep.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oversleep.pm.PmResult;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The timeline in a real browser at a narrow and a wide window (800 and 1400 px), on hp-nx6325
 * (213 devices, so charts and tables far taller than a window), resumed with two devices and the
 * machine given names too long for their places, and suspended. In a copy of the page (the page
 * itself has no script) an injected script opens every {@code <details>} and measures the
 * layout chromium made (timeline-layout-check.js): no SVG text cut by its chart's edge or
 * overlapping another, no row label running into the chart, every chart and table either inside
 * the window or in a box that scrolls sideways with a bar, and the page itself never scrolling
 * sideways. The charts fit the wide window and scroll in the narrow one (narrower than
 * {@link PmTimeline#MIN_PX}). A screenshot of each, scroll bars drawn, shows the phase colours.
 * Mandatory under CI (.ci/run installs chromium), skipped elsewhere when chromium is missing.
 */
class PmTimelineWidthsChromiumTest {
    @ParameterizedTest(name = "{0} at {1} px")
    @CsvSource({"resume, 800", "resume, 1400", "suspend, 800", "suspend, 1400"})
    void everyLabelShowsAndEveryChartFitsOrScrolls(String direction, int width, @TempDir Path dir) throws Exception {
        assumeTrue(HeadlessChromium.expected(), "chromium is not installed; CI installs it");
        PmResult r = direction.equals("resume") ? PmTimelineTest.renamed(PmTimelineTest.hp(false)) : PmTimelineTest.hp(true);
        String page = PmTimeline.html(r);
        assertFalse(page.contains("<script"), "the page itself has no script");

        Path checked = dir.resolve("checked.html");
        Files.writeString(checked, page.replace("</body>", "<script>" + layoutCheck() + "</script></body>"));
        Map<String, Integer> v = verdict(HeadlessChromium.dumpDom(dir, checked, width, 1000));
        String problems = v.toString();
        assertEquals(0, v.get("problems"), "layout problems at " + width + " px: " + problems);
        assertEquals(count(page, "<text"), v.get("texts"), "every SVG text measured, those in <details> too");
        int charts = count(page, "<svg");
        int tables = count(page, "<table");
        assertEquals(charts, v.get("charts fitting") + v.get("charts scrolling"), problems);
        assertEquals(tables, v.get("tables fitting") + v.get("tables scrolling"), problems);
        boolean roomy = v.get("viewport") - 2 * PmTimeline.MARGIN >= PmTimeline.MIN_PX;
        assertEquals(roomy ? charts : 0, v.get("charts fitting"),
                (roomy ? "charts shrink or grow to the window: " : "below the charts' least width they scroll: ") + problems);

        Path png = dir.resolve("page.png");
        Path shown = dir.resolve("page.html");
        Files.writeString(shown, page);
        HeadlessChromium.screenshot(dir, shown, width, 2400, false, png);
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(width, img.getWidth());
        Map<Integer, Integer> pixels = colourCounts(img);
        int white = pixels.getOrDefault(0xFFFFFF, 0);
        assertTrue(white < 0.9 * img.getWidth() * img.getHeight(), "not blank: " + white + " white pixels");
        assertTrue(near(pixels, Integer.parseInt(PmTimeline.TOTAL_COLOUR.substring(1), 16)) > 1000,
                "the overview's total bars show");
        PmResult.StrategyRun sync = r.strategies().get(0);
        List<String> phases = sync.phases().stream().map(PmResult.PhaseTime::phase).toList();
        int swatch = 14 * 10;
        for (PmResult.PhaseTime p : sync.phases()) {
            if (p.durationNs() > 0) {
                int colour = Integer.parseInt(PmTimeline.PHASE_COLOURS[phases.indexOf(p.phase())].substring(1), 16);
                assertTrue(near(pixels, colour) > 3 * swatch, p.phase() + " bars in their phase colour at " + width
                        + " px, not only its legend swatch: " + near(pixels, colour) + " pixels");
            }
        }
    }

    private static String layoutCheck() throws IOException {
        try (InputStream in = PmTimelineWidthsChromiumTest.class.getResourceAsStream("timeline-layout-check.js")) {
            assertNotNull(in, "timeline-layout-check.js on the test class path");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The script's verdict: "name value" lines, then the problems (kept under "problem N"). */
    static Map<String, Integer> verdict(String dom) {
        Matcher m = Pattern.compile("<pre id=\"verdict\">(.*?)</pre>", Pattern.DOTALL).matcher(dom);
        String last = null;
        while (m.find()) {
            last = m.group(1);
        }
        assertNotNull(last, "the layout check wrote no verdict");
        VerdictMap out = new VerdictMap();
        for (String line : last.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&")
                .split("\n")) {
            Matcher kv = Pattern.compile("([a-z ]+) (\\d+)").matcher(line);
            if (kv.matches()) {
                out.put(kv.group(1), Integer.parseInt(kv.group(2)));
            } else if (!line.isBlank()) {
                out.problems.append("\n  ").append(line);
            }
        }
        return out;
    }

    /** A verdict whose toString shows the problem lines, for assertion messages. */
    private static final class VerdictMap extends HashMap<String, Integer> {
        private final StringBuilder problems = new StringBuilder();

        @Override
        public String toString() {
            return super.toString() + problems;
        }
    }

    private static int count(String page, String tag) {
        return page.split(Pattern.quote(tag), -1).length - 1;
    }

    private static Map<Integer, Integer> colourCounts(BufferedImage img) {
        Map<Integer, Integer> out = new HashMap<>();
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                out.merge(img.getRGB(x, y) & 0xFFFFFF, 1, Integer::sum);
            }
        }
        return out;
    }

    /** Pixels within 8 of TARGET in each channel. */
    private static int near(Map<Integer, Integer> pixels, int target) {
        int n = 0;
        for (Map.Entry<Integer, Integer> e : pixels.entrySet()) {
            int rgb = e.getKey();
            if (Math.abs((rgb >> 16) - (target >> 16)) < 8 && Math.abs((rgb >> 8 & 0xFF) - (target >> 8 & 0xFF)) < 8
                    && Math.abs((rgb & 0xFF) - (target & 0xFF)) < 8) {
                n += e.getValue();
            }
        }
        return n;
    }
}
