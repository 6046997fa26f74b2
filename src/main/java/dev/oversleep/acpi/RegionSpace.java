package dev.oversleep.acpi;

import java.util.HashMap;
import java.util.Map;

/**
 * The emulated register space behind operation regions: bytes by (address space, address),
 * unset bytes read as the fill byte (acpiexec's -fv), every access optionally traced.
 */
final class RegionSpace {
    private final Map<Integer, Map<Long, Byte>> spaces = new HashMap<>();
    private final int fill;
    private final Recorder<String> trace;

    /** @param trace null when accesses are not traced */
    RegionSpace(int fill, Recorder<String> trace) {
        this.fill = fill & 0xFF;
        this.trace = trace;
    }

    /** The same bytes, traced into TRACE (null: not traced). */
    RegionSpace copy(Recorder<String> trace) {
        RegionSpace c = new RegionSpace(fill, trace);
        spaces.forEach((space, bytes) -> c.spaces.put(space, new HashMap<>(bytes)));
        return c;
    }

    public int read(int space, long address) {
        Byte b = spaces.getOrDefault(space, Map.of()).get(address);
        int v = b == null ? fill : b & 0xFF;
        if (trace != null) {
            traceLine("read  space %d addr 0x%X = 0x%02X", space, address, v);
        }
        return v;
    }

    private void traceLine(String format, int space, long address, int value) {
        if (trace.full()) {
            trace.count();
        } else {
            trace.add(String.format(format, space, address, value));
        }
    }

    boolean tracing() {
        return trace != null;
    }

    /** Adds a line to the trace, when tracing: what a field access meant, above its byte accesses. */
    void note(java.util.function.Supplier<String> line) {
        if (trace != null) {
            if (trace.full()) {
                trace.count();
            } else {
                trace.add(line.get());
            }
        }
    }

    /** The trace lines since the last take (none when not tracing). */
    Recorded<String> takeTrace() {
        return trace == null ? Recorded.none() : trace.take();
    }

    void clearTrace() {
        if (trace != null) {
            trace.clear();
        }
    }

    /** Stores a byte; true when nothing was stored at that address before (the space grew). */
    public boolean write(int space, long address, int value) {
        boolean grew = spaces.computeIfAbsent(space, k -> new HashMap<>()).put(address, (byte) value) == null;
        if (trace != null) {
            traceLine("write space %d addr 0x%X = 0x%02X", space, address, value & 0xFF);
        }
        return grew;
    }
}
