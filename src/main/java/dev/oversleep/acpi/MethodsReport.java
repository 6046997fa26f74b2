package dev.oversleep.acpi;

import java.util.Comparator;
import java.util.List;

/**
 * What {@code acpi methods} reports: every method with a body (or only those that Sleep or
 * Stall) with its argument count and its static Sleep and Stall sites, found by decoding each
 * body without running it. Methods declared inside other methods' bodies are listed too.
 */
public record MethodsReport(String schema, String file, String interpreter, boolean sleepingOnly, List<Method> methods, int sleepSites,
                            int stallSites, int sleepingMethodCount) {
    public static final String SCHEMA = "oversleep.acpi.methods/1";

    /** A method, how many arguments it takes, and its Sleep/Stall call sites. */
    public record Method(String method, int argCount, List<Site> sites) {
    }

    /**
     * A Sleep or Stall in a method's AML.
     *
     * @param argument the operand as written: a constant, or an expression (Arg0, Local1, a name)
     * @param constant its value when it is a constant
     */
    public record Site(String op, String argument, Long constant, String table, int offset) {
        static Site of(SleepSite s) {
            return new Site(s.op(), s.argument(), s.constant(), s.table(), s.offset());
        }
    }

    /** @param sleepingOnly only the methods with Sleep or Stall sites */
    public static MethodsReport of(String file, AcpiMachine m, boolean sleepingOnly) {
        List<Method> listed = (sleepingOnly
                ? m.sleepSites().keySet().stream().map(p -> new Method(p, m.argCount(p), sites(m, p)))
                : m.methods().stream().map(n -> new Method(n.path(), n.argCount(), sites(m, n.path()))))
                .sorted(Comparator.comparing(Method::method)).toList();
        return new MethodsReport(SCHEMA, file, m.interpreterMode().cliName(), sleepingOnly, listed, count(m, "Sleep"), count(m, "Stall"),
                m.sleepSites().size());
    }

    private static List<Site> sites(AcpiMachine m, String method) {
        return m.sleepSites().getOrDefault(method, List.of()).stream().map(Site::of).toList();
    }

    /** How many sites of OP ("Sleep" or "Stall") the methods have. */
    static int count(AcpiMachine m, String op) {
        return (int) m.sleepSites().values().stream().flatMap(List::stream).filter(s -> s.op().equals(op)).count();
    }
}
