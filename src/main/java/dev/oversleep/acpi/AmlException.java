package dev.oversleep.acpi;

import dev.oversleep.input.BadInputException;

/** Malformed ACPI input: the message names the table and the byte offset at fault. */
public final class AmlException extends BadInputException {
    public AmlException(String table, long offset, String problem) {
        super(table + " at offset 0x" + Long.toHexString(offset) + ": " + problem);
    }
}
