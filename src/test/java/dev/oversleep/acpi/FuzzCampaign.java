package dev.oversleep.acpi;

import dev.oversleep.input.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A long mutation campaign over the loader, the parser and namespace initialization
 * (module-level code, _STA/_INI), run by hand (bench/fuzz-acpi.sh): counts inputs, clean
 * rejections and loads, and saves any input that escapes another way or takes more than a
 * second to target/fuzz-crash-*.aml.
 */
public final class FuzzCampaign {
    public static void main(String[] args) throws Exception {
        long inputs = args.length > 0 ? Long.parseLong(args[0]) : 100_000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 42;
        List<AcpiTable> seeds = new java.util.ArrayList<>();
        seeds.add(AcpiTableReader.read(AcpiTableReaderTest.FIXTURE, w -> { }).get(0));
        for (String f : new String[] {"qemu-kvm", "dell-xps-13-7390"}) {
            AcpiTableReader.read(Path.of("../shared/data/acpi/" + f + ".acpidump.txt"), w -> { }).stream()
                    .filter(AcpiTable::isDefinitionBlock).filter(t -> t.bytes().length < 40_000).forEach(seeds::add);
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        long rejected = 0;
        long loaded = 0;
        long crashes = 0;
        long slowest = 0;
        for (long i = 0; i < inputs; i++) {
            byte[] input = AmlFuzzTest.mutate(seeds.get(rnd.nextInt(seeds.size())).bytes(), rnd);
            long t0 = System.nanoTime();
            try {
                AcpiMachine machine = AcpiMachine.loadRaw("fuzz", input);
                loaded++;
                AmlFuzzTest.initialize(machine);
            } catch (BadInputException e) {
                rejected++;
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                crashes++;
                Files.write(Path.of("target", "fuzz-crash-" + seed + "-" + i + ".aml"), input);
                System.out.println("input " + i + ": " + e);
            }
            long took = System.nanoTime() - t0;
            slowest = Math.max(slowest, took);
            if (took > 1_000_000_000L) {
                Files.write(Path.of("target", "fuzz-slow-" + seed + "-" + i + ".aml"), input);
            }
        }
        System.out.printf("%d inputs from %d seed tables: %d rejected cleanly, %d loaded, %d escaped; slowest %.1f ms%n",
                inputs, seeds.size(), rejected, loaded, crashes, slowest / 1e6);
    }
}
