package dev.oversleep.tpm;

/** A TPM command or transport failed: the message names the command or the step. */
public class TpmException extends RuntimeException {
    public TpmException(String message) {
        super(message);
    }

    public TpmException(String message, Throwable cause) {
        super(message, cause);
    }
}
