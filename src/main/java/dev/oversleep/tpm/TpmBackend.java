package dev.oversleep.tpm;

/** Something that executes TPM 2.0 commands: the embedded subset or a real swtpm. */
public interface TpmBackend extends AutoCloseable {
    /** Executes one command and returns its response bytes. */
    byte[] execute(byte[] command);

    /** A short name for results: "embedded" or "swtpm". */
    String name();

    @Override
    void close();
}
