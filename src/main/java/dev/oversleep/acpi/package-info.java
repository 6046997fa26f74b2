/**
 * ACPI tables and AML: reading raw tables and acpidump text, checking headers and checksums,
 * parsing the AML of definition blocks (DSDT, SSDT) into a namespace and method bodies, finding
 * where methods Sleep and Stall, initializing the namespace as Linux does after loading
 * (module-level code, predefined objects, the _REG connect calls, the _STA/_INI pass) and
 * interpreting methods, with register scripts ({@link dev.oversleep.acpi.RegisterScript}) standing
 * in for hardware that changes the fields firmware polls.
 *
 * <p>The interpreter reaches time only through {@link dev.oversleep.kernel.Kernel} (Sleep via an
 * acpi_os_sleep policy, Stall via udelay, Timer via the kernel's clock) and operation regions
 * only through {@link dev.oversleep.acpi.RegionSpace} and the register script; it never reads a host clock, formats
 * output or touches the host. Malformed tables are reported as
 * {@link dev.oversleep.acpi.AmlException} naming the table and offset; failures while running AML
 * are {@link dev.oversleep.acpi.AmlError} with ACPICA's status name. Untrusted AML is bounded in
 * loop time, call depth, object size and operations.
 */
package dev.oversleep.acpi;
