package dev.oversleep.rtas;

import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;

public class Probe {
    public static void main(String[] a) {
        FirmwareProfile fw = FirmwareProfile.load(a.length > 0 ? a[0] : "powervm-p9");
        PlatformProfile pp = PlatformProfile.load(fw.platform());
        int runs = a.length > 1 ? Integer.parseInt(a[1]) : 10;
        for (String req : new String[]{"memory add count 20", "memory remove count 20"}) {
            for (LoadKind load : LoadKind.values()) {
                for (String k : new String[]{"5.16", "5.17", "6.13"}) {
                    DlparResult.EraResult e = DlparStudy.run(DlparRequest.parse(req), fw, pp,
                            new KernelProfile(KernelVersion.parse(k), Hz.of(100), true, false), load, runs, 1,
                            () -> new VirtualTimebase(0));
                    System.out.printf("%-24s %-4s %s calls %7.1f cpu %7.1f ms elapsed %7.3f s  %s%n",
                            req, load.cliName(), k, e.rtasCallsMean(), e.taskCpuNsMean() / 1e6, e.elapsedNsMean() / 1e9,
                            e.timeNs());
                }
            }
        }
    }
}
