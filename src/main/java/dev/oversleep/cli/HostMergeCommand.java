package dev.oversleep.cli;

import dev.oversleep.host.HostMeasurement;
import dev.oversleep.host.MeasurementMerge;
import dev.oversleep.input.ModelFiles;
import dev.oversleep.report.HostReport;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code oversleep host merge}: one result from several runners' results of one configuration. */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = "Combine 'host measure --json' results of the same configuration (histograms add).")
public final class HostMergeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "2..*", paramLabel = "RESULT.json", description = "Results to merge.")
    List<Path> inputs;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        List<MeasurementMerge.Named> named = inputs.stream()
                .map(p -> new MeasurementMerge.Named(p.toString(),
                        ModelFiles.readResult(p, HostMeasurement.SCHEMA, HostMeasurement.class)))
                .toList();
        HostMeasurement merged = MeasurementMerge.merge(named);
        output.print(spec, merged, () -> HostReport.measurement(merged));
        return ExitCodes.OK;
    }
}
