package dev.oversleep.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oversleep.pm.PmResult;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The suspend/resume timeline in a real browser: Debian's chromium renders the HTML headless
 * to a PNG, in which the phase-coloured bars show and the overview's total bars, measured in
 * pixels, start at one x and are as long as their totals on one scale (in a 1200 px window the
 * charts are scaled to fit it). Mandatory under CI (.ci/run installs chromium), skipped
 * elsewhere when chromium is missing. Narrow and wide windows and the labels:
 * {@link PmTimelineWidthsChromiumTest}.
 */
class PmTimelineChromiumTest {
    @Test
    void chromiumDrawsEveryStrategyOnOneScale(@TempDir Path dir) throws Exception {
        assumeTrue(HeadlessChromium.expected(), "chromium is not installed; CI installs it");
        PmResult r = PmTimelineTest.hpResume();
        Path html = dir.resolve("t.html");
        Path png = dir.resolve("t.png");
        Files.writeString(html, PmTimeline.html(r));
        HeadlessChromium.screenshot(dir, html, 1200, 900, true, png);
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(1200, img.getWidth());
        int total = Integer.parseInt(PmTimeline.TOTAL_COLOUR.substring(1), 16);
        int resumeColour = 0;
        List<int[]> bars = new ArrayList<>();
        int[] current = null;
        for (int y = 0; y < img.getHeight(); y++) {
            int min = Integer.MAX_VALUE;
            int max = -1;
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y) & 0xFFFFFF;
                if (near(rgb, total)) {
                    min = Math.min(min, x);
                    max = Math.max(max, x);
                }
                if (near(rgb, 0xfc8d62)) {
                    resumeColour++;
                }
            }
            if (max >= 0 && current == null) {
                current = new int[] {min, max};
                bars.add(current);
            } else if (max < 0) {
                current = null;
            }
        }
        assertTrue(resumeColour > 2000, "resume-phase bars (#fc8d62) visible: " + resumeColour + " pixels");
        assertEquals(r.strategies().size(), bars.size(), "one total bar per strategy, stacked");
        long longest = r.strategies().stream().mapToLong(PmResult.StrategyRun::totalNs).max().orElseThrow();
        int longestPx = bars.stream().mapToInt(b -> b[1] - b[0] + 1).max().orElseThrow();
        for (int i = 0; i < bars.size(); i++) {
            assertEquals(bars.get(0)[0], bars.get(i)[0], 1, "every bar starts at time 0 of the one axis");
            double expected = longestPx * (double) r.strategies().get(i).totalNs() / longest;
            assertEquals(expected, bars.get(i)[1] - bars.get(i)[0] + 1, 2 + 0.01 * expected,
                    r.strategies().get(i).strategy() + ": drawn length follows its total");
        }
    }

    private static boolean near(int rgb, int target) {
        return Math.abs((rgb >> 16) - (target >> 16)) < 8 && Math.abs((rgb >> 8 & 0xFF) - (target >> 8 & 0xFF)) < 8
                && Math.abs((rgb & 0xFF) - (target & 0xFF)) < 8;
    }
}
