package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.ModelFiles;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RegisterScriptTest {
    private static RegisterScript script(List<RegisterScript.Rule> rules) {
        RegisterScript s = new RegisterScript(RegisterScript.SCHEMA, "test", "", rules);
        s.validate();
        return s;
    }

    private static RegisterScript.Rule rule(String field, String afterWrite, Long whenValue) {
        return new RegisterScript.Rule(field, 1, afterWrite, whenValue, afterWrite == null ? 0 : 10, "test");
    }

    @Test
    void aRepeatedTriggerIsRefusedNamingBothRules() {
        List<RegisterScript.Rule> rules = List.of(rule("\\A", null, null), rule("\\B", "\\W", 1L),
                rule("\\B", "\\W", 2L), rule("\\B", "\\W", 1L));
        ModelFiles.InvalidFieldException e = assertThrows(ModelFiles.InvalidFieldException.class, () -> script(rules));
        assertEquals("fields[3]", e.field());
        assertTrue(e.getMessage().startsWith("repeats the trigger of fields[1] for \\B"), e.getMessage());
        ModelFiles.InvalidFieldException pinned = assertThrows(ModelFiles.InvalidFieldException.class,
                () -> script(List.of(rule("\\A", null, null), rule("\\A", null, null))));
        assertTrue(pinned.getMessage().contains("(both pin it)"), pinned.getMessage());
    }

    /** The check keeps the first rule of each trigger in a map: tens of thousands of rules are read at once. */
    @Test
    void rulesThatDifferInFieldWriteOrValueAreAllKept() {
        List<RegisterScript.Rule> rules = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            rules.add(rule("\\F" + i, "\\W", (long) (i % 3)));
            rules.add(rule("\\F" + i, null, null));
        }
        rules.add(rule("\\F0", "\\V", 0L));
        assertEquals(40_001, script(rules).fields().size());
    }
}
