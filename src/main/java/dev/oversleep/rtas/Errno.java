package dev.oversleep.rtas;

/** The Linux errno values the DLPAR paths return, negated as the kernel returns them. */
public final class Errno {
    public static final int EIO = -5;
    public static final int EBUSY = -16;
    public static final int ENODEV = -19;
    public static final int EINVAL = -22;

    private Errno() {
    }

    /** The name a user reads next to {@code rc}: "success", "-EIO", ...; never bare digits. */
    public static String name(int rc) {
        return switch (rc) {
            case 0 -> "success";
            case EIO -> "-EIO";
            case EBUSY -> "-EBUSY";
            case ENODEV -> "-ENODEV";
            case EINVAL -> "-EINVAL";
            default -> "errno " + rc;
        };
    }
}
