package dev.oversleep.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The vocabulary checker's rule on fractions: only where one is meant, a validate figure among them. */
class JsonVocabularyTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static List<String> violations(String json) throws IOException {
        return JsonVocabulary.violations(JSON.readTree(json));
    }

    @Test
    void aFractionInsideAFigureObjectIsMeant() throws IOException {
        assertEquals(List.of(), violations("""
                {"schema": "oversleep.validate/1", "rows": [{"published": {"value": 1.5, "min": 1.25, "spread": 0.5},
                 "model": {"value": 1.256}, "difference": {"value": -0.244}, "error_pct": -16.27}]}"""));
    }

    @Test
    void aFractionElsewhereIsStillRefused() throws IOException {
        assertEquals(List.of("$.rows[0].min: a number with a fraction (1.25) where an integer belongs"),
                violations("{\"schema\": \"oversleep.validate/1\", \"rows\": [{\"min\": 1.25}]}"));
        assertEquals(List.of("$.published_count: a number with a fraction (2.5) where an integer belongs"),
                violations("{\"schema\": \"oversleep.validate/1\", \"published_count\": 2.5}"));
    }

    @Test
    void aDurationInsideAFigureIsStillIntegerNs() throws IOException {
        assertEquals(List.of("$.published.value_ns: a duration that is not an integer number of ns: 1.5"),
                violations("{\"schema\": \"oversleep.validate/1\", \"published\": {\"value_ns\": 1.5}}"));
    }
}
