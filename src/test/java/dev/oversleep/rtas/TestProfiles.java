package dev.oversleep.rtas;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oversleep.input.ModelFiles;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.RunQueue;
import dev.oversleep.kernel.VirtualTimebase;
import dev.oversleep.sim.SimRandom;
import java.io.IOException;
import java.util.function.Consumer;

/** The shipped powervm-p9 profile with changes for a test, and kernels to run it on. */
final class TestProfiles {
    private static final ObjectMapper OM = new ObjectMapper();

    private TestProfiles() {
    }

    static FirmwareProfile powervm(Consumer<ObjectNode> change) {
        try {
            ObjectNode root = (ObjectNode) OM.readTree(TestProfiles.class.getClassLoader()
                    .getResourceAsStream("firmware-models/rtas/powervm-p9.json"));
            change.accept(root);
            return ModelFiles.parse("test", root.toString(), FirmwareProfile.SCHEMA, FirmwareProfile.class);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** No operation is ever busy: every legal request succeeds on its first call. */
    static FirmwareProfile neverBusy() {
        return powervm(root -> root.get("operations").fields().forEachRemaining(e -> {
            if (e.getValue().has("busy_mean_ns")) {
                ((ObjectNode) e.getValue().get("busy_mean_ns")).put("value", 0);
            }
        }));
    }

    static void set(ObjectNode root, String path, double value) {
        ObjectNode n = root;
        for (String part : path.split("\\.")) {
            n = (ObjectNode) n.get(part);
        }
        n.put("value", value);
    }

    static Kernel kernel(String version, RunQueue rq) {
        return new Kernel(new KernelProfile(KernelVersion.parse(version), Hz.of(100), true, false),
                PlatformProfile.load("powervm-p9-lpar"), new VirtualTimebase(0), new SimRandom(3), 0, rq);
    }
}
