package dev.oversleep.rtas;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oversleep.input.ModelFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The search that fitted firmware-models/rtas/powervm-p9.json to the published 5.16 table:
 * log-space random search, then coordinate refinement, minimising the worst relative error.
 * Run by hand: bench/calibrate-rtas.sh. It prints the fitted values; the profile's notes say so.
 */
public final class CalibrateRtas {
    static final String[] PARAMS = {
        "operations.allocate.call_cost_ns", "operations.isolate.call_cost_ns",
        "operations.allocate.busy_mean_ns", "operations.unisolate.busy_mean_ns",
        "operations.configure_step.busy_mean_ns", "operations.isolate.busy_mean_ns",
        "operations.unallocate.busy_mean_ns", "os.lmb_add_cpu_ns", "os.lmb_add_syncs", "os.lmb_remove_cpu_ns",
        "os.lmb_remove_syncs", "os.sync_base_ns", "load.idle_resched_rate_hz", "load.busy_smt_cpu_time_factor",
        "operations.allocate.busy_load_factor", "operations.isolate.busy_load_factor"};
    /** Parameters that move together with the first one of their group. */
    static final String[][] TIED = {
        {"operations.allocate.call_cost_ns", "operations.unisolate.call_cost_ns", "operations.configure_step.call_cost_ns"},
        {"operations.isolate.call_cost_ns", "operations.unallocate.call_cost_ns"},
        {"operations.allocate.busy_load_factor", "operations.unisolate.busy_load_factor",
            "operations.configure_step.busy_load_factor"},
        {"operations.isolate.busy_load_factor", "operations.unallocate.busy_load_factor"}};

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args.length > 0 ? args[0] : "firmware-models/rtas/powervm-p9.json");
        int budget = args.length > 1 ? Integer.parseInt(args[1]) : 600;
        ObjectMapper om = new ObjectMapper();
        ObjectNode best = (ObjectNode) om.readTree(Files.readString(file));
        double bestErr = evaluate(om, best);
        SplittableRandom rnd = new SplittableRandom(7);
        int restarts = args.length > 2 ? Integer.parseInt(args[2]) : 0;
        for (int r = 0; r < restarts; r++) {
            ObjectNode start = best.deepCopy();
            for (String p : PARAMS) {
                set(start, p, get(start, p) * Math.exp(rnd.nextGaussian() * 1.0), p.endsWith("syncs"));
            }
            double err = evaluate(om, start);
            for (int i = 0; i < budget / 4; i++) {
                ObjectNode cand = start.deepCopy();
                for (String p : PARAMS) {
                    if (rnd.nextInt(3) == 0) {
                        set(cand, p, get(cand, p) * Math.exp(rnd.nextGaussian() * 0.3), p.endsWith("syncs"));
                    }
                }
                double e = evaluate(om, cand);
                if (e < err) {
                    err = e;
                    start = cand;
                }
            }
            System.out.printf(Locale.ROOT, "restart %d reached %.3f%n", r, err);
            if (err < bestErr) {
                bestErr = err;
                best = start;
            }
        }
        for (int i = 0; i < budget; i++) {
            ObjectNode cand = best.deepCopy();
            double scale = i < budget / 2 ? 0.5 : 0.15;
            for (String p : PARAMS) {
                if (rnd.nextInt(3) == 0) {
                    set(cand, p, get(cand, p) * Math.exp(rnd.nextGaussian() * scale), p.endsWith("syncs"));
                }
            }
            double err = evaluate(om, cand);
            if (err < bestErr) {
                bestErr = err;
                best = cand;
                System.out.printf(Locale.ROOT, "step %d worst error %.3f%n", i, err);
            }
        }
        Files.writeString(file, om.writerWithDefaultPrettyPrinter().writeValueAsString(best) + "\n");
        double[][] m = CalibrationTable.model(read(om, best));
        for (int i = 0; i < m.length; i++) {
            System.out.printf(Locale.ROOT, "%-24s %-5s calls %7.0f  task %6.0f ms  elapsed %6.0f ms%n",
                    CalibrationTable.PUBLISHED.get(i).request(), CalibrationTable.PUBLISHED.get(i).load(), m[i][0], m[i][1], m[i][2]);
        }
        System.out.printf(Locale.ROOT, "worst error %.3f%n", bestErr);
    }

    static double evaluate(ObjectMapper om, ObjectNode profile) {
        try {
            return CalibrationTable.worstError(CalibrationTable.model(read(om, profile)));
        } catch (RuntimeException e) {
            return Double.MAX_VALUE;
        }
    }

    static FirmwareProfile read(ObjectMapper om, JsonNode profile) {
        return ModelFiles.parse("candidate", profile.toString(), FirmwareProfile.SCHEMA, FirmwareProfile.class);
    }

    static double get(ObjectNode root, String path) {
        JsonNode n = root;
        for (String part : path.split("\\.")) {
            n = n.get(part);
        }
        return n.get("value").asDouble();
    }

    static void set(ObjectNode root, String path, double v, boolean whole) {
        double value = whole ? Math.max(0, Math.round(v)) : threeDigits(v);
        if (path.endsWith("smt_cpu_time_factor") || path.endsWith("load_factor")) {
            value = Math.max(1.0, value);
        }
        if (path.equals("os.sync_base_ns")) {
            // an RCU grace period or a stop_machine round at HZ=100: one to three ticks
            value = Math.max(8e6, Math.min(30e6, value));
        }
        for (String[] group : TIED) {
            if (group[0].equals(path)) {
                for (String p : group) {
                    node(root, p).put("value", value);
                }
                return;
            }
        }
        node(root, path).put("value", value);
    }

    /** Values are kept to three significant digits: what is written is what was evaluated. */
    static double threeDigits(double v) {
        if (v == 0) {
            return 0;
        }
        double scale = Math.pow(10, 2 - Math.floor(Math.log10(Math.abs(v))));
        return Math.round(v * scale) / scale;
    }

    private static ObjectNode node(ObjectNode root, String path) {
        JsonNode n = root;
        for (String part : path.split("\\.")) {
            n = n.get(part);
        }
        return (ObjectNode) n;
    }
}
