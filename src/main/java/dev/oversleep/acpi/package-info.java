/**
 * ACPI tables and AML: reading raw tables and acpidump text, checking headers and checksums,
 * parsing the AML of definition blocks (DSDT, SSDT) into a namespace and method bodies, and
 * finding where methods Sleep and Stall.
 *
 * <p>The AML interpreter that runs methods through the kernel's acpi_os_sleep policies builds
 * on this package (not yet written). Nothing here reads a clock, formats output or touches the
 * host; malformed input is reported as {@link dev.oversleep.acpi.AmlException} naming the table
 * and offset.
 */
package dev.oversleep.acpi;
