package dev.oversleep.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The document schemas as docs/json.md writes them, read back so that tests hold every
 * command's output to its documentation (and the documentation cannot go stale). A schema is
 * a section whose heading holds its id in backticks ({@code ### `oversleep.host.info/2`}),
 * followed by a table of {@code | `path` | type | meaning |} rows. Paths are dotted, arrays as
 * {@code rows[]}; types are {@code string}, {@code integer}, {@code number}, {@code boolean},
 * {@code object}, {@code stats}, {@code any} (a value whose type another field names),
 * {@code array of T}, {@code map of T}; a trailing {@code ?}
 * means the field may be absent (a null is left out).
 */
public final class DocumentedSchemas {
    private static final Pattern HEADING = Pattern.compile("^#+ .*`(oversleep\\.[a-z0-9.-]+/[0-9]+)`.*$");
    private static final Pattern ROW = Pattern.compile("^\\|\\s*`([^`]+)`\\s*\\|\\s*([^|]+?)\\s*\\|.*$");

    private final Map<String, Map<String, Field>> schemas;

    private DocumentedSchemas(Map<String, Map<String, Field>> schemas) {
        this.schemas = schemas;
    }

    /** One documented field. */
    public record Field(String path, String type, boolean optional) {
        String parent() {
            int dot = path.lastIndexOf('.');
            return dot < 0 ? "" : path.substring(0, dot);
        }
    }

    /** docs/json.md of this checkout (tests run in the project directory). */
    public static DocumentedSchemas load() {
        return load(Path.of("docs/json.md"));
    }

    public static DocumentedSchemas load(Path markdown) {
        Map<String, Map<String, Field>> all = new LinkedHashMap<>();
        Map<String, Field> current = null;
        try {
            for (String line : Files.readAllLines(markdown)) {
                Matcher h = HEADING.matcher(line);
                if (h.matches()) {
                    current = new LinkedHashMap<>();
                    all.put(h.group(1), current);
                    continue;
                }
                if (line.startsWith("#")) {
                    current = null;
                    continue;
                }
                Matcher r = ROW.matcher(line);
                if (current != null && r.matches()) {
                    String type = r.group(2).trim();
                    boolean optional = type.endsWith("?");
                    current.put(r.group(1), new Field(r.group(1), optional ? type.substring(0, type.length() - 1) : type,
                            optional));
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + markdown + ": " + e.getMessage(), e);
        }
        return new DocumentedSchemas(all);
    }

    public boolean documents(String schema) {
        return schemas.containsKey(schema);
    }

    public java.util.Set<String> ids() {
        return schemas.keySet();
    }

    /** How the document differs from its documented schema; empty when it matches. */
    public List<String> violations(JsonNode doc) {
        List<String> out = new ArrayList<>();
        String id = doc.path("schema").asText();
        Map<String, Field> fields = schemas.get(id);
        if (fields == null) {
            out.add("schema " + id + " is not documented in docs/json.md");
            return out;
        }
        checkObject(doc, "", fields, out);
        return out;
    }

    private static void checkObject(JsonNode obj, String prefix, Map<String, Field> fields, List<String> out) {
        for (Field f : fields.values()) {
            if (f.parent().equals(prefix) && !f.optional()) {
                String name = f.path().substring(prefix.isEmpty() ? 0 : prefix.length() + 1);
                if (!obj.has(name) || obj.get(name).isNull()) {
                    out.add(f.path() + ": documented as required, missing");
                }
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = obj.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String path = prefix.isEmpty() ? e.getKey() : prefix + "." + e.getKey();
            Field f = fields.get(path);
            if (f == null) {
                out.add(path + ": not documented");
                continue;
            }
            checkValue(e.getValue(), f.type(), path, fields, out);
        }
    }

    private static void checkValue(JsonNode v, String type, String path, Map<String, Field> fields, List<String> out) {
        if (v.isNull()) {
            return;
        }
        if (type.startsWith("array of ")) {
            if (!v.isArray()) {
                out.add(path + ": documented as " + type + ", is " + v.getNodeType());
                return;
            }
            for (JsonNode e : v) {
                checkValue(e, type.substring("array of ".length()), path + "[]", fields, out);
            }
            return;
        }
        if (type.startsWith("map of ")) {
            if (!v.isObject()) {
                out.add(path + ": documented as " + type + ", is " + v.getNodeType());
                return;
            }
            for (JsonNode e : v) {
                checkValue(e, type.substring("map of ".length()), path + "{}", fields, out);
            }
            return;
        }
        boolean ok = switch (type) {
            case "string" -> v.isTextual();
            case "integer" -> v.isIntegralNumber();
            case "number" -> v.isNumber();
            case "boolean" -> v.isBoolean();
            case "stats" -> v.isObject();
            case "object" -> v.isObject();
            case "any" -> true;
            default -> {
                out.add(path + ": unknown documented type '" + type + "'");
                yield true;
            }
        };
        if (!ok) {
            out.add(path + ": documented as " + type + ", is " + v.getNodeType() + " " + v);
        } else if (type.equals("object")) {
            checkObject(v, path, fields, out);
        } else if (type.equals("stats")) {
            java.util.Set<String> keys = new java.util.TreeSet<>();
            v.fieldNames().forEachRemaining(keys::add);
            if (!keys.equals(new java.util.TreeSet<>(JsonVocabulary.STATS_KEYS))) {
                out.add(path + ": documented as stats, has " + keys);
            }
        }
    }
}
