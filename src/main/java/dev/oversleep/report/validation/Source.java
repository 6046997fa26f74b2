package dev.oversleep.report.validation;

import dev.oversleep.input.ModelFiles;
import java.util.Set;

/**
 * Where a published experiment appeared: a commit, a mail or a paper, who wrote it, when, and
 * on which machine it was measured. {@code id} (a commit hash, a mailing list and subject, a
 * paper's title) or {@code url} must be given, so a reader can find it.
 *
 * @param author null when the project does not know it
 * @param date   as precise as known: "2024-11", "2021-05-04", or a year with what dates it,
 *               "2017 (v4.12)" (a bare year would read as a number written as text)
 */
public record Source(String kind, String id, String url, String author, String date, String machine) {
    private static final Set<String> KINDS = Set.of("commit", "mail", "paper");

    void validate(String at) {
        Check.oneOf(at + ".kind", kind, KINDS, "commit, mail, paper");
        Check.optionalText(at + ".id", id);
        Check.optionalText(at + ".url", url);
        if (id == null && url == null) {
            throw new ModelFiles.InvalidFieldException(at + ".id", "give an id (a commit hash, a list and subject) or a"
                    + " url: a source a reader cannot find is no source");
        }
        Check.optionalText(at + ".author", author);
        Check.text(at + ".date", date);
        if (!date.matches("[0-9]{4}-[0-9]{2}(-[0-9]{2})?|[0-9]{4}(-[0-9]{2})? \\(.+\\)")) {
            throw new ModelFiles.InvalidFieldException(at + ".date", "expected YYYY-MM or YYYY-MM-DD, or a year with"
                    + " what dates it in brackets, like \"2017 (v4.12)\"; got \"" + date + "\"");
        }
        Check.text(at + ".machine", machine);
    }

    /** The source in a few words for a table row: "commit a233a028, 2017, POWER8 PowerNV". */
    String brief() {
        String what = id == null ? url : kind.equals("commit") && id.matches("[0-9a-f]{9,40}") ? id.substring(0, 8) : id;
        return kind + " " + what + ", " + date + ", " + machine;
    }
}
