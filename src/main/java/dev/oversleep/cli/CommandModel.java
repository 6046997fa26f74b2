package dev.oversleep.cli;

import java.lang.reflect.Field;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * What {@link CommandModels} builds picocli's model from: a command spec around its object, the
 * standard help options, and an option bound to the field it fills. picocli's own reading of
 * {@code @Command}/{@code @Option} would give the same model, but the JDK parses annotations
 * reflectively and makes a proxy class per annotation type, and with picocli's reflection that is
 * about a third of {@code acpi load}'s CPU time in a cold JVM (docs/development.md, what the JVM start
 * costs). The annotations stay the source; {@code CommandModelsTest} holds the two models equal.
 */
final class CommandModel {
    private CommandModel() {
    }

    /**
     * A command named {@code name} around {@code command}, with {@code -h/--help} and
     * {@code -V/--version} as picocli's {@code mixinStandardHelpOptions} adds them.
     */
    static CommandSpec command(Object command, String name, String... description) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(command).name(name);
        spec.usageMessage().description(description);
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).type(boolean.class).initialValue(false)
                .paramLabel("<helpRequested>")
                .description("Show this help message and exit.").build());
        spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true).type(boolean.class).initialValue(false)
                .paramLabel("<versionRequested>")
                .description("Print version information and exit.").build());
        return spec;
    }

    /**
     * The option, reading and writing field {@code name} of {@code scope} (declared by {@code in}),
     * its initial value the field's now, as picocli keeps it for an annotated field.
     */
    static OptionSpec.Builder bound(OptionSpec.Builder option, Object scope, Class<?> in, String name) {
        FieldBinding b = new FieldBinding(scope, field(in, name));
        return option.getter(b).setter(b).initialValue(b.get());
    }

    /** The positional parameter, reading and writing field {@code name} of {@code scope}. */
    static PositionalParamSpec.Builder bound(PositionalParamSpec.Builder positional, Object scope, Class<?> in,
                                             String name) {
        FieldBinding b = new FieldBinding(scope, field(in, name));
        return positional.getter(b).setter(b).initialValue(b.get());
    }

    private static Field field(Class<?> in, String name) {
        try {
            Field f = in.getDeclaredField(name);
            f.setAccessible(true);
            return f;
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("CommandModels is out of date: no field " + in.getName() + "." + name, e);
        }
    }

    /** A field of one object as picocli reads and sets an option's value. */
    private record FieldBinding(Object scope, Field field) implements IGetter, ISetter {
        @Override
        @SuppressWarnings("unchecked")
        public <T> T get() {
            try {
                return (T) field.get(scope);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(field + " cannot be read", e);
            }
        }

        @Override
        public <T> T set(T value) {
            T old = get();
            try {
                field.set(scope, value);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(field + " cannot be set", e);
            }
            return old;
        }
    }
}
