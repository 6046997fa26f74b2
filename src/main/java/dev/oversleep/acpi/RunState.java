package dev.oversleep.acpi;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Everything a run changes about the namespace, by node slot: Name values, buffer field
 * bindings, event counts, evaluated regions, BankField bank values, the register space and the
 * armed register rules. Copying this is copying a booted machine: {@link AmlRunner} hands each
 * run its own.
 */
final class RunState {
    /** A buffer field bound by CreateXxxField: its bits in a buffer (shared with whoever holds it). */
    record BufferBinding(AmlValue.Buf buffer, long bitOffset, long bitLength, boolean createField) {
    }

    /** An operation region, evaluated when it executed: address space, base address, length. */
    record Region(int space, long base, long length) {
    }

    AmlValue[] values;
    BufferBinding[] bufferFields;
    int[] events;
    Region[] regions;
    /** Which method-local objects exist now ({@link MethodObjects}); none between runs. */
    boolean[] created;
    final Map<FieldGroup, Long> bankValues = new IdentityHashMap<>();
    final RegionSpace space;
    RegisterOverlay registers = RegisterOverlay.NONE;

    RunState(int slots, RegionSpace space) {
        values = new AmlValue[slots];
        bufferFields = new BufferBinding[slots];
        events = new int[slots];
        regions = new Region[slots];
        created = new boolean[slots];
        this.space = space;
    }

    /** Room for SLOTS nodes (method bodies decoded after boot add nodes). */
    void ensure(int slots) {
        if (slots > values.length) {
            int n = Math.max(slots, values.length * 3 / 2);
            values = Arrays.copyOf(values, n);
            bufferFields = Arrays.copyOf(bufferFields, n);
            events = Arrays.copyOf(events, n);
            regions = Arrays.copyOf(regions, n);
            created = Arrays.copyOf(created, n);
        }
    }

    /** A deep copy for another run (references re-pointed by COPY), tracing into SPACE's trace. */
    RunState copy(StateCopy copy, RegionSpace space, long shiftNs) {
        RunState c = new RunState(values.length, space);
        for (int i = 0; i < values.length; i++) {
            if (values[i] != null) {
                c.values[i] = copy.value(values[i]);
            }
            BufferBinding b = bufferFields[i];
            if (b != null) {
                c.bufferFields[i] = new BufferBinding((AmlValue.Buf) copy.value(b.buffer()), b.bitOffset(), b.bitLength(),
                        b.createField());
            }
        }
        c.events = events.clone();
        c.regions = regions.clone();
        c.bankValues.putAll(bankValues);
        c.registers = registers.copy(shiftNs);
        return c;
    }
}
