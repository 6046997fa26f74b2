package dev.oversleep.acpi;

import dev.oversleep.input.ModelFiles;
import dev.oversleep.input.ModelKind;
import java.util.List;

/**
 * A sequence of AML method calls to replay against a machine's tables ({@code acpi replay}),
 * e.g. what a resume runs: {@code \_WAK(3)}, then power resources' {@code _ON} and devices'
 * {@code _PS0}. {@code registers} (nullable) names a register script (a path relative to the
 * replay script, or a built-in name), {@code fill} the byte unset region memory reads as.
 */
public record ReplayScript(String schema, String name, String description, int fill, String registers,
                           List<Call> calls) implements ModelFiles.Validated {
    public static final String SCHEMA = "oversleep.acpi.replay-script/1";

    /**
     * Replay scripts: a file, or a built-in name from firmware-models/acpi/ (NAME.replay.json,
     * named as its {@code "name"} says).
     */
    public static final ModelKind<ReplayScript> KIND = new ModelKind<>("replay script", SCHEMA, "firmware-models/acpi/",
            ReplayScript.class, ".replay.json");

    /** One method call with integer arguments. */
    public record Call(String method, List<Long> args) {
    }

    @Override
    public void validate() {
        if (fill < 0 || fill > 0xFF) {
            throw new ModelFiles.InvalidFieldException("fill", "a byte is 0..255");
        }
        if (calls == null || calls.isEmpty()) {
            throw new ModelFiles.InvalidFieldException("calls", "needs at least one call");
        }
        for (int i = 0; i < calls.size(); i++) {
            Call c = calls.get(i);
            if (c.method() == null || !c.method().startsWith("\\")) {
                throw new ModelFiles.InvalidFieldException("calls[" + i + "].method", "expected an absolute path such as \\\\_WAK");
            }
            if (c.args() == null || c.args().size() > 7) {
                throw new ModelFiles.InvalidFieldException("calls[" + i + "].args", "a list of at most 7 integers ([] for none)");
            }
        }
    }
}
