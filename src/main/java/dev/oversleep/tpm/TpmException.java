package dev.oversleep.tpm;

import dev.oversleep.input.RunFailedException;

/**
 * A TPM command or transport failed: the message names the command or the step. A run failure
 * (the input was fine, the TPM or swtpm was not): the CLI prints the line and exits 1.
 */
public class TpmException extends RunFailedException {
    public TpmException(String message) {
        super(message);
    }

    public TpmException(String message, Throwable cause) {
        super(message, cause);
    }
}
