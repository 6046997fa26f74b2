package dev.oversleep.cli;

import dev.oversleep.host.HostFacts;
import dev.oversleep.host.HostFactsReader;
import dev.oversleep.host.HostTimers;
import dev.oversleep.report.HostReport;
import dev.oversleep.report.Json;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code oversleep host info}: the host facts that decide how sleeps behave. */
@Command(name = "info", mixinStandardHelpOptions = true,
        description = "Kernel release, HZ, clock resolutions, timer slack, clocksource, idle driver, CPUs.")
public final class HostInfoCommand implements Callable<Integer> {
    static final String SCHEMA = "oversleep.host.info/2";

    @Spec
    CommandSpec spec;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        HostFacts facts = new HostFactsReader(Path.of("/"), HostTimers.load()).read();
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("schema", SCHEMA);
        doc.putAll(Json.fields(facts));
        output.print(spec, doc, () -> HostReport.info(facts));
        return ExitCodes.OK;
    }
}
