package dev.oversleep.rtas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The shipped profile fits no more values than the calibration allows: a third of the twelve
 * numbers of the published 5.16 table, four. Exactly the values bench/calibrate-rtas.sh fits
 * say "Fitted" in their notes; every other value's note names a kernel rule, a platform
 * document or an assumption. How far each of the twelve numbers is lies in the README.
 */
class CalibrationTest {
    @Test
    void atMostAThirdOfTheCalibrationNumbersAreFittedAndOnlyThoseSaySo() throws Exception {
        JsonNode root;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("firmware-models/rtas/powervm-p9.json")) {
            root = new ObjectMapper().readTree(in);
        }
        List<String> fitted = new ArrayList<>();
        walk(root, "", fitted);
        List<String> expected = CalibrateRtas.FITTED.stream().map(CalibrateRtas.Fitted::path).sorted().toList();
        assertEquals(expected, fitted.stream().sorted().toList());
        int numbers = CalibrationTable.ROWS.size() * 3;
        assertTrue(3 * fitted.size() <= numbers, fitted.size() + " fitted values for " + numbers + " numbers");
    }

    private static void walk(JsonNode n, String path, List<String> fitted) {
        if (n.has("value") && n.has("source")) {
            if (n.get("source").asText().contains("Fitted")) {
                fitted.add(path);
            }
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (e.getValue().isObject()) {
                walk(e.getValue(), path.isEmpty() ? e.getKey() : path + "." + e.getKey(), fitted);
            }
        }
    }
}
