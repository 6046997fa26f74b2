package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * Control flow and method execution (ACPICA dscontrol.c, dsmethod.c, psparse.c): If/Else,
 * While with the loop timeout, Break, Continue, Return, Noop, BreakPoint, method invocation
 * (argument passing, Serialized methods' implicit mutex, the call depth bound) and the table
 * operators this emulator refuses (Load, LoadTable, Unload: AE_SUPPORT).
 */
final class ControlOps {
    private ControlOps() {
    }

    /**
     * Runs a term list; stops at the first Break, Continue or Return. In slack mode each
     * statement's result is kept as the frame's implicit return ({@link ImplicitReturn}).
     */
    static Term.Flow run(Term[] terms, AmlFrame f) {
        boolean slack = f.ctx.slack;
        for (Term t : terms) {
            Term.Flow flow = slack ? ImplicitReturn.statement(t, f) : t.exec(f);
            if (flow != Term.Flow.NORMAL) {
                return flow;
            }
        }
        return Term.Flow.NORMAL;
    }

    static Term simple(AmlOp op, Term[] o, String table, int offset) {
        return switch (op) {
            case RETURN -> new Return(o[0], table, offset);
            case LOAD, LOAD_TABLE, UNLOAD -> new Refused(op, o, table, offset);
            default -> new Jump(op, table, offset);
        };
    }

    /**
     * A term that is only run as a statement: as an operand it gives Zero (hostile AML puts one
     * there), but a Return run there ends the method, as ACPICA's AE_CTRL_RETURN_VALUE unwinds
     * the walk wherever the Return op completes ({@link MethodReturn}). AML gets there when a
     * call takes more arguments than its caller's author meant: ACPICA's parser takes a method
     * call's arguments from whatever follows, across the end of an If or While block
     * (psscope.c acpi_ps_push_scope gives a fixed argument count no end but the count).
     */
    abstract static class Statement extends Term {
        Statement(AmlOp op, String table, int offset) {
            super(op, table, offset);
        }

        @Override
        final AmlValue eval(AmlFrame f) {
            if (exec(f) == Flow.RETURN && f.runsBody) {
                throw MethodReturn.INSTANCE;
            }
            return AmlValue.ZERO;
        }

        @Override
        abstract Flow exec(AmlFrame f);
    }

    /** A Return run as an operand: unwinds to the method's {@link #execute}, Return's value in the frame. */
    static final class MethodReturn extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final MethodReturn INSTANCE = new MethodReturn();

        private MethodReturn() {
            super("Return run as an operand", null, false, false);
        }
    }

    /** Break, Continue, Noop and BreakPoint (which here does nothing, as without a debugger). */
    static final class Jump extends Term {
        Jump(AmlOp op, String table, int offset) {
            super(op, table, offset);
        }

        @Override
        AmlValue eval(AmlFrame f) {
            return AmlValue.ZERO;
        }

        @Override
        Flow exec(AmlFrame f) {
            tick(f);
            return op == AmlOp.BREAK ? Flow.BREAK : op == AmlOp.CONTINUE ? Flow.CONTINUE : Flow.NORMAL;
        }
    }

    /**
     * Return (Arg): a copy of the value, so later stores into the original do not change it.
     * Returning a call that gave no object returns no object, where any other use of that call
     * fails with AE_AML_NO_RETURN_VALUE: acpiexec 20200925 (not in slack mode) does so, and AMD's
     * ALIB relies on it ({@code Return (A025 (Arg1))}, A025 ending without a Return). In slack
     * mode every call gives an object ({@link ImplicitReturn}), so this case does not arise.
     * Returning a DerefOf that gives no object ({@link ReferenceOps.DerefOf#dereferenceOrNone})
     * returns none as well; in slack mode acpiexec 20200925 returns the reference instead.
     */
    static final class Return extends Statement {
        final Term value;

        Return(Term value, String table, int offset) {
            super(AmlOp.RETURN, table, offset);
            this.value = value;
        }

        @Override
        Flow exec(AmlFrame f) {
            tick(f);
            if (value instanceof Call call) {
                AmlValue r = call.invokeWithArgs(f);
                call.endMethodIfFinal(f, r, true);
                r = ResultStack.returned(f, value, r);
                f.result = r instanceof AmlValue.Uninitialized ? r : f.ctx.copy(r);
            } else if (value instanceof ReferenceOps.DerefOf d) {
                AmlValue raw = d.ref.eval(f);
                AmlValue v = d.dereferenceOrNone(raw, f);
                if (v == null) {
                    // no object: none is returned, and in slack mode the reference itself is
                    // (acpiexec -es hands corpus TB16's RefOf to the caller, which refuses it: AE_TYPE)
                    f.result = f.ctx.slack ? raw : AmlValue.UNINITIALIZED;
                } else {
                    f.result = f.ctx.copy(ResultStack.returned(f, value, v));
                }
            } else {
                f.result = f.ctx.copy(ResultStack.returned(f, value, value.eval(f)));
            }
            return Flow.RETURN;
        }

        @Override
        List<Term> operands() {
            return List.of(value);
        }
    }

    /**
     * The value of an If or While predicate. A predicate that is a method call is valued when
     * the parse loop restarts after the call (psloop.c acpi_ps_parse_loop, the
     * ACPI_WALK_METHOD_RESTART branch, acpi_ds_get_predicate_value): a call that returned no
     * object (strict mode) or an object that does not convert to an Integer fails there, and
     * the parse loop returns that failure, which ends the walk as a failing callee does, so
     * module-level code abandons its table ("Invoked method did not return a value",
     * "Aborting method \", "table load failed": acpiexec 20200925, acpi/load/load-modes.asl).
     * Any other predicate fails as an operator does.
     */
    static long predicateValue(Term predicate, AmlFrame f) {
        if (!(predicate instanceof Call call)) {
            return predicate.evalInt(f);
        }
        AmlValue r = call.invokeWithArgs(f);
        call.endMethodIfFinal(f, r, true);
        try {
            if (r instanceof AmlValue.Uninitialized) {
                throw call.error("AE_AML_NO_RETURN_VALUE", f, call.method.path() + " returned no object");
            }
            return f.ctx.operands.toInteger(r, call, f);
        } catch (AmlError e) {
            f.ctx.methodFailed = true;
            throw e;
        }
    }

    /** If (Predicate) {...} Else {...}. */
    static final class If extends Statement {
        final Term predicate;
        final Term[] then;
        final Term[] otherwise;

        If(Term predicate, List<Term> then, List<Term> otherwise, String table, int offset) {
            super(AmlOp.IF, table, offset);
            this.predicate = predicate;
            this.then = then.toArray(Term[]::new);
            this.otherwise = otherwise == null ? null : otherwise.toArray(Term[]::new);
        }

        @Override
        Flow exec(AmlFrame f) {
            tick(f);
            if (ImplicitReturn.predicate(predicateValue(predicate, f), f) != 0) {
                return run(then, f);
            }
            return otherwise == null ? Flow.NORMAL : run(otherwise, f);
        }

        @Override
        List<Term> operands() {
            List<Term> all = new ArrayList<>(List.of(predicate));
            all.addAll(List.of(then));
            if (otherwise != null) {
                all.addAll(List.of(otherwise));
            }
            return all;
        }
    }

    /**
     * While (Predicate) {...}: a loop still running after the loop timeout of virtual time
     * fails with AE_AML_LOOP_TIMEOUT (ACPICA dscontrol.c, ACPI_MAX_LOOP_TIMEOUT); each
     * iteration counts against the operation budget too.
     */
    static final class While extends Statement {
        final Term predicate;
        final Term[] body;

        While(Term predicate, List<Term> body, String table, int offset) {
            super(AmlOp.WHILE, table, offset);
            this.predicate = predicate;
            this.body = body.toArray(Term[]::new);
        }

        @Override
        Flow exec(AmlFrame f) {
            AmlInterpreter ctx = f.ctx;
            long start = ctx.kernel.now();
            long timeout = ctx.limits.loopTimeoutNs();
            while (ImplicitReturn.predicate(predicateValue(predicate, f), f) != 0) {
                Flow flow = run(body, f);
                if (flow == Flow.BREAK) {
                    break;
                }
                if (flow == Flow.RETURN) {
                    return flow;
                }
                if (ctx.kernel.now() - start > timeout) {
                    throw error("AE_AML_LOOP_TIMEOUT", f, "While still looping after "
                            + timeout / 1_000_000_000 + " s");
                }
                tick(f);
            }
            return Flow.NORMAL;
        }

        @Override
        List<Term> operands() {
            List<Term> all = new ArrayList<>(List.of(predicate));
            all.addAll(List.of(body));
            return all;
        }
    }

    /** Load, LoadTable and Unload: tables come only from the command line here. */
    static final class Refused extends Term {
        final Term[] o;

        Refused(AmlOp op, Term[] o, String table, int offset) {
            super(op, table, offset);
            this.o = o;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            throw error("AE_SUPPORT", f, op.asl + " is refused (tables are loaded only from the command line)");
        }
    }

    /** MethodName (Args...): an invocation with as many arguments as the method declares. */
    static final class Call extends Term {
        final Node method;
        final Term[] args;
        /**
         * The method's AML ends before all the arguments. ACPICA's parser completes such a call
         * in acpi_ps_complete_final_op (psobject.c), after the last op of the method: the call
         * runs with the arguments it has, and the method ends with it ({@link #endMethodIfFinal}).
         */
        final boolean finalCall;
        /**
         * The first argument with a Return in it (it took AML meant to follow the call), -1 for
         * none: the arguments before it wait on the result stack while it runs ({@link ResultStack}).
         */
        final int returnArg;

        Call(Node method, List<Term> args, boolean finalCall, int returnArg, String table, int offset) {
            super(AmlOp.CALL, table, offset);
            this.method = method;
            this.args = args.toArray(Term[]::new);
            this.finalCall = finalCall;
            this.returnArg = returnArg;
        }

        /**
         * Ends the running method after a {@link #finalCall} that returned R, when F runs a
         * method's body (module-level code goes on). Nothing that encloses the call runs: not
         * its parent operator, not a Return around it, not another iteration of a While
         * (acpiexec 20200925, corpus/callargs.asl). acpi_ps_complete_final_op gets
         * AE_CTRL_TRANSFER for the call, frees its op (acpi_ps_complete_this_op) and returns;
         * after the callee acpi_ds_restart_control_method keeps R as the method's return value
         * when its parent uses it (USED, acpi_ds_is_result_used), and no op completes after it,
         * so nothing clears that value (dswexec.c acpi_ds_exec_end_op) or the implicit return.
         * An unused R is an implicit return in slack mode, as for any call.
         */
        void endMethodIfFinal(AmlFrame f, AmlValue r, boolean used) {
            if (!finalCall || !f.runsBody) {
                return;
            }
            if (used) {
                f.result = r instanceof AmlValue.Uninitialized ? r : f.ctx.copy(r);
                f.resultOfFinalCall = true;
            }
            throw MethodReturn.INSTANCE;
        }

        /**
         * The arguments are the operands' objects themselves, not copies: ACPICA stores each in
         * the new frame "in order to implement call by reference" (dsmthdat.c,
         * acpi_ds_method_data_init_args), so a callee's {@code Arg3 [0] = Local0} fills the
         * caller's Package or Buffer (the ThinkPads' {@code GBST (..., BT0P)} builds {@code _BST}
         * that way). A store to the Arg itself still replaces it with a copy. A method that a
         * body declares (its own, or its caller's) can be called only while it exists: ACPICA,
         * parsing at run time, would not find the name at all (AE_NOT_FOUND before the arguments).
         */
        AmlValue invokeWithArgs(AmlFrame f) {
            tick(f);
            if (!MethodObjects.exists(f.ctx.state, method)) {
                throw error("AE_NOT_FOUND", f, method.path()
                        + " is declared in a method's body and does not exist now");
            }
            List<AmlValue> values = new ArrayList<>(args.length);
            int depth = f.waiting;
            try {
                for (int i = 0; i < args.length; i++) {
                    Term a = args[i];
                    values.add(NamedObjects.isDeclaration(a) ? AmlValue.UNINITIALIZED : ImplicitReturn.argument(a, f));
                    if (i < returnArg) {
                        ResultStack.push(f, a, values.get(i));
                    }
                }
            } finally {
                ResultStack.drop(f, depth);
            }
            return invoke(f.ctx, method, values);
        }

        @Override
        AmlValue eval(AmlFrame f) {
            AmlValue r = invokeWithArgs(f);
            endMethodIfFinal(f, r, true);
            if (r instanceof AmlValue.Uninitialized) {
                throw error("AE_AML_NO_RETURN_VALUE", f, method.path() + " returned no object");
            }
            return r;
        }

        @Override
        Flow exec(AmlFrame f) {
            endMethodIfFinal(f, invokeWithArgs(f), false);
            return Flow.NORMAL;
        }

        @Override
        List<Term> operands() {
            return List.of(args);
        }

        @Override
        public String toString() {
            return method.path() + (args.length == 0 ? "" : List.of(args).toString().replace('[', '(').replace(']', ')'));
        }
    }

    /**
     * Runs a method: a native one in Java; an AML one in a new frame, arguments beyond its
     * count dropped, a Serialized one holding its implicit mutex at its SyncLevel. Returns what
     * Return gave (Uninitialized for no object).
     */
    static AmlValue invoke(AmlInterpreter ctx, Node node, List<AmlValue> args) {
        try {
            return execute(ctx, node, args);
        } catch (AmlError e) {
            ctx.methodFailed = true; // a table load stops when a method it calls fails (psparse.c)
            throw e;
        }
    }

    private static AmlValue execute(AmlInterpreter ctx, Node node, List<AmlValue> args) {
        AmlValue replaced = ctx.named.replacement(node);
        if (replaced != null) {
            // CopyObject put data in the method's place: its name now reads as that data. ACPICA
            // parses a body when it runs, so a call site's arguments then stand as terms of their
            // own after the name (acpiexec: Return (M (5)) returns the data); here they have been
            // evaluated as arguments, and are dropped.
            return replaced;
        }
        if (node.object() instanceof NsObject.NativeMethod n) {
            return n.body().call(ctx, args);
        }
        if (!(node.object() instanceof AmlMethod m)) {
            throw new AmlError("AE_NOT_FOUND", node.path() + " is declared External but defined nowhere");
        }
        if (++ctx.depth > ctx.limits.maxCallDepth()) {
            ctx.depth--;
            throw new AmlError("AE_AML_METHOD_LIMIT", node.path() + " nests deeper than " + ctx.limits.maxCallDepth());
        }
        boolean serialized = false;
        try {
            if (m.serialized()) {
                ctx.syncLevels.acquire(node, m.syncLevel(), node.path() + " (Serialized)");
                serialized = true;
            }
            AmlFrame f = new AmlFrame(node, ctx);
            for (int i = 0; i < Math.min(args.size(), m.argCount()); i++) {
                f.args[i] = args.get(i);
            }
            Term[] body = m.body(ctx.ns, node);
            ctx.state.ensure(ctx.ns.slotCount()); // the body's method-local names may be new
            Node caller = ctx.running;
            ctx.running = node;
            f.runsBody = true;
            boolean outermost = ctx.depth == 1;
            try {
                run(body, f);
            } catch (MethodReturn r) {
                // f.result holds what the Return (or a final call) gave
            } finally {
                ctx.running = caller;
                MethodObjects.deleteAll(f);
            }
            return ImplicitReturn.methodResult(f, outermost);
        } finally {
            if (serialized) {
                ctx.syncLevels.exitMethod(node);
            }
            if (--ctx.depth == 0) {
                ctx.syncLevels.releaseAll();
            }
        }
    }
}
