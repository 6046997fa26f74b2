package dev.oversleep.arch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layer table of DESIGN.md, read from the imports of the main sources: arrows only point
 * down; the kernel owns the Timebase seam and imports nothing from host (the host timebase is
 * a class of host that cli plugs in); only host touches JNA, only input and report touch
 * Jackson, only cli touches picocli.
 */
class LayeringTest {
    private static final Path MAIN = Path.of("src/main/java/dev/oversleep");
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?([a-zA-Z0-9_.]+)\\.[A-Za-z0-9_*]+;", Pattern.MULTILINE);

    /** What each package may import from dev.oversleep, besides itself. */
    private static final Map<String, Set<String>> ALLOWED = Map.of(
            "input", Set.of(),
            "sim", Set.of("input"),
            "kernel", Set.of("input", "sim"),
            "host", Set.of("input", "sim", "kernel.Timebase"),
            "acpi", Set.of("input", "sim", "kernel"),
            "rtas", Set.of("input", "sim", "kernel"),
            "tpm", Set.of("input", "sim", "kernel"),
            "pm", Set.of("input", "sim", "kernel", "acpi"),
            "report", Set.of("input", "sim", "kernel", "host", "acpi", "rtas", "tpm", "pm"));

    record Import(String pkg, String file, String target) {
    }

    private static List<Import> imports() throws IOException {
        List<Import> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String pkg = MAIN.relativize(f).getName(0).toString();
                Matcher m = IMPORT.matcher(Files.readString(f));
                while (m.find()) {
                    String full = m.group(0).replaceFirst("^import (static )?", "").replace(";", "");
                    out.add(new Import(pkg, f.getFileName().toString(), full));
                }
            }
        }
        return out;
    }

    @Test
    void arrowsOnlyPointDown() throws IOException {
        List<String> wrong = new ArrayList<>();
        for (Import i : imports()) {
            if (!i.target().startsWith("dev.oversleep.") || i.pkg().equals("cli")) {
                continue;
            }
            String target = i.target().substring("dev.oversleep.".length());
            String targetPkg = target.substring(0, target.indexOf('.'));
            Set<String> allowed = ALLOWED.get(i.pkg());
            if (allowed == null) {
                wrong.add("package " + i.pkg() + " has no row in the layer table (DESIGN.md and this test)");
                continue;
            }
            boolean ok = targetPkg.equals(i.pkg()) || allowed.contains(targetPkg)
                    || allowed.stream().anyMatch(a -> a.contains(".") && target.startsWith(a));
            if (!ok) {
                wrong.add(i.pkg() + "/" + i.file() + " imports " + i.target());
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void onlyHostTouchesJnaOnlyInputAndReportJacksonOnlyCliPicocli() throws IOException {
        List<String> wrong = new ArrayList<>();
        check(wrong, i -> i.target().startsWith("com.sun.jna"), Set.of("host"));
        check(wrong, i -> i.target().startsWith("com.fasterxml"), Set.of("input", "report"));
        check(wrong, i -> i.target().startsWith("picocli"), Set.of("cli"));
        assertEquals(List.of(), wrong);
    }

    private static void check(List<String> wrong, Predicate<Import> library, Set<String> owners) throws IOException {
        for (Import i : imports()) {
            if (library.test(i) && !owners.contains(i.pkg())) {
                wrong.add(i.pkg() + "/" + i.file() + " imports " + i.target());
            }
        }
    }
}
