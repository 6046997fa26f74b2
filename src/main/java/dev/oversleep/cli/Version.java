package dev.oversleep.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar manifest, or "dev" when run from classes. */
public final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = Version.class.getPackage().getImplementationVersion();
        return new String[] {"oversleep " + (v == null ? "dev" : v)};
    }
}
