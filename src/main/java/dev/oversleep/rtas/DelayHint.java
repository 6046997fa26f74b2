package dev.oversleep.rtas;

import dev.oversleep.input.ModelFiles;

/**
 * Which 990x status an operation answers while its time-based wait runs. PAPR gives each status
 * a meaning, "call again in about 10^n ms", but a non-binding one that the firmware chooses
 * (commit 38f7b706, "powerpc/rtas: rtas_busy_delay() improvements", v5.17); how PowerVM chooses
 * it is not published. {@value #TIME_LEFT} answers the order of magnitude of the time left
 * ({@link RtasStatus#extendedDelayFor(long)}); a status 9900 to 9905 is answered throughout the
 * wait. The choice decides how often a kernel that sleeps on every 990x (5.17 on) calls again,
 * and not when the operation completes.
 *
 * @param value  {@value #TIME_LEFT}, or a status from 9900 to 9905 as text
 * @param source the note saying where the choice came from
 */
public record DelayHint(String value, String source) {
    public static final String TIME_LEFT = "time_left";

    /** The status answered while {@code remainingNs} of the wait are left. */
    public int statusFor(long remainingNs) {
        return TIME_LEFT.equals(value) ? RtasStatus.extendedDelayFor(remainingNs) : Integer.parseInt(value);
    }

    /** Checks the value and its note; names {@code field} when one is wrong. */
    public void validate(String field) {
        if (source == null || source.isBlank()) {
            throw new ModelFiles.InvalidFieldException(field + ".source", "every value needs a note on its source");
        }
        if (!TIME_LEFT.equals(value) && !isExtendedDelayText(value)) {
            throw new ModelFiles.InvalidFieldException(field + ".value",
                    "'" + value + "' is neither " + TIME_LEFT + " nor an extended-delay status 9900 to 9905");
        }
    }

    private static boolean isExtendedDelayText(String v) {
        return v != null && v.matches("99\\d\\d") && RtasStatus.isExtendedDelay(Integer.parseInt(v));
    }
}
