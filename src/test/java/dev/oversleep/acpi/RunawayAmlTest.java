package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every runaway of issue #15 (src/test/resources/acpi/runaway.asl) run by {@code acpi run} in a
 * JVM of its own limited to a 512 MB heap: each ends with an ACPICA status (exit 1), its output
 * stays bounded (recorded lists capped, the counts exact) and the JVM does not run out of
 * memory.
 */
class RunawayAmlTest {
    private static final String RUNAWAY = "src/test/resources/acpi/runaway.aml";
    /** Ten thousand listed waits in JSON are about 1 MB: far below the 144 MB of an unbounded record. */
    private static final int MAX_OUTPUT_BYTES = 4 << 20;

    private record Result(int code, String out, String err) {
    }

    private static Result run(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                "dev.oversleep.cli.OversleepCommand"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).start();
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        if (!p.waitFor(180, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("acpi run " + String.join(" ", args) + " did not end in 180 s");
        }
        return new Result(p.exitValue(), out.get(), err.get());
    }

    /** Reads a stream whole, failing past the output bound (so an unbounded record cannot fill memory here). */
    private static String read(InputStream in) {
        try (in) {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            byte[] buf = new byte[65536];
            for (int n; (n = in.read(buf)) > 0;) {
                b.write(buf, 0, n);
                if (b.size() > MAX_OUTPUT_BYTES) {
                    return b.toString(StandardCharsets.UTF_8) + "\n(output bound exceeded)";
                }
            }
            return b.toString(StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0} ends with {1}")
    @CsvSource({
        "\\STAL, AE_AML_LOOP_TIMEOUT, stall_count", "\\SLPS, AE_AML_LOOP_TIMEOUT, sleep_count",
        "\\NTFY, AE_AML_LOOP_TIMEOUT, notifies_more", "\\BUFD, AE_NO_MEMORY, ", "\\STRD, AE_NO_MEMORY, ",
        "\\PKGM, AE_NO_MEMORY, ", "\\DBGM, AE_NO_MEMORY, ", "\\HEXS, AE_NO_MEMORY, ", "\\NEST, AE_NO_MEMORY, ",
        "\\RECU, AE_AML_METHOD_LIMIT, ", "\\REGN, AE_NO_MEMORY, ", "\\LCMP, AE_AML_LOOP_TIMEOUT, ",
        "\\STRW, AE_NO_MEMORY, ", "\\NIXF, AE_AML_LOOP_TIMEOUT, "})
    void aRunawayEndsWithAStatusInBoundedOutput(String method, String status, String counted) throws Exception {
        Result json = run("acpi", "run", RUNAWAY, method, "--json");
        assertFalse(json.err().contains("OutOfMemoryError") || json.err().contains("at dev.oversleep"), json.err());
        assertEquals(1, json.code(), json.err());
        assertTrue(json.out().length() < MAX_OUTPUT_BYTES, "output " + json.out().length() + " bytes");
        JsonNode run = new ObjectMapper().readTree(json.out()).get("runs").get(0);
        assertEquals(status, run.get("status").asText(), run.get("error").asText());
        if (counted != null) {
            assertTrue(run.get(counted).asLong() > RecordBudget.DEFAULT.waits() || run.get(counted).asLong() > 0, counted);
        }
        if (method.equals("\\STAL")) {
            assertEquals(RecordBudget.DEFAULT.waits(), run.get("waits").size(), "the listed waits stop at the budget");
            assertEquals(run.get("stall_count").asLong(), run.get("waits").size() + run.get("waits_more").asLong(),
                    "listed + more = counted");
            Result text = run("acpi", "run", RUNAWAY, method);
            assertEquals(1, text.code());
            assertTrue(text.out().lines().count() < 200, text.out().lines().count() + " lines");
            assertTrue(text.out().contains("more Sleep/Stall calls"), text.out());
        }
    }

    /** A big returned value is listed within the budget: 200 Strings of 64 KiB are 26 MB unbounded. */
    @org.junit.jupiter.api.Test
    void aHugeReturnedValueIsListedWithinItsBudget() throws Exception {
        Result json = run("acpi", "run", RUNAWAY, "\\BIGR", "--json");
        assertEquals(0, json.code(), json.err());
        assertTrue(json.out().length() < MAX_OUTPUT_BYTES, "output " + json.out().length() + " bytes");
        JsonNode value = new ObjectMapper().readTree(json.out()).get("runs").get(0).get("result").get("value");
        // each element costs its text and its listed value, about 8,200 characters: 2^20 lists about 128
        assertTrue(value.size() > 100 && value.size() < 200, value.size() + " elements listed");
        assertEquals(TypedValue.LISTED, value.get(0).get("value").asText().length(), "each String cut at LISTED");
        assertEquals("0123456789ABCDEF", value.get(0).get("value").asText().substring(0, 16));
    }
}
