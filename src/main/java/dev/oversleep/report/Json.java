package dev.oversleep.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import dev.oversleep.input.Param;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The one JSON writer: snake_case names, nulls left out, two-space indent, "\n" line ends on
 * every platform, record components in declaration order, so the same result always gives
 * byte-identical text. A model parameter ({@link Param}) whose value is whole is written as an
 * integer ({@code "cpus": {"value": 2, ...}}), as the shipped model files write it.
 *
 * <p>What every document must say and how (integer ns, the stats object, typed values, its own
 * schema) is docs/json.md; the tests hold each command's output to it.
 */
public final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .registerModule(new SimpleModule("oversleep").addSerializer(Param.class, new ParamSerializer()));

    /** {"value": V, "source": S}, V an integer when it is whole. */
    private static final class ParamSerializer extends StdSerializer<Param> {
        ParamSerializer() {
            super(Param.class);
        }

        @Override
        public void serialize(Param p, JsonGenerator g, SerializerProvider provider) throws IOException {
            g.writeStartObject();
            double v = p.value();
            if (v == Math.rint(v) && Math.abs(v) < 0x1p53) {
                g.writeNumberField("value", (long) v);
            } else {
                g.writeNumberField("value", v);
            }
            g.writeStringField("source", p.source());
            g.writeEndObject();
        }
    }

    private Json() {
    }

    /** A record's JSON fields in order, to lay them out at the top level of a document. */
    public static Map<String, Object> fields(Object record) {
        return MAPPER.convertValue(record, new TypeReference<LinkedHashMap<String, Object>>() { });
    }

    public static String write(Object result) {
        return write(MAPPER, result);
    }

    /**
     * A model file as the strict reader takes it back: every field written out, null where it
     * does not apply (results leave nulls out; a model file may not).
     */
    public static String writeModelFile(Object model) {
        return write(MODEL_MAPPER, model);
    }

    private static final ObjectMapper MODEL_MAPPER = MAPPER.copy().setSerializationInclusion(JsonInclude.Include.ALWAYS);

    private static String write(ObjectMapper mapper, Object value) {
        DefaultPrettyPrinter pp = new DefaultPrettyPrinter()
                .withSeparators(Separators.createDefaultInstance()
                        .withObjectFieldValueSpacing(Separators.Spacing.AFTER))
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        try {
            return mapper.writer(pp).writeValueAsString(value) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("result not serializable: " + e.getMessage(), e);
        }
    }
}
