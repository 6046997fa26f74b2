package dev.oversleep.input;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Where a model came from: a file the user named, or a model shipped in the jar. A model that
 * names another file ({@code "registers": "../acpi/x.json"}) names it relative to itself, the
 * way an HTML page names its images: {@link #resolve} and {@link #resolveFile} do that, so a
 * model works from any working directory and a shipped model finds its shipped neighbours.
 */
public sealed interface ModelSource {
    /** The largest model file read: 16 MiB, where the largest shipped is tens of kB. */
    int MAX_MODEL_BYTES = 16 << 20;

    /** The name errors show: the path as given, or "built-in RESOURCE". */
    String describe();

    /** The text of the model. */
    String text();

    /**
     * Another model named inside this one: an absolute path as it is, a relative one against
     * this model's directory (for a shipped model: its directory in the jar).
     */
    ModelSource resolve(String ref);

    /**
     * A data file named inside this one (e.g. an acpidump), relative to this model's directory.
     * A shipped model can name only absolute data files: the jar holds models, not data.
     */
    Path resolveFile(String field, String ref);

    static ModelSource file(Path path) {
        return new File(path);
    }

    static ModelSource builtIn(String resource) {
        return new BuiltIn(resource);
    }

    /**
     * The bytes as UTF-8 text, as JSON requires (RFC 8259, section 8.1): a byte that is no UTF-8
     * is bad input naming its offset, where decoding used to turn it into U+FFFD and go on.
     */
    static String utf8(byte[] bytes, String file) {
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes);
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(bytes.length);
        java.nio.charset.CoderResult r = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT).decode(in, out, true);
        if (r.isError()) {
            throw new ModelFileException(file, null, String.format(java.util.Locale.ROOT,
                    "not UTF-8 text: byte 0x%02X at offset %d", bytes[in.position()] & 0xFF, in.position()));
        }
        return out.flip().toString();
    }

    /** A model in a file. */
    record File(Path path) implements ModelSource {
        @Override
        public String describe() {
            return path.toString();
        }

        @Override
        public String text() {
            try {
                return utf8(BoundedRead.bytes(path, MAX_MODEL_BYTES, "a model file"), describe());
            } catch (NoSuchFileException e) {
                throw new ModelFileException(describe(), null, "no such file");
            } catch (IOException e) {
                throw new ModelFileException(describe(), null, "cannot read: " + e.getMessage());
            }
        }

        @Override
        public ModelSource resolve(String ref) {
            return new File(resolveFile(null, ref));
        }

        @Override
        public Path resolveFile(String field, String ref) {
            Path p = Path.of(ref);
            if (p.isAbsolute()) {
                return p;
            }
            Path dir = path.toAbsolutePath().getParent();
            return dir.resolve(p).normalize();
        }
    }

    /** A model shipped in the jar under {@code firmware-models/}. */
    record BuiltIn(String resource) implements ModelSource {
        @Override
        public String describe() {
            return "built-in " + resource;
        }

        @Override
        public String text() {
            try (InputStream in = ModelSource.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new ModelFileException(describe(), null, "not in this build");
                }
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new ModelFileException(describe(), null, "cannot read: " + e.getMessage());
            }
        }

        /** Exists in the jar. */
        boolean exists() {
            return ModelSource.class.getClassLoader().getResource(resource) != null;
        }

        @Override
        public ModelSource resolve(String ref) {
            if (Path.of(ref).isAbsolute()) {
                return new File(Path.of(ref));
            }
            try {
                URI base = new URI(null, null, resource, null);
                return new BuiltIn(base.resolve(new URI(null, null, ref, null)).getPath());
            } catch (URISyntaxException e) {
                throw new ModelFileException(describe(), null, "'" + ref + "' is not a path");
            }
        }

        @Override
        public Path resolveFile(String field, String ref) {
            Path p = Path.of(ref);
            if (!p.isAbsolute()) {
                throw new ModelFileException(describe(), field, "'" + ref
                        + "' is relative: a built-in model can name only files in the jar or absolute paths");
            }
            return p;
        }
    }
}
