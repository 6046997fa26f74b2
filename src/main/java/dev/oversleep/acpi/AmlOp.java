package dev.oversleep.acpi;

import java.util.HashMap;
import java.util.Map;

/**
 * Every AML opcode (ACPI 6.5 section 20.2, ACPICA's psopcode.c table): its encoding, ASL name,
 * the handler family that runs it, how its arguments are encoded (ARGP) and how its operands
 * are resolved before the handler runs (ARGI, include/acopcode.h). The decoder reads the
 * arguments by {@link #args}; structured opcodes (those with a PkgLength: Scope, Method, If,
 * Buffer, Field...) have {@code STRUCTURED} and are decoded by their family.
 */
enum AmlOp {
    ZERO(0x00, "Zero", Family.DATA),
    ONE(0x01, "One", Family.DATA),
    ALIAS(0x06, "Alias", Family.NAMED, Arg.NAME, Arg.NAME),
    NAME(0x08, "Name", Family.NAMED, Arg.NAME, Arg.DATA),
    BYTE(0x0A, "ByteConst", Family.DATA),
    WORD(0x0B, "WordConst", Family.DATA),
    DWORD(0x0C, "DWordConst", Family.DATA),
    STRING(0x0D, "String", Family.DATA),
    QWORD(0x0E, "QWordConst", Family.DATA),
    SCOPE(0x10, "Scope", Family.NAMED, Arg.STRUCTURED),
    BUFFER(0x11, "Buffer", Family.DATA, Arg.STRUCTURED),
    PACKAGE(0x12, "Package", Family.DATA, Arg.STRUCTURED),
    VAR_PACKAGE(0x13, "VarPackage", Family.DATA, Arg.STRUCTURED),
    METHOD(0x14, "Method", Family.NAMED, Arg.STRUCTURED),
    EXTERNAL(0x15, "External", Family.NAMED, new Operand[] {Operand.STRING, Operand.INTEGER, Operand.INTEGER}, Arg.NAME, Arg.BYTE, Arg.BYTE),
    LOCAL(0x60, "Local", Family.STORE),
    ARG(0x68, "Arg", Family.STORE),
    STORE(0x70, "Store", Family.STORE, new Operand[] {Operand.DATA_REF, Operand.TARGET}, Arg.TERM, Arg.SUPER_NAME),
    REF_OF(0x71, "RefOf", Family.STORE, new Operand[] {Operand.OBJECT_REF}, Arg.SIMPLE_NAME),
    ADD(0x72, "Add", Family.MATH, new Operand[] {Operand.INTEGER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    CONCATENATE(0x73, "Concatenate", Family.CONVERT, new Operand[] {Operand.ANY, Operand.ANY, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    SUBTRACT(0x74, "Subtract", Family.MATH, new Operand[] {Operand.INTEGER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    INCREMENT(0x75, "Increment", Family.MATH, new Operand[] {Operand.TARGET}, Arg.SUPER_NAME),
    DECREMENT(0x76, "Decrement", Family.MATH, new Operand[] {Operand.TARGET}, Arg.SUPER_NAME),
    MULTIPLY(0x77, "Multiply", Family.MATH, new Operand[] {Operand.INTEGER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    DIVIDE(0x78, "Divide", Family.MATH, new Operand[] {Operand.INTEGER, Operand.INTEGER, Operand.TARGET, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET, Arg.TARGET),
    SHIFT_LEFT(0x79, "ShiftLeft", Family.MATH, new Operand[] {Operand.INTEGER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    SHIFT_RIGHT(0x7A, "ShiftRight", Family.MATH, new Operand[] {Operand.INTEGER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    AND(0x7B, "And", Family.MATH, new Operand[] {Operand.INTEGER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    NAND(0x7C, "NAnd", Family.MATH, new Operand[] {Operand.INTEGER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    OR(0x7D, "Or", Family.MATH, new Operand[] {Operand.INTEGER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    NOR(0x7E, "NOr", Family.MATH, new Operand[] {Operand.INTEGER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    XOR(0x7F, "XOr", Family.MATH, new Operand[] {Operand.INTEGER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    NOT(0x80, "Not", Family.MATH, new Operand[] {Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TARGET),
    FIND_SET_LEFT_BIT(0x81, "FindSetLeftBit", Family.MATH, new Operand[] {Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TARGET),
    FIND_SET_RIGHT_BIT(0x82, "FindSetRightBit", Family.MATH, new Operand[] {Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TARGET),
    DEREF_OF(0x83, "DerefOf", Family.STORE, new Operand[] {Operand.REF_OR_STRING}, Arg.TERM),
    CONCATENATE_RES_TEMPLATE(0x84, "ConcatenateResTemplate", Family.CONVERT, new Operand[] {Operand.BUFFER, Operand.BUFFER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    MOD(0x85, "Mod", Family.MATH, new Operand[] {Operand.INTEGER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    NOTIFY(0x86, "Notify", Family.SYSTEM, new Operand[] {Operand.DEVICE_REF, Operand.INTEGER}, Arg.SUPER_NAME, Arg.TERM),
    SIZE_OF(0x87, "SizeOf", Family.CONVERT, new Operand[] {Operand.DATA_OBJECT}, Arg.SUPER_NAME),
    INDEX(0x88, "Index", Family.STORE, new Operand[] {Operand.COMPLEX_OBJ, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    MATCH(0x89, "Match", Family.CONVERT, new Operand[] {Operand.PACKAGE, Operand.INTEGER, Operand.COMPUTE_DATA, Operand.INTEGER, Operand.COMPUTE_DATA, Operand.INTEGER}, Arg.TERM, Arg.BYTE, Arg.TERM, Arg.BYTE, Arg.TERM, Arg.TERM),
    CREATE_DWORD_FIELD(0x8A, "CreateDWordField", Family.FIELD, new Operand[] {Operand.BUFFER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.NAME),
    CREATE_WORD_FIELD(0x8B, "CreateWordField", Family.FIELD, new Operand[] {Operand.BUFFER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.NAME),
    CREATE_BYTE_FIELD(0x8C, "CreateByteField", Family.FIELD, new Operand[] {Operand.BUFFER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.NAME),
    CREATE_BIT_FIELD(0x8D, "CreateBitField", Family.FIELD, new Operand[] {Operand.BUFFER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.NAME),
    OBJECT_TYPE(0x8E, "ObjectType", Family.CONVERT, new Operand[] {Operand.ANY}, Arg.SIMPLE_NAME),
    CREATE_QWORD_FIELD(0x8F, "CreateQWordField", Family.FIELD, new Operand[] {Operand.BUFFER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.NAME),
    LAND(0x90, "LAnd", Family.LOGIC, new Operand[] {Operand.INTEGER, Operand.INTEGER}, Arg.TERM, Arg.TERM),
    LOR(0x91, "LOr", Family.LOGIC, new Operand[] {Operand.INTEGER, Operand.INTEGER}, Arg.TERM, Arg.TERM),
    LNOT(0x92, "LNot", Family.LOGIC, new Operand[] {Operand.INTEGER}, Arg.TERM),
    LEQUAL(0x93, "LEqual", Family.LOGIC, new Operand[] {Operand.COMPUTE_DATA, Operand.COMPUTE_DATA}, Arg.TERM, Arg.TERM),
    LGREATER(0x94, "LGreater", Family.LOGIC, new Operand[] {Operand.COMPUTE_DATA, Operand.COMPUTE_DATA}, Arg.TERM, Arg.TERM),
    LLESS(0x95, "LLess", Family.LOGIC, new Operand[] {Operand.COMPUTE_DATA, Operand.COMPUTE_DATA}, Arg.TERM, Arg.TERM),
    TO_BUFFER(0x96, "ToBuffer", Family.CONVERT, new Operand[] {Operand.COMPUTE_DATA, Operand.TARGET}, Arg.TERM, Arg.TARGET),
    TO_DECIMAL_STRING(0x97, "ToDecimalString", Family.CONVERT, new Operand[] {Operand.COMPUTE_DATA, Operand.TARGET}, Arg.TERM, Arg.TARGET),
    TO_HEX_STRING(0x98, "ToHexString", Family.CONVERT, new Operand[] {Operand.COMPUTE_DATA, Operand.TARGET}, Arg.TERM, Arg.TARGET),
    TO_INTEGER(0x99, "ToInteger", Family.CONVERT, new Operand[] {Operand.COMPUTE_DATA, Operand.TARGET}, Arg.TERM, Arg.TARGET),
    TO_STRING(0x9C, "ToString", Family.CONVERT, new Operand[] {Operand.BUFFER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TARGET),
    COPY_OBJECT(0x9D, "CopyObject", Family.STORE, new Operand[] {Operand.ANY, Operand.TARGET}, Arg.TERM, Arg.SIMPLE_NAME),
    MID(0x9E, "Mid", Family.CONVERT, new Operand[] {Operand.BUFFER_OR_STRING, Operand.INTEGER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TERM, Arg.TARGET),
    CONTINUE(0x9F, "Continue", Family.CONTROL),
    IF(0xA0, "If", Family.CONTROL, Arg.STRUCTURED),
    ELSE(0xA1, "Else", Family.CONTROL, Arg.STRUCTURED),
    WHILE(0xA2, "While", Family.CONTROL, Arg.STRUCTURED),
    NOOP(0xA3, "Noop", Family.CONTROL),
    RETURN(0xA4, "Return", Family.CONTROL, new Operand[] {Operand.ANY}, Arg.TERM),
    BREAK(0xA5, "Break", Family.CONTROL),
    BREAK_POINT(0xCC, "BreakPoint", Family.CONTROL),
    ONES(0xFF, "Ones", Family.DATA),

    MUTEX(0x5B01, "Mutex", Family.NAMED, Arg.NAME, Arg.BYTE),
    EVENT(0x5B02, "Event", Family.NAMED, Arg.NAME),
    COND_REF_OF(0x5B12, "CondRefOf", Family.STORE, new Operand[] {Operand.OBJECT_REF, Operand.TARGET}, Arg.SIMPLE_NAME, Arg.TARGET),
    CREATE_FIELD(0x5B13, "CreateField", Family.FIELD, new Operand[] {Operand.BUFFER, Operand.INTEGER, Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TERM, Arg.TERM, Arg.NAME),
    LOAD_TABLE(0x5B1F, "LoadTable", Family.CONTROL, new Operand[] {Operand.STRING, Operand.STRING, Operand.STRING, Operand.STRING, Operand.STRING, Operand.ANY}, Arg.TERM, Arg.TERM, Arg.TERM, Arg.TERM, Arg.TERM, Arg.TERM),
    LOAD(0x5B20, "Load", Family.CONTROL, new Operand[] {Operand.ANY, Operand.TARGET}, Arg.NAME, Arg.SUPER_NAME),
    STALL(0x5B21, "Stall", Family.SYSTEM, new Operand[] {Operand.INTEGER}, Arg.TERM),
    SLEEP(0x5B22, "Sleep", Family.SYSTEM, new Operand[] {Operand.INTEGER}, Arg.TERM),
    ACQUIRE(0x5B23, "Acquire", Family.SYSTEM, new Operand[] {Operand.MUTEX, Operand.INTEGER}, Arg.SUPER_NAME, Arg.WORD),
    SIGNAL(0x5B24, "Signal", Family.SYSTEM, new Operand[] {Operand.EVENT}, Arg.SUPER_NAME),
    WAIT(0x5B25, "Wait", Family.SYSTEM, new Operand[] {Operand.EVENT, Operand.INTEGER}, Arg.SUPER_NAME, Arg.TERM),
    RESET(0x5B26, "Reset", Family.SYSTEM, new Operand[] {Operand.EVENT}, Arg.SUPER_NAME),
    RELEASE(0x5B27, "Release", Family.SYSTEM, new Operand[] {Operand.MUTEX}, Arg.SUPER_NAME),
    FROM_BCD(0x5B28, "FromBCD", Family.CONVERT, new Operand[] {Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TARGET),
    TO_BCD(0x5B29, "ToBCD", Family.CONVERT, new Operand[] {Operand.INTEGER, Operand.TARGET}, Arg.TERM, Arg.TARGET),
    UNLOAD(0x5B2A, "Unload", Family.CONTROL, new Operand[] {Operand.ANY}, Arg.SUPER_NAME),
    REVISION(0x5B30, "Revision", Family.DATA),
    DEBUG(0x5B31, "Debug", Family.STORE),
    FATAL(0x5B32, "Fatal", Family.SYSTEM, new Operand[] {Operand.INTEGER, Operand.INTEGER, Operand.INTEGER}, Arg.BYTE, Arg.DWORD, Arg.TERM),
    TIMER(0x5B33, "Timer", Family.SYSTEM),
    OPERATION_REGION(0x5B80, "OperationRegion", Family.FIELD, new Operand[] {Operand.INTEGER, Operand.INTEGER}, Arg.NAME, Arg.BYTE, Arg.TERM, Arg.TERM),
    FIELD(0x5B81, "Field", Family.FIELD, Arg.STRUCTURED),
    DEVICE(0x5B82, "Device", Family.NAMED, Arg.STRUCTURED),
    PROCESSOR(0x5B83, "Processor", Family.NAMED, Arg.STRUCTURED),
    POWER_RESOURCE(0x5B84, "PowerResource", Family.NAMED, Arg.STRUCTURED),
    THERMAL_ZONE(0x5B85, "ThermalZone", Family.NAMED, Arg.STRUCTURED),
    INDEX_FIELD(0x5B86, "IndexField", Family.FIELD, Arg.STRUCTURED),
    BANK_FIELD(0x5B87, "BankField", Family.FIELD, Arg.STRUCTURED),
    DATA_TABLE_REGION(0x5B88, "DataTableRegion", Family.FIELD, new Operand[] {Operand.STRING, Operand.STRING, Operand.STRING}, Arg.NAME, Arg.TERM, Arg.TERM, Arg.TERM),

    /** A name used as an operand: a reference, or an invocation when it names a method. */
    NAME_PATH(-1, "NamePath", Family.STORE),
    /** An invocation of a method, with as many TermArgs as the method declares. */
    CALL(-2, "Call", Family.CONTROL);

    /** The handler families (uACPI's opcode classes, ACPICA's one handler file per class). */
    enum Family {
        /** constants, strings, Buffer, Package: DataOps */
        DATA,
        /** declarations: Name, Scope, Device, Method, Mutex, Event, Alias, External: NamedObjects */
        NAMED,
        /** integer arithmetic and bit operations: MathOps */
        MATH,
        /** LAnd, LOr, LNot, comparisons: LogicOps */
        LOGIC,
        /** conversions, Concatenate, Mid, SizeOf, ObjectType, Match: ConvertOps */
        CONVERT,
        /** regions, fields, CreateXxxField: FieldOps */
        FIELD,
        /** If, While, Return, Break, method calls: ControlOps */
        CONTROL,
        /** Sleep, Stall, Wait, Signal, Acquire, Release, Notify, Timer, Fatal: SystemOps */
        SYSTEM,
        /** Store, CopyObject, references, locals, arguments, names, Debug: StoreOps */
        STORE
    }

    /** How an argument is encoded (ACPICA's ARGP types). */
    enum Arg {
        /** TermArg: an expression whose value is used */
        TERM,
        /**
         * SuperName: a place (name, local, arg, Debug, reference expression); a name of a method
         * is a call (psargs.c, acpi_ps_get_next_arg: ACPI_POSSIBLE_METHOD_CALL)
         */
        SUPER_NAME,
        /** SimpleName: a name, local or argument, never a call (ACPICA's ARGP_SIMPLENAME, acopcode.h) */
        SIMPLE_NAME,
        /** Target: a SuperName or the NullName (0x00) */
        TARGET,
        /** NameString: a name being declared or referred to without evaluation */
        NAME,
        /** DataRefObject: Name's value */
        DATA,
        BYTE,
        WORD,
        DWORD,
        /** PkgLength-delimited: the family decodes it */
        STRUCTURED
    }

    /**
     * How an operand is resolved before the handler sees it (ACPICA's ARGI types,
     * exresop.c): {@link Operands} has one rule per kind, so no handler converts its own.
     */
    enum Operand {
        /** an Integer; a String or Buffer is converted (implicit conversion) */
        INTEGER,
        /** an Integer, String or Buffer, as it is */
        COMPUTE_DATA,
        /** a Buffer; an Integer or String is converted */
        BUFFER,
        /** a String or Buffer; an Integer is converted to a Buffer */
        BUFFER_OR_STRING,
        /** a String */
        STRING,
        /** a Package */
        PACKAGE,
        /** a Package, Buffer or String that Index can point into */
        COMPLEX_OBJ,
        /** any object, references dereferenced */
        ANY,
        /** a data object whose size SizeOf takes */
        DATA_OBJECT,
        /** Store's source: any data or reference */
        DATA_REF,
        /** a reference or a String naming an object (DerefOf) */
        REF_OR_STRING,
        /** a named object or a place, referred to, not evaluated */
        OBJECT_REF,
        /** a Device, Processor, ThermalZone or PowerResource (Notify) */
        DEVICE_REF,
        /** a Mutex */
        MUTEX,
        /** an Event */
        EVENT,
        /** where a result goes */
        TARGET
    }

    final int code;
    final String asl;
    final Family family;
    /** Operand resolution, one per TermArg, SuperName or Target argument, in order. */
    final Operand[] operands;
    final Arg[] args;

    AmlOp(int code, String asl, Family family, Arg... args) {
        this(code, asl, family, new Operand[0], args);
    }

    AmlOp(int code, String asl, Family family, Operand[] operands, Arg... args) {
        this.code = code;
        this.asl = asl;
        this.family = family;
        this.operands = operands;
        this.args = args;
    }

    private static final Map<Integer, AmlOp> BY_CODE = new HashMap<>();

    static {
        for (AmlOp op : values()) {
            if (op.code >= 0 && op != LOCAL && op != ARG) {
                BY_CODE.put(op.code, op);
            }
        }
    }

    /** The opcode for a byte (or 0x5Bxx for an extended one); Local0-7 and Arg0-6 included; null if unknown. */
    static AmlOp of(int code) {
        if (code >= 0x60 && code <= 0x67) {
            return LOCAL;
        }
        if (code >= 0x68 && code <= 0x6E) {
            return ARG;
        }
        return BY_CODE.get(code);
    }

    boolean isExtended() {
        return code > 0xFF;
    }

    /**
     * Whether the operator leaves a result object, whether or not its parent uses it: ACPICA's
     * AML_HAS_RETVAL (psopcode.c, the AML_FLAGS_EXEC_*_1R classes and the constant-foldable
     * Type 2 opcodes). Slack mode's implicit return keeps the last of them ({@link ImplicitReturn}).
     */
    boolean leavesResult() {
        return switch (this) {
            case STORE, REF_OF, ADD, CONCATENATE, SUBTRACT, INCREMENT, DECREMENT, MULTIPLY, DIVIDE, SHIFT_LEFT,
                    SHIFT_RIGHT, AND, NAND, OR, NOR, XOR, NOT, FIND_SET_LEFT_BIT, FIND_SET_RIGHT_BIT, DEREF_OF,
                    CONCATENATE_RES_TEMPLATE, MOD, SIZE_OF, INDEX, MATCH, OBJECT_TYPE, LAND, LOR, LNOT, LEQUAL,
                    LGREATER, LLESS, TO_BUFFER, TO_DECIMAL_STRING, TO_HEX_STRING, TO_INTEGER, TO_STRING, COPY_OBJECT,
                    MID, COND_REF_OF, LOAD_TABLE, LOAD, ACQUIRE, WAIT, FROM_BCD, TO_BCD, TIMER -> true;
            default -> false;
        };
    }
}
