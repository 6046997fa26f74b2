package dev.oversleep.tpm;

import dev.oversleep.kernel.Kernel;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * The Nuvoton TPM's I2C register interface (drivers/char/tpm/tpm_i2c_nuvoton.c: STS 0x00,
 * BURST_COUNT 0x01, DATA_FIFO_W 0x20, DATA_FIFO_R 0x40, VID_DID_RID 0x60) over the TIS status
 * state machine: ready → reception → execution → completion. The command itself runs in a
 * backend; the chip profile says how long it takes.
 *
 * <p>Every register access is one SMBus block transfer (i2c_smbus_read/write_i2c_block_data()).
 * On OPAL that is one OPAL_I2C_REQUEST: i2c_opal_smbus_xfer() → i2c_opal_send_request() →
 * opal_async_wait_response(), a wait_event() until the firmware's completion message arrives
 * with the OPAL interrupt (drivers/i2c/busses/i2c-opal.c, arch/powerpc/platforms/powernv/
 * opal-async.c, v4.7.4-v4.13.4). So the task sleeps, its CPU idles, and the interrupt's CPU
 * wakes it: {@link Kernel#waitForInterrupt}. The transfer lasts the bytes' time on the bus
 * (address, register and data, 9 bits each) plus the controller's per-request overhead.
 *
 * <p>In the firmware (skiboot hw/p8-i2c.c and core/i2c.c, read in 5.3.0, 5.4.0 and 5.5.0) a P8
 * master with a working interrupt completes the request in its interrupt
 * (p8_i2c_interrupt() → p8_i2c_check_status() → p8_i2c_complete_request() →
 * opal_i2c_request_complete(), which queues OPAL_MSG_ASYNC_COMP); its backup poller is a
 * TIMER_POLL timer that runs only in opal_poll_events(), and nothing on the path waits for it.
 * A request that runs past I2C_TIMEOUT_IRQ_MS, 1 ms per byte of rw_len + offset + 2, is failed
 * with OPAL_I2C_TIMEOUT. So the overhead is one constant per request. It stands for a mean: the
 * published fastest extend is the driver's floor with almost no overhead, so on the real machine
 * the cost varied from extend to extend, and the source gives no rule for that (docs/tpm.md).
 */
public final class NuvotonChip {
    public static final int REG_STS = 0x00;
    public static final int REG_BURST_COUNT = 0x01;
    public static final int REG_DATA_FIFO_W = 0x20;
    public static final int REG_DATA_FIFO_R = 0x40;
    public static final int REG_VID_DID_RID = 0x60;
    public static final int STS_VALID = 0x80;
    public static final int STS_COMMAND_READY = 0x40;
    public static final int STS_GO = 0x20;
    public static final int STS_DATA_AVAIL = 0x10;
    public static final int STS_EXPECT = 0x08;
    public static final int STS_RESPONSE_RETRY = 0x02;
    /** The FIFO takes and gives at most this many bytes per burst. */
    static final int MAX_BURST = 32;

    private enum State { IDLE, READY, RECEPTION, EXECUTION, COMPLETION }

    private final ChipProfile profile;
    private final TpmBackend backend;
    private final Kernel kernel;
    private final ChipFaults faults;
    private State state = State.IDLE;
    private long readyAt;
    private long stsValidAt;
    private long doneAt;
    private final ByteArrayOutputStream command = new ByteArrayOutputStream();
    private byte[] response = new byte[0];
    private int readPos;
    private int failedReadsLeft;
    private int failedWritesLeft;
    private long i2cBytes;
    private long i2cTransfers;

    public NuvotonChip(ChipProfile profile, TpmBackend backend, Kernel kernel, ChipFaults faults) {
        this.profile = profile;
        this.backend = backend;
        this.kernel = kernel;
        this.faults = faults;
        this.failedReadsLeft = faults.failedStatusReads();
        this.failedWritesLeft = faults.failedStatusWrites();
    }

    /** Bytes moved on the bus, including address and register bytes. */
    public long i2cBytes() {
        return i2cBytes;
    }

    /** SMBus block transfers made: OPAL requests on OPAL. */
    public long i2cTransfers() {
        return i2cTransfers;
    }

    private void transfer(int bytes) {
        i2cBytes += bytes;
        i2cTransfers++;
        long ns = Math.round(profile.i2cRequestOverheadNs().value()) + profile.busNs(bytes);
        kernel.waitForInterrupt(kernel.now() + ns, kernel.machine().irqCpu());
    }

    /**
     * i2c_smbus_read_i2c_block_data(): address, register, repeated-start address, then n bytes.
     * Returns the bytes, or null when the transfer failed.
     */
    public byte[] read(int reg, int n) {
        transfer(3 + n);
        long now = kernel.now();
        switch (reg) {
            case REG_STS:
                if (failedReadsLeft > 0) {
                    failedReadsLeft--;
                    return null;
                }
                return new byte[] {(byte) status(now)};
            case REG_BURST_COUNT:
                return new byte[] {(byte) burstCount(now)};
            case REG_DATA_FIFO_R: {
                byte[] out = Arrays.copyOfRange(response, readPos, Math.min(response.length, readPos + n));
                readPos += out.length;
                return Arrays.copyOf(out, n);
            }
            case REG_VID_DID_RID: {
                String v = profile.vidDidRid();
                return new byte[] {(byte) Integer.parseInt(v.substring(0, 2), 16),
                    (byte) Integer.parseInt(v.substring(2, 4), 16), (byte) Integer.parseInt(v.substring(4, 6), 16)};
            }
            default:
                return new byte[n];
        }
    }

    /** i2c_smbus_write_i2c_block_data(): address, register, n bytes. Returns false on a bus failure. */
    public boolean write(int reg, byte[] data) {
        transfer(2 + data.length);
        long now = kernel.now();
        if (reg == REG_STS) {
            if (failedWritesLeft > 0) {
                failedWritesLeft--;
                return false;
            }
            writeStatus(data[0] & 0xFF, now);
        } else if (reg == REG_DATA_FIFO_W) {
            writeFifo(data, now);
        }
        return true;
    }

    private void writeStatus(int value, long now) {
        if ((value & STS_COMMAND_READY) != 0) {
            state = State.READY;
            readyAt = now + Math.round(profile.commandReadyNs().value());
            command.reset();
            response = new byte[0];
            readPos = 0;
        } else if ((value & STS_GO) != 0 && state == State.RECEPTION && !expecting()) {
            byte[] cmd = command.toByteArray();
            response = backend.execute(cmd);
            readPos = 0;
            state = State.EXECUTION;
            doneAt = faults.neverDataAvail() ? Long.MAX_VALUE : now + profile.commandNs(Tpm2.commandCode(cmd));
        } else if ((value & STS_RESPONSE_RETRY) != 0 && state == State.COMPLETION) {
            readPos = 0;
        }
    }

    private void writeFifo(byte[] data, long now) {
        if (state == State.READY || state == State.RECEPTION) {
            state = State.RECEPTION;
            command.writeBytes(data);
            stsValidAt = faults.neverStsValid() ? Long.MAX_VALUE : now + Math.round(profile.stsValidNs().value());
        }
    }

    private boolean expecting() {
        byte[] c = command.toByteArray();
        return c.length < Tpm2.HEADER_SIZE || c.length < Tpm2.size(c);
    }

    /** The STS register now: stsValid, commandReady, dataAvail, expect. */
    int status(long now) {
        if (state == State.EXECUTION && now >= doneAt) {
            state = State.COMPLETION;
        }
        int sts = now >= stsValidAt ? STS_VALID : 0;
        if (state == State.READY && now >= readyAt) {
            sts |= STS_COMMAND_READY;
        }
        if (state == State.RECEPTION && expecting()) {
            sts |= STS_EXPECT;
        }
        if (state == State.COMPLETION && readPos < response.length) {
            sts |= STS_DATA_AVAIL;
        }
        return sts;
    }

    private int burstCount(long now) {
        if (state == State.EXECUTION && now >= doneAt) {
            state = State.COMPLETION;
        }
        return switch (state) {
            case READY, RECEPTION -> MAX_BURST;
            case COMPLETION -> Math.min(MAX_BURST, response.length - readPos);
            default -> 0;
        };
    }
}
