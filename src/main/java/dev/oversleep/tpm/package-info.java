/**
 * A TPM behind the Nuvoton I2C interface: the chip's registers and TIS status state machine
 * (timed from a chip profile), the tpm_i2c_nuvoton driver's send/receive/poll logic in its
 * msleep and usleep_range eras (drivers/char/tpm/tpm_i2c_nuvoton.c), the TPM core's completion
 * check and timeouts for TPM 1.2 and 2.0, every register access an interrupt-completed I2C
 * transfer (an OPAL request on POWER), and two command backends: an embedded TPM subset (both
 * families) and a real swtpm process (TPM 2.0).
 *
 * <p>Waits go through {@link dev.oversleep.kernel.Kernel}; the only outside resource is the
 * swtpm process and its loopback sockets, which {@link dev.oversleep.tpm.SwtpmBackend} owns and
 * always stops. Must not touch: output formats, the CLI.
 */
package dev.oversleep.tpm;
