/**
 * A TPM 2.0 behind the Nuvoton I2C interface: the chip's registers and TIS status state machine
 * (timed from a chip profile), the tpm_i2c_nuvoton driver's send/receive/poll logic in its
 * msleep and usleep_range eras (drivers/char/tpm/tpm_i2c_nuvoton.c), the TPM core's completion
 * check, and two command backends: an embedded TPM 2.0 subset and a real swtpm process.
 *
 * <p>Waits go through {@link dev.oversleep.kernel.Kernel}; the only outside resource is the
 * swtpm process and its loopback sockets, which {@link dev.oversleep.tpm.SwtpmBackend} owns and
 * always stops.
 */
package dev.oversleep.tpm;
