package dev.oversleep.tpm;

import java.io.File;

/** Whether a program is on PATH, for tests that need an outside tool. */
public final class SwtpmBackendTestSupport {
    private SwtpmBackendTestSupport() {
    }

    public static boolean onPath(String exe) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (new File(dir, exe).canExecute()) {
                return true;
            }
        }
        return false;
    }
}
