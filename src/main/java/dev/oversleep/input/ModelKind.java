package dev.oversleep.input;

import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.List;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * One kind of model file: what users call it, its {@code "schema"}, where its built-ins live in
 * the jar and the record it reads into. Every place that takes a model file takes a built-in
 * name too, and the other way round: {@link #load} decides by the text (a path contains '/' or
 * ends in .json, anything else is a built-in name). The built-ins are the files of
 * {@code resourceDir} whose schema is this kind's, found in the jar, so no list goes stale.
 *
 * <pre>{@code
 * static final ModelKind<PlatformProfile> KIND = new ModelKind<>("platform profile",
 *         "oversleep.platform/1", "firmware-models/platforms/", PlatformProfile.class);
 * PlatformProfile p = KIND.load("arm-juno-r2");          // or KIND.load("my/platform.json")
 * }</pre>
 *
 * @param subject     what users call it, for errors: "platform profile", "register script"
 * @param resourceDir the jar directory of the built-ins, ending in '/'
 * @param fileSuffix  what a built-in's file name adds to its name: ".json", or ".replay.json"
 *                    where two kinds share a directory and the file name says which it is
 */
public record ModelKind<T>(String subject, String schema, String resourceDir, Class<T> type, String fileSuffix) {

    public ModelKind {
        if (!resourceDir.endsWith("/")) {
            throw new IllegalArgumentException("resourceDir must end in '/': " + resourceDir);
        }
        if (!fileSuffix.endsWith(".json")) {
            throw new IllegalArgumentException("fileSuffix must end in .json: " + fileSuffix);
        }
    }

    /** A kind whose built-in NAME is the file NAME.json. */
    public ModelKind(String subject, String schema, String resourceDir, Class<T> type) {
        this(subject, schema, resourceDir, type, ".json");
    }

    /** Whether the text names a file rather than a built-in. */
    public static boolean isPath(String fileOrName) {
        return fileOrName.contains("/") || fileOrName.endsWith(".json");
    }

    /** The model a user named (a path or a built-in name). */
    public T load(String fileOrName) {
        return open(fileOrName).model();
    }

    /** The model a user named, with its source, for models that name other files. */
    public LoadedModel<T> open(String fileOrName) {
        return open(fileOrName, null);
    }

    /**
     * A model named inside another model: a relative path resolves against {@code from}, a
     * built-in name is looked up as always. {@code from} null means the working directory.
     * An unusable name is a {@link BadValueException} of this kind's subject; an unusable file
     * a {@link ModelFileException}.
     */
    public LoadedModel<T> open(String ref, ModelSource from) {
        if (ref == null || ref.isBlank()) {
            throw new BadValueException(subject, String.valueOf(ref), "give a file or a built-in name");
        }
        ModelSource source;
        if (isPath(ref)) {
            source = from == null ? ModelSource.file(Path.of(ref)) : from.resolve(ref);
            if (source instanceof ModelSource.File f && !Files.exists(f.path())) {
                throw new BadValueException(subject, ref, "no such file" + (from == null ? ""
                        : " (" + f.path() + ", relative to " + from.describe() + ")"));
            }
            if (source instanceof ModelSource.File f && Files.isDirectory(f.path())) {
                throw new BadValueException(subject, ref, "is a directory");
            }
            if (source instanceof ModelSource.BuiltIn b && !b.exists()) {
                throw new BadValueException(subject, ref, "no such file next to " + from.describe());
            }
        } else {
            source = ModelSource.builtIn(resourceDir + ref + fileSuffix);
            if (!((ModelSource.BuiltIn) source).exists() || !builtIns().contains(ref)) {
                throw new BadValueException(subject, ref, "no such file or built-in (built-ins: "
                        + String.join(", ", builtIns()) + ")");
            }
        }
        return new LoadedModel<>(ModelFiles.parse(source, schema, type), source);
    }

    /** The names of the built-ins of this kind, sorted. */
    public List<String> builtIns() {
        TreeSet<String> names = new TreeSet<>();
        for (String file : resourceFiles()) {
            if (file.endsWith(fileSuffix)) {
                String name = file.substring(0, file.length() - fileSuffix.length());
                ModelSource s = ModelSource.builtIn(resourceDir + file);
                if (schema.equals(ModelFiles.schemaOf(s.text()))) {
                    names.add(name);
                }
            }
        }
        return List.copyOf(names);
    }

    /** The file names directly in resourceDir, from a classes directory or a jar. */
    private List<String> resourceFiles() {
        TreeSet<String> files = new TreeSet<>();
        try {
            Enumeration<URL> dirs = ModelKind.class.getClassLoader().getResources(resourceDir);
            while (dirs.hasMoreElements()) {
                URL url = dirs.nextElement();
                if ("file".equals(url.getProtocol())) {
                    try (Stream<Path> list = Files.list(Path.of(url.toURI()))) {
                        list.filter(Files::isRegularFile).forEach(p -> files.add(p.getFileName().toString()));
                    }
                } else if ("jar".equals(url.getProtocol())) {
                    URLConnection c = url.openConnection();
                    c.setUseCaches(false);
                    try (JarFile jar = ((JarURLConnection) c).getJarFile()) {
                        for (JarEntry e : java.util.Collections.list(jar.entries())) {
                            String n = e.getName();
                            if (n.startsWith(resourceDir) && !e.isDirectory() && n.indexOf('/', resourceDir.length()) < 0) {
                                files.add(n.substring(resourceDir.length()));
                            }
                        }
                    }
                }
            }
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException("cannot list the built-in models in " + resourceDir + ": " + e.getMessage(), e);
        }
        return List.copyOf(files);
    }
}
