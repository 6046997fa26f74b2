package dev.oversleep.acpi;

import java.util.List;
import java.util.Set;

/**
 * The strings Linux's {@code \_OSI} answers true for, and the other objects ACPICA predefines at
 * the namespace root. Firmware branches on these ({@code If (_OSI ("Windows 2015"))}), so an
 * interpreter without them runs paths no Linux machine runs: the XPS 13 7390's {@code OSID}
 * falls back to comparing {@code \_OS} when {@code CondRefOf (\_OSI)} fails.
 *
 * <p>Vendor strings: ACPICA's {@code acpi_default_supported_interfaces} in
 * drivers/acpi/acpica/utosi.c as of Linux 6.12 ("Windows 2000" to "Windows 2022"; acpiexec
 * 20200925, the Debian build the differential tests use, stops at "Windows 2019"). Feature
 * strings: "Extended Address Space Descriptor" is valid in ACPICA itself; the optional ones are
 * made valid by Linux's {@code osi_setup_entries} in drivers/acpi/osi.c (6.12). "Linux" is
 * answered false since 2.6.29 (osi.c: only honoured with {@code acpi_osi=Linux}). Matching is
 * exact and case-sensitive ({@code strcmp}).
 */
public final class OsiInterfaces {
    /** utosi.c: a supported interface answers ACPI_UINT64_MAX (truncated for revision-1 tables). */
    static final long SUPPORTED = -1L;

    /** ACPICA's predefined {@code \_REV}: 2 (utglobal.c, acpi_gbl_pre_defined_names). */
    static final long REV = 2;

    /** ACPICA's predefined {@code \_OS_} string (ACPI_OS_NAME in acconfig.h). */
    static final String OS_NAME = "Microsoft Windows NT";

    private static final Set<String> LINUX_6_12 = Set.copyOf(List.of(
            "Windows 2000", "Windows 2001", "Windows 2001 SP1", "Windows 2001.1", "Windows 2001 SP2",
            "Windows 2001.1 SP1", "Windows 2006", "Windows 2006.1", "Windows 2006 SP1",
            "Windows 2006 SP2", "Windows 2009", "Windows 2012", "Windows 2013", "Windows 2015",
            "Windows 2016", "Windows 2017", "Windows 2017.2", "Windows 2018", "Windows 2018.2",
            "Windows 2019", "Windows 2020", "Windows 2021", "Windows 2022",
            "Extended Address Space Descriptor",
            "Module Device", "Processor Device", "3.0 _SCP Extensions", "Processor Aggregator Device"));

    private OsiInterfaces() {
    }

    /**
     * Enters ACPICA's predefined root objects (utglobal.c, acpi_gbl_pre_defined_names):
     * {@code \_OSI} as a native method, {@code \_OS_}, {@code \_REV} and the Global Lock
     * {@code \_GL_}. Tables cannot redefine them (AE_ALREADY_EXISTS).
     */
    static void predefine(Namespace ns) {
        ns.predefine("_OSI", new NsObject.NativeMethod("_OSI", 1, OsiInterfaces::osi));
        ns.predefine("_OS_", new NsObject.Name(new DataOps.StringConst(OS_NAME, "predefined", 0)));
        ns.predefine("_REV", new NsObject.Name(new DataOps.Const(AmlOp.BYTE, REV, "predefined", 0)));
        ns.predefine("_GL_", new NsObject.Mutex(0));
    }

    /** {@code \_OSI (Interface)}: a String argument or AE_TYPE (utosi.c, acpi_ut_osi_implementation). */
    private static AmlValue osi(AmlInterpreter ctx, List<AmlValue> args) {
        if (args.isEmpty() || !(args.get(0) instanceof AmlValue.Str s)) {
            throw new AmlError("AE_TYPE", "\\_OSI takes a String argument");
        }
        return ctx.operands.integer(supported(s.value()) ? SUPPORTED : 0);
    }

    /** True when Linux's {@code _OSI} reports the interface as supported. */
    public static boolean supported(String iface) {
        return LINUX_6_12.contains(iface);
    }
}
