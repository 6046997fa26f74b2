package dev.oversleep.rtas;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oversleep.input.ModelFiles;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;
import dev.oversleep.sim.SimRandom;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The shipped powervm-p9 profile with changes for a test, and partitions to run it on. */
final class TestPartitions {
    private static final ObjectMapper OM = new ObjectMapper();
    static final PlatformProfile PLATFORM = PlatformProfile.load("powervm-p9-lpar");

    private TestPartitions() {
    }

    static FirmwareProfile powervm(Consumer<ObjectNode> change) {
        try {
            ObjectNode root = (ObjectNode) OM.readTree(TestPartitions.class.getClassLoader()
                    .getResourceAsStream("firmware-models/rtas/powervm-p9.json"));
            change.accept(root);
            return ModelFiles.parse("test", root.toString(), FirmwareProfile.SCHEMA, FirmwareProfile.class);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static FirmwareProfile shipped() {
        return powervm(root -> { });
    }

    /** No operation does work or waits: every legal request succeeds on its first call. */
    static FirmwareProfile neverBusy() {
        return neverBusy(root -> { });
    }

    /** {@link #neverBusy()} with a further change. */
    static FirmwareProfile neverBusy(Consumer<ObjectNode> change) {
        return powervm(root -> {
            root.get("operations").fields().forEachRemaining(e -> {
                if (e.getValue().has("work_ns")) {
                    set(root, "operations." + e.getKey() + ".work_ns", 0);
                    set(root, "operations." + e.getKey() + ".wait_ns", 0);
                }
            });
            change.accept(root);
        });
    }

    /** Dedicated processors: a ceded thread wakes in the CEDE exit, no core is dispatched. */
    static void dedicated(ObjectNode root) {
        ((ObjectNode) root.get("vcpu").get("processors")).put("value", "dedicated");
    }

    /** Makes operation {@code op} wait {@code ns}, answering the order of magnitude of the time left. */
    static void waits(ObjectNode root, String op, long ns) {
        set(root, "operations." + op + ".wait_ns", ns);
        ((ObjectNode) root.get("operations").get(op)).putObject("hint").put("value", DelayHint.TIME_LEFT)
                .put("source", "test");
    }

    static void set(ObjectNode root, String path, double value) {
        ObjectNode n = root;
        for (String part : path.split("\\.")) {
            n = (ObjectNode) n.get(part);
        }
        n.put("value", value);
    }

    static KernelProfile kernel(String version) {
        return KernelProfile.nohzIdle(KernelVersion.parse(version), Hz.of(100));
    }

    static DlparRun.Partition partition(FirmwareProfile fw, String version, LoadKind load, long seed) {
        return DlparRun.partition(fw, PLATFORM, kernel(version), load, new VirtualTimebase(0), new SimRandom(seed));
    }

    /** A partition whose firmware records every call. */
    static DlparRun.Partition traced(FirmwareProfile fw, String version, List<String> trace) {
        DlparRun.Partition p = partition(fw, version, LoadKind.IDLE, 7);
        p.firmware().recordTrace(trace);
        return p;
    }

    static List<String> trace() {
        return new ArrayList<>();
    }
}
