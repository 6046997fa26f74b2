package dev.oversleep.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import org.junit.jupiter.api.Test;

class ShimLoaderTest {

    @Test
    void aMissingLibraryIsReportedAsUnavailableInOneLine() {
        ShimUnavailableException e = assertThrows(ShimUnavailableException.class,
                () -> ShimLoader.load("ovshim-does-not-exist"));
        assertTrue(e.getMessage().startsWith("native timer shim unavailable: "), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void aShimOfAnotherAbiIsRefusedWithBothVersions() {
        NativeShim fake = shimReportingAbi(ShimLoader.EXPECTED_ABI + 1);
        ShimUnavailableException e = assertThrows(ShimUnavailableException.class, () -> ShimLoader.checkAbi(fake));
        assertEquals("native timer shim ABI " + (ShimLoader.EXPECTED_ABI + 1) + ", expected "
                + ShimLoader.EXPECTED_ABI, e.getMessage());
    }

    @Test
    void theBuiltShimLoadsFromTheClasspathWithTheExpectedAbi() {
        NativeShim shim = ShimLoader.shim();
        assertEquals(ShimLoader.EXPECTED_ABI, shim.ovs_abi_version());
        assertSame(shim, ShimLoader.shim());
    }

    private static NativeShim shimReportingAbi(int abi) {
        return (NativeShim) Proxy.newProxyInstance(NativeShim.class.getClassLoader(),
                new Class<?>[] {NativeShim.class}, (proxy, method, args) -> {
                    if (method.getName().equals("ovs_abi_version")) {
                        return abi;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }
}
