package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Kind;
import dev.oversleep.acpi.Namespace.Node;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A machine's ACPI tables loaded as ACPICA loads them: the DSDT first, then each SSDT in the
 * order found, into one namespace; then every method body parsed, so invocations resolve
 * across tables, and its Sleep and Stall sites collected.
 */
public final class AcpiMachine {
    private final List<AcpiTable> tables;
    private final Namespace namespace = new Namespace();
    private final List<String> warnings = new ArrayList<>();
    private final Map<String, List<SleepSite>> sleepSites = new TreeMap<>();
    private final Map<String, Integer> argCounts = new java.util.HashMap<>();
    /** Each definition block's module-level code, in load order, for the interpreter to run at load. */
    private final List<List<AmlNode>> moduleCode = new ArrayList<>();
    private int methods;
    /** Method bodies decoded for running, each once, on first call. */
    private final Map<Node, List<AmlNode>> bodies = new java.util.IdentityHashMap<>();
    private AmlParser runParser;

    private AcpiMachine(List<AcpiTable> tables) {
        this.tables = tables;
    }

    public static AcpiMachine load(Path file) {
        List<String> warnings = new ArrayList<>();
        AcpiMachine m = new AcpiMachine(AcpiTableReader.read(file, warnings::add));
        m.warnings.addAll(warnings);
        m.parse(AmlParser.ParseLimits.DEFAULT);
        return m;
    }

    /** Loads raw table bytes held in memory (fuzzers, tests), named source in messages. */
    static AcpiMachine loadRaw(String source, byte[] data) {
        AcpiMachine m = new AcpiMachine(AcpiTableReader.parseRaw(source, data));
        m.parse(AmlParser.ParseLimits.DEFAULT);
        return m;
    }

    private void parse(AmlParser.ParseLimits limits) {
        AmlParser parser = new AmlParser(namespace, limits);
        List<AcpiTable> blocks = new ArrayList<>(tables.stream().filter(AcpiTable::isDefinitionBlock).toList());
        blocks.sort(Comparator.comparing(t -> !t.signature().equals("DSDT")));
        for (AcpiTable t : blocks) {
            moduleCode.add(parser.load(t));
        }
        // Methods declared inside method bodies appear while those are parsed: repeat until none is new.
        java.util.Set<Node> parsed = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        boolean more = true;
        while (more) {
            more = false;
            for (Node n : namespace.all()) {
                if (n.kind() == Kind.METHOD && n.definition() instanceof AmlParser.MethodBody && parsed.add(n)) {
                    more = true;
                    methods++;
                    argCounts.put(n.path(), n.argCount());
                    List<SleepSite> sites = new ArrayList<>();
                    collect(n.path(), parser.parseMethod(n), sites);
                    if (!sites.isEmpty()) {
                        sleepSites.put(n.path(), List.copyOf(sites));
                    }
                }
            }
        }
    }

    /**
     * A method's body as the interpreter runs it, decoded on the first call: names are resolved
     * then, when every table's objects are known, as ACPICA parses a method when it runs it.
     */
    synchronized List<AmlNode> body(Node method) {
        List<AmlNode> b = bodies.get(method);
        if (b == null) {
            if (runParser == null) {
                runParser = new AmlParser(namespace, AmlParser.ParseLimits.DEFAULT);
            }
            b = runParser.parseMethod(method);
            bodies.put(method, b);
        }
        return b;
    }

    /**
     * The object a user's path names, for a call: absolute or relative to the root, segments of
     * up to four characters (padded with '_', upper-cased as acpiexec does). A path that names
     * nothing, only an External declaration, or a method that exists only while another
     * method runs is refused with the reason.
     */
    public Node callable(String path) {
        String upper = path.toUpperCase(java.util.Locale.ROOT);
        if (!upper.matches("\\\\?([A-Z_][A-Z0-9_]{0,3})(\\.[A-Z_][A-Z0-9_]{0,3})*")) {
            throw new AmlPathException(path, "not an ACPI name path (segments of 1-4 characters A-Z, 0-9, _ "
                    + "separated by '.', e.g. \\_SB.PCI0._INI)");
        }
        AmlName name = AmlName.parse(upper.startsWith("\\") ? upper : "\\" + upper);
        Node n = namespace.lookup(namespace.root(), name);
        if (n == null) {
            throw new AmlPathException(path, "no such object in these tables");
        }
        if (n.declaredOnly() && !n.children().iterator().hasNext()) {
            throw new AmlPathException(path, "declared External but defined in none of these tables");
        }
        if (n.kind() == Kind.METHOD && n.parent() != null && n.parent().kind() == Kind.METHOD) {
            throw new AmlPathException(path, "declared inside " + n.parent().path()
                    + "'s body: it exists only while that method runs");
        }
        return n;
    }

    private static void collect(String method, List<AmlNode> terms, List<SleepSite> out) {
        for (AmlNode t : terms) {
            if (t.op().equals("Sleep") || t.op().equals("Stall")) {
                AmlNode arg = t.args().get(0);
                out.add(new SleepSite(method, t.op(), arg.toString(), arg.integer(), t.table(), t.offset()));
            }
            collect(method, t.args(), out);
        }
    }

    /** AML integers are 32 bits wide when the DSDT's revision is below 2 (ACPI 6.x 5.2.11.1). */
    public boolean integerWidth32() {
        return tables.stream().filter(t -> t.signature().equals("DSDT")).findFirst()
                .map(t -> t.revision() < 2).orElse(tables.stream().filter(AcpiTable::isDefinitionBlock)
                        .findFirst().map(t -> t.revision() < 2).orElse(false));
    }

    /** The module-level terms of each definition block, in load order. */
    public List<List<AmlNode>> moduleCode() {
        return moduleCode;
    }

    public List<AcpiTable> tables() {
        return tables;
    }

    public Namespace namespace() {
        return namespace;
    }

    public List<String> warnings() {
        return warnings;
    }

    /** Methods with a body, in all tables. */
    public int methodCount() {
        return methods;
    }

    /** Sleep and Stall sites by method path, for methods that have any. */
    /**
     * How many arguments a method took when its body was parsed; kept because a later body may
     * redefine the same path as another kind of object (a hostile table can).
     */
    public int argCount(String methodPath) {
        return argCounts.get(methodPath);
    }

    public Map<String, List<SleepSite>> sleepSites() {
        return sleepSites;
    }
}
