package dev.oversleep.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/** A one-line progress bar on stderr for long host runs; drawn only when stdout and stderr are terminals. */
final class ProgressBar {
    private static final int WIDTH = 30;

    private ProgressBar() {
    }

    /** Redraws until the future is done, then erases the line. */
    static void follow(Future<?> work, LongSupplier done, long total, String what, PrintWriter err)
            throws InterruptedException {
        while (!work.isDone()) {
            draw(err, done.getAsLong(), total, what);
            try {
                work.get(200, TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                // finished with an error (reported by the caller) or still running
            }
        }
        err.print("\r" + " ".repeat(WIDTH + 40) + "\r");
        err.flush();
    }

    private static void draw(PrintWriter err, long done, long total, String what) {
        double f = total == 0 ? 1 : Math.min(1.0, (double) done / total);
        int filled = (int) Math.round(f * WIDTH);
        err.print(String.format(Locale.ROOT, "\r[%s%s] %3.0f%% %d/%d %s", "#".repeat(filled),
                " ".repeat(WIDTH - filled), f * 100, done, total, what));
        err.flush();
    }
}
