package dev.oversleep.report;

import java.util.Locale;

/** Renders integer nanoseconds in the unit a table column states. */
public final class Units {
    private Units() {
    }

    public static String us(long ns) {
        return String.format(Locale.ROOT, "%.1f", ns / 1e3);
    }

    public static String ms(long ns) {
        return String.format(Locale.ROOT, "%.3f", ns / 1e6);
    }

    public static String ms(double ns) {
        return String.format(Locale.ROOT, "%.3f", ns / 1e6);
    }

    public static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.1f%%", fraction * 100);
    }

    /** A signed relative change, e.g. "+12.5%", or "-" when the base is zero. */
    public static String change(double base, double value) {
        if (base == 0) {
            return "-";
        }
        return String.format(Locale.ROOT, "%+.1f%%", (value - base) / base * 100);
    }
}
