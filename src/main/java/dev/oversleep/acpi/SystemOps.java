package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.List;

/**
 * The operators that reach the OS (ACPICA exsystem.c, exmutex.c, exoparg1/2.c): Sleep through
 * acpi_os_sleep under the run's policy (clamped to ACPI_MAX_SLEEP, 2000 ms), Stall through
 * udelay (above 255 us AE_AML_OPERAND_VALUE, no stall), Timer through acpi_os_get_timer (in
 * jiffies since v4.20), Wait/Signal/Reset on events, Acquire/Release with ACPICA's SyncLevel rule, Notify of a
 * Device, Processor or ThermalZone recorded, Fatal passed to the OS and ignored as Linux does.
 * Every wait goes through the run's {@link dev.oversleep.kernel.Kernel}.
 */
final class SystemOps {
    /** ACPI_MAX_SLEEP (include/acpi/acconfig.h): longer Sleeps are cut to 2 s. */
    static final long MAX_SLEEP_MS = 2000;
    /** acpi_ex_system_do_stall (exsystem.c) refuses a Stall of more than 255 us. */
    static final long MAX_STALL_US = 255;
    /** A Wait timeout of 0xFFFF or more means forever (ACPI_WAIT_FOREVER). */
    static final long WAIT_FOREVER = 0xFFFF;
    /** ObjectType() numbers of what Notify accepts (ACPI 6.5 section 19.6.97). */
    private static final int OBJECT_TYPE_DEVICE = 6;
    private static final int OBJECT_TYPE_PROCESSOR = 12;
    private static final int OBJECT_TYPE_THERMAL_ZONE = 13;

    private SystemOps() {
    }

    static Term build(AmlOp op, Term[] o, String table, int offset) {
        return new SystemOp(op, o, table, offset);
    }

    static final class SystemOp extends Term {
        final Term[] o;

        SystemOp(AmlOp op, Term[] o, String table, int offset) {
            super(op, table, offset);
            this.o = o;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            AmlInterpreter ctx = f.ctx;
            switch (op) {
                case SLEEP: {
                    long ms = ImplicitReturn.operand(o[0], f);
                    long t0 = ctx.kernel.now();
                    ctx.policy.sleep(ctx.kernel, Long.compareUnsigned(ms, MAX_SLEEP_MS) > 0 ? MAX_SLEEP_MS : ms);
                    ctx.recordWait(new OsWait("Sleep", f.method.path(), ms, ctx.kernel.now() - t0));
                    return AmlValue.ZERO;
                }
                case STALL: {
                    long us = ImplicitReturn.operand(o[0], f);
                    if (Long.compareUnsigned(us, MAX_STALL_US) > 0) {
                        ctx.recordWait(new OsWait("Stall", f.method.path(), us, 0));
                        throw error("AE_AML_OPERAND_VALUE", f, "Stall(" + Long.toUnsignedString(us) + ") exceeds 255 us");
                    }
                    long t0 = ctx.kernel.now();
                    ctx.kernel.udelay(us);
                    ctx.recordWait(new OsWait("Stall", f.method.path(), us, ctx.kernel.now() - t0));
                    return AmlValue.ZERO;
                }
                case TIMER:
                    return ctx.operands.integer(ctx.kernel.acpiOsGetTimer());
                case ACQUIRE: {
                    // One thread runs AML: a free mutex is acquired at once, one it holds again
                    // (ACPICA allows recursion); Acquire returns Zero (acquired).
                    Node m = object(o[0], f, NsObject.Mutex.class, "Mutex");
                    ctx.syncLevels.acquire(m, ((NsObject.Mutex) m.object()).syncLevel(), where(f) + ": Acquire " + m.path());
                    return AmlValue.ZERO;
                }
                case RELEASE: {
                    Node m = object(o[0], f, NsObject.Mutex.class, "Mutex");
                    ctx.syncLevels.release(m, where(f) + ": Release " + m.path());
                    return AmlValue.ZERO;
                }
                case SIGNAL:
                    ctx.state.events[object(o[0], f, NsObject.Event.class, "Event").slot]++;
                    return AmlValue.ZERO;
                case RESET:
                    ctx.state.events[object(o[0], f, NsObject.Event.class, "Event").slot] = 0;
                    return AmlValue.ZERO;
                case WAIT:
                    return await(object(o[0], f, NsObject.Event.class, "Event"), o[1].evalInt(f), f);
                case NOTIFY: {
                    String target = notifyTarget(o[0], f);
                    long value = ImplicitReturn.operand(o[1], f);
                    ctx.recordNotify(() -> target + " 0x" + Long.toHexString(value).toUpperCase(java.util.Locale.ROOT));
                    return AmlValue.ZERO;
                }
                case FATAL:
                    // ACPICA hands Fatal to the OS (acpi_os_signal, ACPI_SIGNAL_FATAL) and goes on;
                    // Linux only logs "Fatal opcode executed" (drivers/acpi/osl.c).
                    for (Term t : o) {
                        ImplicitReturn.operand(t, f);
                    }
                    return AmlValue.ZERO;
                default:
                    throw new IllegalStateException(op.name());
            }
        }

        /**
         * The object a Notify signals, by path. ACPICA resolves the operand as a reference, never
         * reading a value (exresop.c, ARGI_DEVICE_REF), and then accepts only what
         * acpi_ev_is_notify_object (evmisc.c) does: a Device, Processor or ThermalZone, else
         * AE_AML_OPERAND_TYPE, "Unexpected notify object type" (exoparg2.c,
         * acpi_ex_opcode_2A_0T_0R). So a name is its node (an Alias its target); a name of a
         * method is a call whose result is taken, as acpiexec 20200925 calls it; a Local or Arg
         * is a reference and is not looked through, whatever it holds; any other term's value
         * (a method's result, {@code DerefOf (RefOf (DEV0))}) must be a Device or ThermalZone
         * (not a Package element naming one: that is a Reference to the node, given as is):
         * those have no value object, so ACPICA hands on the node itself (exoparg1.c DerefOf,
         * exresnte.c), where a Processor's value is its object, which Notify refuses ("Needed
         * type [Reference], found [Processor]", checked against acpiexec 20200925).
         */
        private String notifyTarget(Term t, AmlFrame f) {
            AmlValue v;
            if (t instanceof StoreOps.NameRef r) {
                Node n = f.ctx.named.dealiased(r.resolve(f));
                if (f.ctx.named.replacement(n) == null
                        && !(n.object() instanceof AmlMethod || n.object() instanceof NsObject.NativeMethod)) {
                    int type = f.ctx.named.objectType(n, this, f);
                    return notifiable(n.path(), type, nodeTypeName(n, type), f);
                }
                v = r.eval(f);
            } else if (t instanceof StoreOps.FrameSlot) {
                throw error("AE_AML_OPERAND_TYPE", f, "Notify " + t + ": unexpected notify object type [Reference]");
            } else if (t instanceof ReferenceOps.DerefOf d) {
                AmlValue raw = d.ref.eval(f);
                if (raw instanceof AmlValue.Ref r && r.target() instanceof AmlLocations.PackageElement
                        && Operands.deref(raw) instanceof AmlValue.Obj) {
                    // a name in a Package is a Reference to its node (dspkginit.c), which DerefOf gives as is
                    throw error("AE_AML_OPERAND_TYPE", f, "Notify " + t + ": unexpected notify object type [Reference]");
                }
                v = d.dereference(raw, f);
            } else {
                v = t.eval(f);
            }
            if (v instanceof AmlValue.Obj obj && obj.type() != OBJECT_TYPE_PROCESSOR) {
                return notifiable(obj.path(), obj.type(), TypedValue.typeName(obj.type()), f);
            }
            throw error("AE_AML_OPERAND_TYPE", f, "Notify " + t + ": unexpected notify object type ["
                    + v.getClass().getSimpleName() + "]");
        }

        /** The path, when the object can be notified; else ACPICA's error (exoparg2.c), naming the node's type. */
        private String notifiable(String path, int objectType, String typeName, AmlFrame f) {
            if (objectType == OBJECT_TYPE_DEVICE || objectType == OBJECT_TYPE_PROCESSOR || objectType == OBJECT_TYPE_THERMAL_ZONE) {
                return path;
            }
            throw error("AE_AML_OPERAND_TYPE", f, "Notify " + path + ": unexpected notify object type [" + typeName + "]");
        }

        /**
         * A node's type as ACPICA's error names it (acpi_ut_get_type_name(node-&gt;type),
         * utdecode.c): ObjectType's name, except for the internal types ObjectType does not
         * return: the predefined scopes \_GPE, \_PR and \_SI are ACPI_TYPE_LOCAL_SCOPE
         * (utglobal.c acpi_gbl_pre_defined_names), field units are region, bank or index fields.
         */
        private static String nodeTypeName(Node n, int objectType) {
            if (n.object() instanceof NsObject.Scope) {
                return "Scope";
            }
            if (n.object() instanceof NsObject.FieldUnit u) {
                return switch (u.group().kind()) {
                    case FIELD -> "RegionField";
                    case BANK -> "BankField";
                    case INDEX -> "IndexField";
                };
            }
            return TypedValue.typeName(objectType);
        }

        /** Wait (Event, Timeout): Zero when signalled, else Ones after the timeout in ms. */
        private AmlValue await(Node event, long timeoutMs, AmlFrame f) {
            AmlInterpreter ctx = f.ctx;
            if (ctx.state.events[event.slot] > 0) {
                ctx.state.events[event.slot]--;
                return AmlValue.ZERO;
            }
            if (Long.compareUnsigned(timeoutMs, WAIT_FOREVER) >= 0) {
                throw error("AE_AML_LOOP_TIMEOUT", f, "waits forever on " + event.path() + ", which nothing signals");
            }
            ctx.kernel.idle(timeoutMs * 1_000_000);
            return ctx.operands.bool(true);
        }

        /** The named object an operand designates: a name, or a reference held in a local or argument. */
        private Node object(Term t, AmlFrame f, Class<? extends NsObject> type, String what) {
            Node n = null;
            if (t instanceof StoreOps.NameRef r) {
                n = r.resolve(f);
            } else if (t.eval(f) instanceof AmlValue.Ref ref && ref.target() instanceof AmlLocations.Named named) {
                n = named.node();
            }
            if (n == null || !type.isInstance(n.object()) || f.ctx.named.replacement(n) != null) {
                throw error("AE_AML_OPERAND_TYPE", f, t + " is not a " + what);
            }
            return n;
        }

        @Override
        List<Term> operands() {
            return List.of(o);
        }
    }
}
