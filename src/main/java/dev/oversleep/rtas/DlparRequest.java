package dev.oversleep.rtas;

import dev.oversleep.input.BadValueException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A DLPAR request in the syntax of /sys/kernel/dlpar: {@code memory add|remove count N},
 * {@code memory add|remove index 0xX}, {@code memory add|remove indexed-count N 0xX},
 * {@code cpu add|remove index 0xX}.
 */
public record DlparRequest(DrcKind resource, boolean add, Id id, int count, int drcIndex) {

    /** What errors call a request. */
    static final String SUBJECT = "DLPAR request";

    /** How the request names its connectors. */
    public enum Id {
        COUNT, INDEX, INDEXED_COUNT
    }

    private static final Pattern FORM = Pattern.compile(
            "(memory|cpu)\\s+(add|remove)\\s+(?:(count)\\s+(\\d+)|(index)\\s+(0x[0-9a-f]+|\\d+)"
                    + "|(indexed-count)\\s+(\\d+)\\s+(0x[0-9a-f]+|\\d+))");

    public static DlparRequest parse(String text) {
        Matcher m = FORM.matcher(text.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " "));
        if (!m.matches()) {
            throw new BadValueException(SUBJECT, text, "expected 'memory add|remove count N', "
                    + "'memory add|remove index 0xX', 'memory add|remove indexed-count N 0xX' or 'cpu add|remove index 0xX'");
        }
        DrcKind kind = m.group(1).equals("memory") ? DrcKind.LMB : DrcKind.CPU;
        boolean add = m.group(2).equals("add");
        DlparRequest r;
        if (m.group(3) != null) {
            r = new DlparRequest(kind, add, Id.COUNT, count(m.group(4)), 0);
        } else if (m.group(5) != null) {
            r = new DlparRequest(kind, add, Id.INDEX, 1, number(m.group(6)));
        } else {
            r = new DlparRequest(kind, add, Id.INDEXED_COUNT, count(m.group(8)), number(m.group(9)));
        }
        if (kind == DrcKind.CPU && r.id != Id.INDEX) {
            throw new BadValueException(SUBJECT, text, "CPUs are added and removed by index");
        }
        return r;
    }

    /** A u32 count; compared with the kernel's int counts as unsigned, so a huge one is simply too many. */
    private static int count(String s) {
        return (int) Math.min(Integer.MAX_VALUE, Integer.toUnsignedLong(number(s)));
    }

    /** kstrtou32(): a count or DRC index must fit 32 bits unsigned. */
    private static int number(String s) {
        long v;
        try {
            v = s.startsWith("0x") ? Long.parseLong(s.substring(2), 16) : Long.parseLong(s);
        } catch (NumberFormatException e) {
            v = -1;
        }
        if (v < 0 || v > 0xFFFF_FFFFL) {
            throw new BadValueException("DLPAR count or DRC index", s, "must fit 32 bits unsigned (kstrtou32)");
        }
        return (int) v;
    }

    @Override
    public String toString() {
        String what = (resource == DrcKind.LMB ? "memory " : "cpu ") + (add ? "add " : "remove ");
        return switch (id) {
            case COUNT -> what + "count " + count;
            case INDEX -> what + "index 0x" + Integer.toHexString(drcIndex);
            case INDEXED_COUNT -> what + "indexed-count " + count + " 0x" + Integer.toHexString(drcIndex);
        };
    }
}
