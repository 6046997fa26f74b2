package dev.oversleep.acpi;

import java.util.List;

/**
 * What one method run showed, in a form both interpreters can be reduced to: the returned
 * value or failure status as tokens, the Debug stores as tokens, and the OS waits in order
 * ("sleep 10" for Sleep(10) after ACPICA's 2 s clamp, "stall 20" for Stall(20)).
 */
record Observation(List<String> result, List<String> debug, List<String> waits) {
    /** What acpiexec shows when a method blocks forever (a Wait or Acquire nothing will signal). */
    static final String HUNG = "acpiexec-hung";

    /**
     * The same observation, except that when both runs end in AE_AML_LOOP_TIMEOUT the waits may
     * stop at different counts: acpiexec's 10 s include the real time its interpreter spends,
     * Oversleep's only the waits. Up to the shorter run the waits must still be the same.
     */
    boolean agreesWith(Observation other) {
        if (equals(other)) {
            return true;
        }
        if (blockedForever(this, other) || blockedForever(other, this)) {
            return true;
        }
        boolean bothTimedOut = result.equals(List.of("AE_AML_LOOP_TIMEOUT")) && other.result.equals(result);
        int n = Math.min(waits.size(), other.waits.size());
        return bothTimedOut && debug.equals(other.debug) && waits.subList(0, n).equals(other.waits.subList(0, n));
    }

    /**
     * acpiexec blocks for good on a Wait or Acquire that nothing can signal; Oversleep runs
     * AML on one thread and reports that wait as AE_AML_LOOP_TIMEOUT instead of hanging.
     */
    private static boolean blockedForever(Observation acpiexec, Observation oversleep) {
        return acpiexec.result.equals(List.of(HUNG)) && oversleep.result.equals(List.of("AE_AML_LOOP_TIMEOUT"))
                && acpiexec.waits.equals(oversleep.waits);
    }

    String describe() {
        return "result " + result + ", debug " + debug + ", waits " + summarize(waits);
    }

    private static String summarize(List<String> waits) {
        return waits.size() <= 12 ? waits.toString()
                : waits.subList(0, 6) + " ... " + waits.size() + " waits ... " + waits.subList(waits.size() - 3, waits.size());
    }
}
