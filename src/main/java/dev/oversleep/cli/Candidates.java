package dev.oversleep.cli;

import dev.oversleep.input.CliNamed;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

/**
 * The accepted values of options that take a {@link CliNamed} enum, for picocli's
 * {@code completionCandidates}: a description that says {@code ${COMPLETION-CANDIDATES}} lists
 * them, and shell completion offers them. One nested class per enum (picocli instantiates it).
 */
final class Candidates {
    private Candidates() {
    }

    /** The CLI names of an enum's constants. */
    abstract static class Of<E extends Enum<E> & CliNamed> implements Iterable<String> {
        private final List<String> names;

        Of(Class<E> type) {
            this.names = Arrays.stream(type.getEnumConstants()).map(CliNamed::cliName).toList();
        }

        @Override
        public Iterator<String> iterator() {
            return names.iterator();
        }
    }

    /** acpi_os_sleep policies. */
    static final class AcpiOsSleepPolicies extends Of<AcpiOsSleepPolicy> {
        AcpiOsSleepPolicies() {
            super(AcpiOsSleepPolicy.class);
        }
    }
}
