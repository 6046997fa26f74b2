package dev.oversleep.acpi;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import java.util.List;

/**
 * One run of booted firmware ({@link AmlRunner#newRun}): calls made one after another share
 * its namespace state, as calls on a running machine do, and wait on its kernel.
 */
public final class AmlRun {
    private final AmlInterpreter interp;

    AmlRun(AmlInterpreter interp) {
        this.interp = interp;
    }

    /**
     * Calls the method (or reads the object) at PATH with ARGS. A failure is an ACPICA status
     * in the result, not an exception; the records are this call's only.
     */
    public AmlCall call(String path, List<AmlValue> args) {
        long t0 = interp.kernel.now();
        AmlValue value = null;
        AmlError error = null;
        try {
            value = interp.call(path, args);
        } catch (AmlError e) {
            error = e;
        }
        return new AmlCall(path, value, error, interp.kernel.now() - t0, interp.takeWaits(), interp.takeWaitTotals(),
                interp.takeNotifies(), interp.takeDebug(), interp.state.space.takeTrace());
    }

    /**
     * {@link #call(String, List)}, the returned object then handed over as acpi_evaluate_object
     * does when the caller gives it a return buffer ({@link ExternalObject}): a reference
     * replaced by what it refers to, and an object with no external form (a Device, a Mutex...)
     * failing the evaluation with AE_TYPE after the method ran. That is what acpiexec's execute
     * shows and what {@code oversleep acpi run} reports. Linux evaluates the sleep path's _PTS,
     * _WAK, _PSx, _ON and _OFF without a return buffer, as {@link #call(String, List)} does.
     */
    public AmlCall evaluate(String path, List<AmlValue> args) {
        AmlCall c = call(path, args);
        if (c.failed() || c.value() == null || c.value() instanceof AmlValue.Uninitialized) {
            return c;
        }
        AmlValue handed;
        try {
            handed = ExternalObject.of(c.value()); // reads a Name RefOf refers to: its initializer can fail
        } catch (AmlError e) {
            return c.failedWith(e);
        }
        if (handed == null) {
            return c.failedWith(new AmlError("AE_TYPE", path + ": returned " + AmlConvert.describe(c.value())
                    + ", which has no external form (acpi_evaluate_object)"));
        }
        return handed == c.value() ? c : c.withValue(handed);
    }

    /** {@link #call(String, List)} with Integer arguments. */
    public AmlCall callWithIntegers(String path, List<Long> args) {
        return call(path, integers(args));
    }

    /** {@link #evaluate(String, List)} with Integer arguments. */
    public AmlCall evaluateWithIntegers(String path, List<Long> args) {
        return evaluate(path, integers(args));
    }

    private static List<AmlValue> integers(List<Long> args) {
        return args.stream().map(a -> (AmlValue) new AmlValue.Int(a)).toList();
    }

    /** A value as acpiexec shows it ("[Integer] = 00000000000000C5"). */
    public String text(AmlValue v) {
        return interp.render(v);
    }

    /** A value typed for JSON: its type, its value and its text. */
    public TypedValue typed(AmlValue v) {
        return TypedValue.of(v, interp);
    }

    public Kernel kernel() {
        return interp.kernel;
    }

    public AcpiOsSleepPolicy policy() {
        return interp.policy;
    }
}
