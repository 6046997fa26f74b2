package dev.oversleep.acpi;

import java.util.List;

/**
 * A NameString (ACPI 6.x section 20.2.2): absolute (leading '\'), or relative with a number of
 * parent prefixes ('^'), and its 4-character segments (none for the NullName).
 */
public record AmlName(boolean absolute, int parents, List<String> segments) {

    /** Parses ASL-style text: "\\_SB.PCI0.LPCB", "^^FOO", "EC0" (short segments padded with '_'). */
    public static AmlName parse(String s) {
        boolean abs = s.startsWith("\\");
        int parents = 0;
        while (s.startsWith("^", parents)) {
            parents++;
        }
        String rest = s.substring(abs ? 1 : parents);
        List<String> segs = rest.isEmpty() ? List.of()
                : java.util.Arrays.stream(rest.split("\\.")).filter(x -> !x.isEmpty())
                        .map(x -> (x + "____").substring(0, 4)).toList();
        return new AmlName(abs, parents, segs);
    }

    /** Only a single-segment relative name is searched for up the scope tree (section 5.3). */
    public boolean searchesUpward() {
        return !absolute && parents == 0 && segments.size() == 1;
    }

    /**
     * A relative name of two or more segments with no '^': its encoding starts with
     * DualNamePrefix or MultiNamePrefix, which ACPICA's parser does not take for the start of a
     * name where a SuperName or Target is expected (psargs.c, acpi_ps_get_next_arg: only a lead
     * name character, '\' or '^' is), so it parses the name as a term of its own, which must
     * resolve when it runs (acpiexec 20200925; the same test in Linux 6.12's ACPICA).
     */
    public boolean parsedAsTerm() {
        return !absolute && parents == 0 && segments.size() > 1;
    }

    public boolean isNull() {
        return !absolute && parents == 0 && segments.isEmpty();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(absolute ? "\\" : "^".repeat(parents));
        sb.append(String.join(".", segments.stream().map(AmlName::trimSeg).toList()));
        return sb.toString();
    }

    /** ASL writes trailing underscores of a segment away: "_SB_" is "_SB". */
    static String trimSeg(String seg) {
        int end = seg.length();
        while (end > 1 && seg.charAt(end - 1) == '_') {
            end--;
        }
        return seg.substring(0, end);
    }
}
