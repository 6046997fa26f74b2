package dev.oversleep.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.oversleep.tpm.SwtpmBackendTestSupport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's chromium, headless, for the timeline tests: a screenshot of a page, or the DOM after
 * the page's scripts ran. Each run gets a fresh profile in DIR and the flags that keep chromium
 * off the network (without them it opens background connections, refused many at a time in a
 * sandboxed build), so a run depends only on the page.
 */
final class HeadlessChromium {
    private HeadlessChromium() {
    }

    /** Whether the tests must run: chromium is installed, or this is CI (which installs it). */
    static boolean expected() {
        return SwtpmBackendTestSupport.onPath("chromium") || "true".equals(System.getenv("CI"));
    }

    /** HTML rendered in a WIDTH x HEIGHT window to PNG (scroll bars drawn unless HIDE_SCROLLBARS). */
    static void screenshot(Path dir, Path html, int width, int height, boolean hideScrollbars, Path png)
            throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of("--window-size=" + width + "," + height, "--screenshot=" + png));
        if (hideScrollbars) {
            args.add("--hide-scrollbars");
        }
        run(dir, html, args, dir.resolve("chromium-" + width + ".log"));
    }

    /** The DOM of HTML in a window WIDTH x HEIGHT once it has loaded and its scripts have run. */
    static String dumpDom(Path dir, Path html, int width, int height) throws IOException, InterruptedException {
        Path out = dir.resolve("dom-" + width + ".html");
        run(dir, html, List.of("--window-size=" + width + "," + height, "--virtual-time-budget=5000", "--dump-dom"), out);
        return Files.readString(out);
    }

    private static void run(Path dir, Path html, List<String> extra, Path stdout) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(dir, "profile");
        List<String> cmd = new ArrayList<>(List.of("chromium", "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profile));
        cmd.addAll(extra);
        cmd.add(html.toUri().toString());
        Path log = dir.resolve("chromium.err");
        Process p = new ProcessBuilder(cmd).redirectOutput(stdout.toFile()).redirectError(log.toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("chromium did not finish in 120 s: " + cmd);
        }
        assertEquals(0, p.exitValue(), Files.readString(log));
    }
}
