package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.oversleep.host.NativeCallException;
import dev.oversleep.host.ShimUnavailableException;
import dev.oversleep.input.BadValueException;
import dev.oversleep.input.ModelFileException;
import dev.oversleep.input.RunFailedException;
import dev.oversleep.input.RunInterruptedException;
import dev.oversleep.tpm.TpmException;
import org.junit.jupiter.api.Test;

class ExitCodesTest {
    @Test
    void eachKindOfFailureHasItsCodeAndOneLine() {
        assertEquals(new ExitCodes.Failure(2, "HZ '333': one of 100, 250, 300, 1000"),
                ExitCodes.classify(new BadValueException("HZ", "333", "one of 100, 250, 300, 1000"), false));
        assertEquals(2, ExitCodes.classify(new ModelFileException("m.json", 3, 4, "a.b", "missing"), false).code());
        assertEquals("m.json: line 3, column 4: field 'a.b': missing",
                ExitCodes.classify(new ModelFileException("m.json", 3, 4, "a.b", "missing"), false).line());
        assertEquals(2, ExitCodes.classify(new ShimUnavailableException("native timer shim unavailable: x"), false).code());
        assertEquals(1, ExitCodes.classify(new NativeCallException("ovs_sleep_ns", -4, "Interrupted"), false).code());
        assertEquals(1, ExitCodes.classify(new TpmException("swtpm exited at start"), false).code());
        assertInstanceOf(RunFailedException.class, new TpmException("swtpm exited at start"),
                "a TPM failure is a run failure: classified as every other one, not by name");
    }

    @Test
    void aSignalMakesAnyErrorAnInterruptionAndAnInterruptionSaysSo() {
        assertEquals(new ExitCodes.Failure(130, "interrupted: swtpm was stopped during command 0x182"),
                ExitCodes.classify(new RunInterruptedException("swtpm was stopped during command 0x182"), false));
        assertEquals(new ExitCodes.Failure(130, "interrupted"),
                ExitCodes.classify(new TpmException("swtpm command 0x182 failed: Connection reset"), true));
    }

    @Test
    void aBugIsOneLineThatSaysWhereTheStackTraceIs() {
        ExitCodes.Failure f = ExitCodes.classify(new IllegalStateException("first\nsecond"), false);
        assertEquals(1, f.code());
        assertEquals("internal error: IllegalStateException: first (run again with --debug for the stack trace)", f.line());
    }

    /** A line end in a value the message quotes is shown, and the reason after it kept. */
    @Test
    void aQuotedValueWithALineEndKeepsTheReason() {
        ExitCodes.Failure f = ExitCodes.classify(new ModelFileException("m.json", 1, 2, "devices[0].callbacks.resume",
                "device 'a\nb': 'msleep(-5)': expected a whole number of ms"), false);
        assertEquals("m.json: line 1, column 2: field 'devices[0].callbacks.resume': device 'a\\x0Ab': 'msleep(-5)': "
                + "expected a whole number of ms", f.line());
    }
}
