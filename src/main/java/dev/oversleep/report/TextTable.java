package dev.oversleep.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A plain aligned text table: text columns left-aligned, numeric columns right-aligned. */
public final class TextTable {
    private final List<String> headers;
    private final List<String[]> rows = new ArrayList<>();

    public TextTable(String... headers) {
        this.headers = List.of(headers);
    }

    public TextTable row(Object... cells) {
        if (cells.length != headers.size()) {
            throw new IllegalArgumentException("row has " + cells.length + " cells, table has "
                    + headers.size() + " columns");
        }
        rows.add(Arrays.stream(cells).map(String::valueOf).toArray(String[]::new));
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
                numeric[i] &= r[i].matches("[-+]?[0-9.,]+%?|-");
            }
        }
        StringBuilder sb = new StringBuilder();
        line(sb, headers.toArray(String[]::new), width, numeric);
        String[] rule = new String[n];
        for (int i = 0; i < n; i++) {
            rule[i] = "-".repeat(width[i]);
        }
        line(sb, rule, width, numeric);
        for (String[] r : rows) {
            line(sb, r, width, numeric);
        }
        return sb.toString();
    }

    private static void line(StringBuilder sb, String[] cells, int[] width, boolean[] numeric) {
        StringBuilder l = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                l.append("  ");
            }
            String pad = " ".repeat(width[i] - cells[i].length());
            l.append(numeric[i] ? pad + cells[i] : cells[i] + pad);
        }
        sb.append(l.toString().stripTrailing()).append('\n');
    }
}
