package dev.oversleep.acpi;

/**
 * Whether ACPICA's interpreter slack is on ({@code acpi_gbl_enable_interpreter_slack},
 * include/acpi/acpixf.h), which tolerates AML the ACPI specification does not allow, as the
 * Windows interpreter does. Linux turns it on at boot; ACPICA's default and acpiexec's (without
 * {@code -es}) leave it off. Each rule the flag changes lives where that rule runs and cites its
 * ACPICA file.
 */
public enum InterpreterMode {
    /**
     * Linux's: drivers/acpi/bus.c acpi_early_init sets acpi_gbl_enable_interpreter_slack unless
     * the kernel was booted with {@code acpi=strict} (v2.6.32 line 811, v5.8 line 1028). In this
     * mode a method that ends without Return returns the last result it produced (Integer 0 if
     * none), a Local or Arg read before it is set reads as Integer 0, and Store takes any object.
     */
    SLACK,
    /** The specification's rules: ACPICA's default, acpiexec's without {@code -es}, Linux's with acpi=strict. */
    STRICT;

    /** The command-line spelling. */
    public String cliName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
