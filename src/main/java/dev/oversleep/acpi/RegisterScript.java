package dev.oversleep.acpi;

import dev.oversleep.input.ModelKind;
import dev.oversleep.input.ModelFiles;
import java.util.List;

/**
 * A register script ({@code firmware-models/acpi/*.json}): how fields of a machine's operation
 * regions behave beyond plain memory, so polling loops end as they do on hardware. A rule
 * either pins a field's value from the start ({@code after_write} null), or makes it read {@code value} from
 * {@code delay_us} after a write to the {@code after_write} field (optionally only a write of
 * {@code when_value}); until then the field reads what was last stored, or the fill byte.
 * Every rule carries a {@code source} saying where its numbers come from; every key is written
 * out, null where unused, as in all model files.
 */
public record RegisterScript(String schema, String name, String description, List<Rule> fields)
        implements ModelFiles.Validated {
    public static final String SCHEMA = "oversleep.acpi.registers/1";

    /** Register scripts: a file, or a built-in name from firmware-models/acpi/. */
    public static final ModelKind<RegisterScript> KIND = new ModelKind<>(
            "register script", SCHEMA, "firmware-models/acpi/", RegisterScript.class);

    /** The longest delay a rule may give, in µs: 10^9 (1000 s, past any AML poll's bound). */
    static final long MAX_DELAY_US = 1_000_000_000L;

    /** What makes a rule apply: its field, the write it waits for (null: pinned) and the value written. */
    private record Trigger(String field, String afterWrite, Long whenValue) {
    }

    /** One field's behaviour; {@code afterWrite} null means pinned. */
    public record Rule(String field, long value, String afterWrite, Long whenValue, long delayUs, String source) {
    }

    /**
     * Reads a register script from a file, or from the same path among the models shipped in
     * the jar (so a built-in machine's script is found from any directory).
     */
    public static RegisterScript load(String path) {
        java.nio.file.Path file = java.nio.file.Path.of(path);
        if (java.nio.file.Files.isRegularFile(file)) {
            return ModelFiles.read(file, SCHEMA, RegisterScript.class);
        }
        try (java.io.InputStream in = RegisterScript.class.getClassLoader().getResourceAsStream(path)) {
            if (in != null) {
                return ModelFiles.parse(path, new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8), SCHEMA,
                        RegisterScript.class);
            }
        } catch (java.io.IOException e) {
            throw new dev.oversleep.input.BadInputException(path + ": cannot read: " + e.getMessage());
        }
        throw new dev.oversleep.input.BadInputException("register script " + path + " not found");
    }

    @Override
    public void validate() {
        if (fields == null || fields.isEmpty()) {
            throw new ModelFiles.InvalidFieldException("fields", "needs at least one rule");
        }
        java.util.Map<Trigger, Integer> firstWithTrigger = new java.util.HashMap<>();
        for (int i = 0; i < fields.size(); i++) {
            Rule r = fields.get(i);
            String at = "fields[" + i + "]";
            if (r.field() == null || !r.field().startsWith("\\")) {
                throw new ModelFiles.InvalidFieldException(at + ".field", "expected an absolute path such as \\\\_SB.PCI0.RP01.L23R");
            }
            if (r.afterWrite() != null && !r.afterWrite().startsWith("\\")) {
                throw new ModelFiles.InvalidFieldException(at + ".after_write", "expected an absolute path");
            }
            if (r.delayUs() < 0 || r.delayUs() > MAX_DELAY_US) {
                throw new ModelFiles.InvalidFieldException(at + ".delay_us", "must be 0.." + MAX_DELAY_US
                        + " (1000 s; a device that takes longer is not ready in any run)");
            }
            if (r.source() == null || r.source().isBlank()) {
                throw new ModelFiles.InvalidFieldException(at + ".source", "say where the behaviour comes from");
            }
            if (r.afterWrite() == null && r.whenValue() != null) {
                throw new ModelFiles.InvalidFieldException(at + ".when_value", "needs after_write: a pinned rule "
                        + "has no write to wait for");
            }
            if (r.afterWrite() == null && r.delayUs() != 0) {
                throw new ModelFiles.InvalidFieldException(at + ".delay_us", "needs after_write: a pinned rule "
                        + "holds from the start (give 0)");
            }
            Integer j = firstWithTrigger.putIfAbsent(new Trigger(r.field(), r.afterWrite(), r.whenValue()), i);
            if (j != null) {
                throw new ModelFiles.InvalidFieldException(at, "repeats the trigger of fields[" + j + "] for "
                        + r.field() + (r.afterWrite() == null ? " (both pin it)" : " (a write of " + r.afterWrite()
                        + (r.whenValue() == null ? "" : " = " + r.whenValue()) + ")")
                        + "; only the later would ever be seen");
            }
        }
    }
}
