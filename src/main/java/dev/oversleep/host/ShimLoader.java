package dev.oversleep.host;

import com.sun.jna.Native;
import com.sun.jna.Platform;
import org.apache.commons.lang3.StringUtils;

/**
 * Loads {@code libovshim} from the classpath (JNA resource prefix, e.g.
 * {@code linux-x86-64/libovshim.so} inside the jar) and refuses a shim built for another ABI.
 */
public final class ShimLoader {
    /** Must equal {@code OVS_ABI_VERSION} in {@code oversleep_shim.h}. */
    public static final int EXPECTED_ABI = 1;
    static final String LIBRARY = "ovshim";
    /** Names another library to load instead (diagnostics; tests use it to simulate a missing shim). */
    public static final String LIBRARY_PROPERTY = "oversleep.shim.library";

    private static volatile NativeShim loaded;

    private ShimLoader() {
    }

    /** The process-wide shim, loaded once; throws {@link ShimUnavailableException}. */
    public static NativeShim shim() {
        NativeShim s = loaded;
        if (s == null) {
            synchronized (ShimLoader.class) {
                if (loaded == null) {
                    loaded = load(System.getProperty(LIBRARY_PROPERTY, LIBRARY));
                }
                s = loaded;
            }
        }
        return s;
    }

    /** Loads a library by name and checks its ABI; used with a bogus name by tests. */
    static NativeShim load(String libraryName) {
        if (!Platform.isLinux()) {
            throw new ShimUnavailableException("native timer shim unavailable: "
                    + "it is built for Linux only, this is " + System.getProperty("os.name"));
        }
        NativeShim shim;
        try {
            shim = Native.load(libraryName, NativeShim.class);
        } catch (LinkageError e) {
            throw new ShimUnavailableException("native timer shim unavailable: "
                    + firstLine(e.getMessage()) + " (" + Platform.RESOURCE_PREFIX
                    + "; was the build run with -Dnative.skip=true?)");
        }
        return checkAbi(shim);
    }

    /** Fails with "native timer shim ABI X, expected Y" unless the versions agree. */
    static NativeShim checkAbi(NativeShim shim) {
        int abi = shim.ovs_abi_version();
        if (abi != EXPECTED_ABI) {
            throw new ShimUnavailableException(
                    "native timer shim ABI " + abi + ", expected " + EXPECTED_ABI);
        }
        return shim;
    }

    private static String firstLine(String s) {
        return s == null ? "unknown reason" : StringUtils.substringBefore(s, "\n");
    }
}
