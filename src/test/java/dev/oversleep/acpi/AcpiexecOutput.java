package dev.oversleep.acpi;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one `acpiexec -b "execute M"` run: the result after "Evaluating \M" on stdout (acpiexec
 * exits 0 even when the method fails, so the status is parsed), the "ACPI Debug:" lines of that
 * evaluation, and the waits the virtual-time preload wrote to stderr.
 */
final class AcpiexecOutput {
    private static final Pattern FAILED = Pattern.compile("failed with status (AE_[A-Z_0-9]+)");
    private static final Pattern HEX_LINE = Pattern.compile("^([0-9A-F]{4}): ((?:[0-9A-F]{2} )+)");
    /**
     * What acpiexec's notify handlers print ("ACPI Exec: Global: Received a System Notify on
     * [RP05] ...", aehandlers.c), a whole line, from their own thread; an Observation leaves them
     * out ({@link #notifies} reads them for NotifyDifferentialTest).
     * The main thread prints a Debug store in two pieces ("ACPI Debug:", then the value), so the
     * notify line can land between them, in the middle of the Debug line.
     */
    private static final Pattern NOTIFY = Pattern.compile("ACPI Exec: [^\\n]*?Received a [^\\n]*?Notify[^\\n]*(\\n|$)");
    private static final Pattern WAIT = Pattern.compile("^ovs-osl (sleep|stall) (\\d+)$");
    /**
     * The global handler's line: it receives every Notify (aehandlers.c installs it on the root
     * for system and device notifies), where acpiexec's handlers on {@code \_SB} print the same
     * notify again.
     */
    private static final Pattern GLOBAL_NOTIFY = Pattern.compile(
            "ACPI Exec: Global: +Received a (?:System|Device) Notify on \\[([A-Z0-9_]{4})\\] \\S+ Value 0x([0-9A-Fa-f]+)");

    private AcpiexecOutput() {
    }

    /**
     * Each Notify the global handler printed, as "SEGMENT 0xVALUE" (the node's last name
     * segment, as acpiexec prints it; the value in upper-case hex without leading zeros), in the
     * order printed: each notify is dispatched on a thread of its own (acpi_os_execute), so
     * that order is not the AML's.
     */
    static List<String> notifies(String stdout) {
        List<String> out = new ArrayList<>();
        Matcher m = GLOBAL_NOTIFY.matcher(stdout);
        while (m.find()) {
            out.add(m.group(1) + " 0x" + Long.toHexString(Long.parseLong(m.group(2), 16)).toUpperCase(java.util.Locale.ROOT));
        }
        return out;
    }

    /** acpiexec's output with the notify thread's lines taken out, wherever they landed. */
    static String withoutNotifies(String output) {
        return NOTIFY.matcher(output).replaceAll("");
    }

    static Observation parse(String stdout, String stderr) {
        List<String> lines = withoutNotifies(stdout).lines().toList();
        int start = 0;
        while (start < lines.size() && !lines.get(start).startsWith("Evaluating ")) {
            start++;
        }
        if (start == lines.size()) {
            throw new IllegalStateException("acpiexec did not evaluate the method:\n" + tail(stdout) + "\n" + tail(stderr));
        }
        List<String> result = new ArrayList<>();
        List<String> debug = new ArrayList<>();
        for (int i = start + 1; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher failed = FAILED.matcher(line);
            if (line.startsWith("ACPI Debug:")) {
                i = debugEntry(lines, i, debug);
            } else if (failed.find()) {
                result.add(failed.group(1));
                break;
            } else if (line.contains("No object was returned")) {
                result.add("none");
                break;
            } else if (line.startsWith("Evaluation of ") && line.contains("returned object")) {
                returned(lines, i + 1, result);
                break;
            }
        }
        return new Observation(result, debug, waits(stderr));
    }

    /** The waits in order; acpiexec's worker thread ends every method with one AcpiOsSleep(10). */
    static List<String> waits(String stderr) {
        List<String> waits = new ArrayList<>();
        for (String line : stderr.lines().toList()) {
            Matcher m = WAIT.matcher(line);
            if (m.matches()) {
                waits.add(m.group(1) + " " + m.group(2));
            }
        }
        if (!waits.isEmpty() && waits.get(waits.size() - 1).equals("sleep 10")) {
            waits.remove(waits.size() - 1);
        }
        return waits;
    }

    private static void returned(List<String> lines, int from, List<String> out) {
        for (int i = from; i < lines.size() && !lines.get(i).isBlank(); i++) {
            String t = lines.get(i).trim();
            if (t.startsWith("[Integer] = ")) {
                out.add(ValueTokens.integer(Long.parseUnsignedLong(t.substring(12).trim(), 16)));
            } else if (t.startsWith("[String] ")) {
                out.add("String " + t.substring(t.indexOf('"')));
            } else if (t.startsWith("[Buffer] ")) {
                StringBuilder hex = new StringBuilder();
                String inline = t.substring(t.indexOf('=') + 1).trim();
                hexBytes(inline, hex);
                while (i + 1 < lines.size() && HEX_LINE.matcher(lines.get(i + 1).trim()).find()) {
                    hexBytes(lines.get(++i).trim(), hex);
                }
                out.add(("Buffer " + hex).trim());
            } else if (t.startsWith("[Package] Contains ")) {
                out.add("Package " + Integer.parseInt(t.split(" ")[2]));
            } else if (t.startsWith("[Null Object]")) {
                out.add("Null");
            } else if (t.startsWith("[Object Reference]")) {
                out.add("Reference");
            } else if (!HEX_LINE.matcher(t).find()) {
                out.add("Other " + t);
            }
        }
    }

    /** One Debug store, possibly a package over several lines; returns the last line used. */
    private static int debugEntry(List<String> lines, int i, List<String> out) {
        String t = lines.get(i).substring("ACPI Debug:".length()).trim().replaceFirst("^\\([0-9A-F]{2}\\) ", "");
        if (t.startsWith("\"")) {
            out.add("String " + t);
        } else if (t.startsWith("0x")) {
            out.add(ValueTokens.integer(Long.parseUnsignedLong(t.substring(2), 16)));
        } else if (t.startsWith("Buffer")) {
            StringBuilder hex = new StringBuilder();
            while (i + 1 < lines.size() && HEX_LINE.matcher(lines.get(i + 1).trim()).find()) {
                hexBytes(lines.get(++i).trim(), hex);
            }
            out.add(("Buffer " + hex).trim());
        } else if (t.startsWith("Package")) {
            out.add("Package " + Integer.parseInt(t.replaceAll(".*Contains 0x([0-9A-F]+) Elements.*", "$1"), 16));
        } else if (t.startsWith("Reference")) {
            out.add("Reference");
        } else if (t.startsWith("[Null Object]") || t.startsWith("[Uninitialized")) {
            out.add("Null");
        } else {
            out.add("Other " + t);
        }
        return i;
    }

    private static void hexBytes(String line, StringBuilder hex) {
        Matcher m = HEX_LINE.matcher(line);
        if (m.find()) {
            hex.append(hex.length() > 0 ? " " : "").append(m.group(2).trim());
        }
    }

    private static String tail(String s) {
        return s.length() <= 2000 ? s : s.substring(s.length() - 2000);
    }
}
