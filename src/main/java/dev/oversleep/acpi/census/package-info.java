/**
 * The ACPI sleep census: the S3 suspend/resume path Linux runs through a machine's AML
 * ({@link dev.oversleep.acpi.census.S3Path}: {@code _TTS}, device {@code _PS3}/{@code _PS0} with
 * reference-counted power resources, {@code _PTS}, {@code _SST}, {@code _WAK}), under every
 * acpi_os_sleep policy and HZ, over many machines in parallel, with the distribution over
 * machines. It reaches the interpreter only through
 * {@link dev.oversleep.acpi.census.CensusFirmware} and time only through the kernel model; it
 * formats nothing (report does) and knows nothing of the command line.
 */
package dev.oversleep.acpi.census;
