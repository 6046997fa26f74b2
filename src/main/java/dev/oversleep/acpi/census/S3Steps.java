package dev.oversleep.acpi.census;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Evaluates the objects of the S3 path on one run, the way Linux calls ACPICA: an object the
 * tables do not define is skipped (acpi_evaluate_object's AE_NOT_FOUND, which every caller on
 * this path ignores); a failure is recorded with where it happened and the path goes on, as
 * Linux only logs it.
 */
final class S3Steps {
    static final String LOOP_TIMEOUT = "AE_AML_LOOP_TIMEOUT";

    private final CensusFirmware.Run run;
    private final Map<String, CensusFirmware.NsObject> objects = new HashMap<>();
    private final List<String> failures = new ArrayList<>();
    private int evaluated;
    private int timeouts;
    private List<String> trace;

    S3Steps(CensusFirmware.Run run) {
        this.run = run;
        index(run.root());
    }

    private void index(CensusFirmware.NsObject o) {
        objects.put(key(o.path()), o);
        o.children().forEach(this::index);
    }

    /** A path with each segment's trailing '_' padding dropped, so "\\_S3_" and "\\_S3" are one name. */
    static String key(String path) {
        if (path.equals("\\")) {
            return path;
        }
        StringBuilder out = new StringBuilder("\\");
        String[] segs = (path.startsWith("\\") ? path.substring(1) : path).split("\\.");
        for (int i = 0; i < segs.length; i++) {
            String seg = segs[i];
            int end = seg.length();
            while (end > 1 && seg.charAt(end - 1) == '_') {
                end--;
            }
            out.append(i > 0 ? "." : "").append(seg, 0, end);
        }
        return out.toString();
    }

    CensusFirmware.NsObject root() {
        return objects.get("\\");
    }

    CensusFirmware.NsObject object(String path) {
        return objects.get(key(path));
    }

    boolean exists(String path) {
        return objects.containsKey(key(path));
    }

    /** Evaluates PATH if it exists; false when it is missing or failed. */
    boolean run(String path, long... args) {
        return evaluate(path, args) != null;
    }

    /** The Integer PATH gives; null when it is missing, failed or gave something else. */
    Long integer(String path) {
        CensusFirmware.Outcome o = evaluate(path);
        return o == null ? null : o.integer();
    }

    /** The object references in the Package PATH gives; empty when missing or failed. */
    List<String> references(String path) {
        CensusFirmware.Outcome o = evaluate(path);
        return o == null || o.references() == null ? List.of() : o.references();
    }

    private CensusFirmware.Outcome evaluate(String path, long... args) {
        if (!exists(path)) {
            return null;
        }
        evaluated++;
        if (trace != null) {
            trace.add(args.length == 0 ? path : path + "(" + args[0] + ")");
        }
        CensusFirmware.Outcome o = run.evaluate(path, args);
        if (o.failed()) {
            failures.add(o.error());
            if (o.status().equals(LOOP_TIMEOUT)) {
                timeouts++;
            }
            return null;
        }
        return o;
    }

    /** From now on, every object evaluated is added to TRACE (tests read the path's order from it). */
    void traceInto(List<String> trace) {
        this.trace = trace;
    }

    int evaluated() {
        return evaluated;
    }

    /** Steps that ended in AE_AML_LOOP_TIMEOUT: a poll of hardware the emulated registers never answer. */
    int timeouts() {
        return timeouts;
    }

    List<String> failures() {
        return failures;
    }

    CensusFirmware.Run firmware() {
        return run;
    }
}
