package dev.oversleep.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.commons.lang3.StringUtils;
import org.apache.commons.lang3.Validate;

/** A plain aligned text table: text columns left-aligned, numeric columns right-aligned. */
public final class TextTable {
    /** A cell that reads as a number (or "-", a number's absence): its column is right-aligned. */
    private static final Pattern NUMERIC = Pattern.compile("[-+]?[0-9.,]+%?|-");

    private final List<String> headers;
    private final List<String[]> rows = new ArrayList<>();

    public TextTable(String... headers) {
        this.headers = List.of(headers);
    }

    public TextTable row(Object... cells) {
        Validate.isTrue(cells.length == headers.size(), "row has %d cells, table has %d columns",
                cells.length, headers.size());
        String[] row = new String[cells.length];
        for (int i = 0; i < cells.length; i++) {
            row[i] = Visible.line(String.valueOf(cells[i]));
        }
        rows.add(row);
        return this;
    }

    public String render() {
        int n = headers.size();
        int[] width = new int[n];
        boolean[] numeric = new boolean[n];
        Arrays.fill(numeric, !rows.isEmpty());
        for (int i = 0; i < n; i++) {
            width[i] = headers.get(i).length();
            for (String[] r : rows) {
                width[i] = Math.max(width[i], r[i].length());
                numeric[i] &= NUMERIC.matcher(r[i]).matches();
            }
        }
        StringBuilder sb = new StringBuilder();
        line(sb, headers.toArray(String[]::new), width, numeric);
        String[] rule = new String[n];
        for (int i = 0; i < n; i++) {
            rule[i] = StringUtils.repeat('-', width[i]);
        }
        line(sb, rule, width, numeric);
        for (String[] r : rows) {
            line(sb, r, width, numeric);
        }
        return sb.toString();
    }

    private static void line(StringBuilder sb, String[] cells, int[] width, boolean[] numeric) {
        String[] padded = new String[cells.length];
        for (int i = 0; i < cells.length; i++) {
            padded[i] = numeric[i] ? StringUtils.leftPad(cells[i], width[i]) : StringUtils.rightPad(cells[i], width[i]);
        }
        sb.append(StringUtils.stripEnd(String.join("  ", padded), null)).append('\n');
    }
}
