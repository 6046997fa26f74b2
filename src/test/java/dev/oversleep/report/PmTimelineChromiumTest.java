package dev.oversleep.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oversleep.input.ModelFiles;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.pm.Placement;
import dev.oversleep.pm.PmMachine;
import dev.oversleep.pm.PmResult;
import dev.oversleep.pm.PmSimulation;
import dev.oversleep.pm.PmStrategy;
import dev.oversleep.tpm.SwtpmBackendTestSupport;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The suspend/resume timeline in a real browser: Debian's chromium renders the HTML headless
 * to a PNG, which must show the phase-coloured bars. Mandatory under CI (.ci/run installs
 * chromium), skipped elsewhere when chromium is missing.
 */
class PmTimelineChromiumTest {
    @Test
    void chromiumRendersTheBars(@TempDir Path dir) throws Exception {
        assumeTrue(SwtpmBackendTestSupport.onPath("chromium") || "true".equals(System.getenv("CI")),
                "chromium is not installed; CI installs it");
        PmMachine m = ModelFiles.read(Path.of("src/test/resources/pm/links.json"), PmMachine.SCHEMA, PmMachine.class);
        KernelProfile k = new KernelProfile(KernelVersion.parse("6.16"), Hz.of(250), true, false);
        PmResult r = new PmResult(PmResult.SCHEMA, m.name(), "resume", "6.16", 250, "usleep-slack", 2, "spread", 1,
                List.of(new PmSimulation(m, k, PlatformProfile.load("generic-x86-laptop"), AcpiOsSleepPolicy.USLEEP_SLACK,
                        null, 2, Placement.SPREAD, 1).run(false, PmStrategy.ASYNC_6_16)));
        Path html = dir.resolve("t.html");
        Path png = dir.resolve("t.png");
        Files.writeString(html, PmTimeline.html(r));
        Process p = new ProcessBuilder("chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--window-size=1200,800", "--screenshot=" + png, html.toUri().toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("chromium.log").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "chromium did not finish");
        assertEquals(0, p.exitValue(), Files.readString(dir.resolve("chromium.log")));
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(1200, img.getWidth());
        int resumeColour = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y) & 0xFFFFFF;
                if (Math.abs((rgb >> 16) - 0xFC) < 8 && Math.abs((rgb >> 8 & 0xFF) - 0x8D) < 8 && Math.abs((rgb & 0xFF) - 0x62) < 8) {
                    resumeColour++;
                }
            }
        }
        assertTrue(resumeColour > 500, "resume-phase bars (#fc8d62) visible: " + resumeColour + " pixels");
    }
}
