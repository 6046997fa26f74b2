package dev.oversleep.kernel;

import dev.oversleep.input.BadValueException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A release "MAJOR.MINOR" or a stable release "MAJOR.MINOR.SUBLEVEL" (an -rc suffix is accepted
 * and counts as the release). The sublevel matters only where a fix was backported to a stable
 * series (the timer base forwarding of v4.13 in 4.9.46 and 4.12.10); elsewhere eras are decided
 * by major and minor.
 */
public record KernelVersion(int major, int minor, int sublevel) implements Comparable<KernelVersion> {
    private static final Pattern FORM = Pattern.compile("v?(\\d+)\\.(\\d+)(?:\\.(\\d+))?(?:-rc\\d+)?");
    /** The oldest release whose sleep paths are modelled (acpi_os_sleep's first era). */
    public static final KernelVersion OLDEST = new KernelVersion(2, 6);
    /** The newest release whose behaviour the model knows; later ones are refused, not guessed. */
    public static final KernelVersion NEWEST = new KernelVersion(6, 18);

    public KernelVersion(int major, int minor) {
        this(major, minor, 0);
    }

    public static KernelVersion of(int major, int minor) {
        return new KernelVersion(major, minor);
    }

    public static KernelVersion of(int major, int minor, int sublevel) {
        return new KernelVersion(major, minor, sublevel);
    }

    /** Parses a release; an unknown or impossible one is an {@link BadValueException}. */
    public static KernelVersion parse(String text) {
        Matcher m = FORM.matcher(text.trim());
        if (!m.matches()) {
            throw new BadValueException("kernel release", text, "expected a release such as 4.7, 4.9.46, 5.16 or 6.14");
        }
        int sub = m.group(3) == null ? 0 : Integer.parseInt(m.group(3));
        KernelVersion v = new KernelVersion(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), sub);
        KernelVersion series = v.series();
        if (series.before(OLDEST) || series.after(NEWEST)) {
            throw new BadValueException("kernel release", text, "no era modelled; releases " + OLDEST + " to "
                    + NEWEST + " are");
        }
        if (v.minor > lastMinor(v.major)) {
            throw new BadValueException("kernel release", text, "there is no such mainline release ("
                    + v.major + ".x ended with " + v.major + "." + lastMinor(v.major) + ")");
        }
        return v;
    }

    /** The last minor release of each mainline series: 2.6, 3.19, 4.20, 5.19, then 6.x. */
    private static int lastMinor(int major) {
        return switch (major) {
            case 2 -> 6;
            case 3 -> 19;
            case 4 -> 20;
            case 5 -> 19;
            default -> NEWEST.minor;
        };
    }

    /** The mainline release of this stable series (sublevel 0). */
    public KernelVersion series() {
        return sublevel == 0 ? this : new KernelVersion(major, minor);
    }

    public boolean before(KernelVersion o) {
        return compareTo(o) < 0;
    }

    public boolean after(KernelVersion o) {
        return compareTo(o) > 0;
    }

    /** At or after release major.minor (any sublevel of it counts). */
    public boolean atLeast(int major, int minor) {
        return compareTo(of(major, minor)) >= 0;
    }

    /** This is the stable series major.minor at sublevel at least sublevel. */
    public boolean inSeriesFrom(int major, int minor, int sublevel) {
        return this.major == major && this.minor == minor && this.sublevel >= sublevel;
    }

    @Override
    public int compareTo(KernelVersion o) {
        if (major != o.major) {
            return Integer.compare(major, o.major);
        }
        return minor != o.minor ? Integer.compare(minor, o.minor) : Integer.compare(sublevel, o.sublevel);
    }

    @Override
    public String toString() {
        return sublevel == 0 ? major + "." + minor : major + "." + minor + "." + sublevel;
    }
}
