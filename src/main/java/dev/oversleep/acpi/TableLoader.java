package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Loads definition blocks as ACPICA does (nsparse.c acpi_ns_execute_table: each table parsed
 * once, "executed as one large control method"): the DSDT, then each SSDT in the order found,
 * each term in table order. Declarations enter their names as they are met; module-level code
 * runs where it stands, so an {@code If} at module level runs its block only when its predicate
 * holds and the objects of a block not taken are never created. Method bodies are not decoded
 * here but on their first call.
 *
 * <p>Broken AML is loaded as ACPICA goes on with it: an unknown opcode is skipped; a definition
 * whose name exists already, or whose Scope target does not, is skipped with its contents; a
 * term that cannot be decoded is skipped from where decoding stopped; a module-level term that
 * fails when it runs is recorded and the load goes on (psloop.c, psobject.c: "Ignoring error and
 * continuing table load"). Each is reported with its table and offset. One failure does stop a
 * table: a method that module-level code calls failing, which aborts the table's walk
 * (psparse.c: "Aborting method \"), or an If or While predicate that is a method call
 * giving no Integer ({@link ControlOps#predicateValue}); its objects are then taken out again
 * (nsload.c), as in ACPICA, and the other tables load.
 */
final class TableLoader {
    /** Problems listed per table beyond which only their number is kept. */
    static final int PROBLEMS_PER_TABLE = 200;

    private final AmlInterpreter ctx;
    private final List<String> problems = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();

    TableLoader(AmlInterpreter ctx) {
        this.ctx = ctx;
    }

    /** What the load read past or refused, one line each (table, offset, reason). */
    List<String> problems() {
        return problems;
    }

    /** Module-level code that failed when it ran (ignored, as ACPICA ignores it). */
    List<String> failures() {
        return failures;
    }

    /** Loads every definition block of the machine, the DSDT first, into the interpreter's namespace. */
    void loadAll() {
        List<AcpiTable> blocks = new ArrayList<>(ctx.machine.tables().stream().filter(AcpiTable::isDefinitionBlock).toList());
        blocks.sort(Comparator.comparing(t -> !t.signature().equals("DSDT")));
        for (AcpiTable t : blocks) {
            load(t);
        }
        ctx.ns.finishLoading();
    }

    /** A method called by module-level code failed: ACPICA abandons the table. */
    private static final class TableAborted extends RuntimeException {
        TableAborted(String message) {
            super(message, null, false, false);
        }
    }

    private void load(AcpiTable t) {
        List<String> found = new ArrayList<>();
        AmlDecoder d = new AmlDecoder(ctx.ns, t, found);
        AmlReader r = d.reader(AcpiTable.HEADER_SIZE, t.bytes().length);
        try {
            moduleList(d, r, ctx.ns.root(), t.bytes().length, 0);
        } catch (TableAborted e) {
            ctx.ns.deleteObjectsOf(t);
            found.add(t.name() + ": table load failed, as in ACPICA: " + e.getMessage()
                    + "; the objects it declared are taken out again");
        }
        problems.addAll(found.subList(0, Math.min(found.size(), PROBLEMS_PER_TABLE)));
        if (found.size() > PROBLEMS_PER_TABLE) {
            problems.add(t.name() + ": " + (found.size() - PROBLEMS_PER_TABLE) + " more problems not listed");
        }
    }

    private void moduleList(AmlDecoder d, AmlReader r, Node scope, int end, int depth) {
        while (r.pos < end) {
            int at = r.pos;
            try {
                AmlOp op = peekOp(r);
                if (op == AmlOp.SCOPE || op == AmlOp.DEVICE || op == AmlOp.PROCESSOR || op == AmlOp.POWER_RESOURCE
                        || op == AmlOp.THERMAL_ZONE) {
                    r.pos += op.isExtended() ? 2 : 1;
                    NamedObjects.Opened o = NamedObjects.open(d, r, op, scope, at);
                    if (o.refused() != null) {
                        d.problems.add(d.tname + " at offset 0x" + Integer.toHexString(at) + ": " + o.refused().status + ", "
                                + o.refused().message);
                    } else if (depth < AmlDecoder.MAX_DEPTH) {
                        moduleList(d, r, o.node(), o.bodyEnd(), depth + 1);
                    } else {
                        // ACPICA's parser is iterative and has no such bound; this one recurses
                        d.problems.add(d.tname + " at offset 0x" + Integer.toHexString(at) + ": " + o.node().path()
                                + " nests deeper than " + AmlDecoder.MAX_DEPTH + " scopes; its body is skipped, the load goes on");
                    }
                    r.pos = Math.max(r.pos, o.bodyEnd());
                } else if (op == AmlOp.IF) {
                    r.pos++;
                    moduleIf(d, r, scope, end, depth, at);
                } else {
                    Term t = d.term(r, scope, end, depth + 1, true);
                    if (t != null) {
                        reportRefusals(d, t);
                    }
                    if (t != null && !NamedObjects.isDeclaration(t) || t instanceof FieldOps.RegionDecl
                            || t instanceof FieldOps.FieldDecl) {
                        run(t, scope, "module-level code");
                    }
                }
            } catch (AmlException e) {
                d.problems.add(e.getMessage() + "; skipped, the load goes on");
                r.pos = Math.max(r.pos, at + 1);
            }
        }
    }

    /** Reports the declarations T refused, at any depth (those in its operands too). */
    private static void reportRefusals(AmlDecoder d, Term t) {
        if (t instanceof NamedObjects.Failing f && f.declaration) {
            d.problems.add(d.tname + " at offset 0x" + Integer.toHexString(f.offset) + ": " + f.status + ", " + f.message);
        }
        if (!(t instanceof ControlOps.While) && !(t instanceof ControlOps.If)) {
            for (Term o : t.operands()) {
                reportRefusals(d, o);
            }
        }
    }

    /**
     * A module-level If: its predicate runs now; the block taken is loaded as module-level code
     * and the other is skipped unread. A predicate that fails (typically a name that does not
     * resolve) skips both, as ACPICA does: "Skipping While/If block", "Skipping Else block"
     * (psloop.c).
     */
    private void moduleIf(AmlDecoder d, AmlReader r, Node scope, int end, int depth, int at) {
        int pend = r.pkgEnd();
        Term predicate = d.termArg(r, scope, pend, depth);
        Boolean taken = run(predicate, scope, "module-level If");
        if (taken != null && taken) {
            moduleList(d, r, scope, pend, depth + 1);
        }
        r.pos = Math.max(r.pos, pend);
        if (r.pos < end && r.peek() == 0xA1) {
            r.pos++;
            int eend = r.pkgEnd();
            if (taken != null && !taken) {
                moduleList(d, r, scope, eend, depth + 1);
            }
            r.pos = Math.max(r.pos, eend);
        }
    }

    /** Runs module-level TERM in SCOPE; for a predicate, whether it holds; null when it failed. */
    private Boolean run(Term t, Node scope, String what) {
        ctx.methodFailed = false;
        try {
            return ctx.initStep(what, () -> {
                ctx.state.ensure(ctx.ns.slotCount());
                AmlFrame f = new AmlFrame(scope, ctx);
                if (what.endsWith("If")) {
                    return ControlOps.predicateValue(t, f) != 0;
                }
                t.exec(f);
                return Boolean.TRUE;
            });
        } catch (AmlError e) {
            String line = what + " at " + t.table + " offset 0x" + Integer.toHexString(t.offset) + ": " + e.getMessage();
            if (ctx.methodFailed) {
                throw new TableAborted(line);
            }
            failures.add(line);
            if (t instanceof FieldOps.RegionDecl region) {
                // a region whose operands fail is taken out again (psobject.c, acpi_ps_complete_op)
                ctx.ns.remove(region.node);
            }
            return null;
        }
    }

    /** The opcode at the cursor without moving it; null for a name or an unknown byte. */
    private static AmlOp peekOp(AmlReader r) {
        int b = r.peek();
        if (b == 0x5B && r.pos + 1 < r.limit) {
            return AmlOp.of(0x5B00 | r.aml[r.pos + 1] & 0xFF);
        }
        return r.atName() ? null : AmlOp.of(b);
    }
}
