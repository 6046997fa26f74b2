package dev.oversleep.kernel;

import dev.oversleep.input.BadInputException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A mainline release "MAJOR.MINOR" (a patch level is accepted and ignored). */
public record KernelVersion(int major, int minor) implements Comparable<KernelVersion> {
    private static final Pattern FORM = Pattern.compile("v?(\\d+)\\.(\\d+)(?:\\.\\d+)?(?:-rc\\d+)?");
    /** The oldest release whose sleep paths are modelled (acpi_os_sleep's first era). */
    public static final KernelVersion OLDEST = new KernelVersion(2, 6);
    /** The newest release whose behaviour the model knows; later ones are refused, not guessed. */
    public static final KernelVersion NEWEST = new KernelVersion(6, 18);

    public static KernelVersion of(int major, int minor) {
        return new KernelVersion(major, minor);
    }

    public static KernelVersion parse(String text) {
        Matcher m = FORM.matcher(text.trim());
        if (!m.matches()) {
            throw new BadInputException("--kernel '" + text + "': expected a release such as 4.7, 5.16 or 6.14");
        }
        KernelVersion v = new KernelVersion(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
        if (v.before(OLDEST) || v.after(NEWEST)) {
            throw new BadInputException("--kernel " + text + ": no era modelled; releases "
                    + OLDEST + " to " + NEWEST + " are");
        }
        if (v.minor > lastMinor(v.major)) {
            throw new BadInputException("--kernel " + text + ": there is no such mainline release ("
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

    public boolean before(KernelVersion o) {
        return compareTo(o) < 0;
    }

    public boolean after(KernelVersion o) {
        return compareTo(o) > 0;
    }

    public boolean atLeast(int major, int minor) {
        return compareTo(of(major, minor)) >= 0;
    }

    @Override
    public int compareTo(KernelVersion o) {
        return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
    }

    @Override
    public String toString() {
        return major + "." + minor;
    }
}
