package dev.oversleep.tpm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oversleep.input.ModelFileException;
import dev.oversleep.input.ModelFiles;
import java.io.IOException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ChipProfileTest {
    /** The shipped chip with these command_ns entries added, each 5 ms. */
    private static ChipProfile withCommands(String... keys) {
        try {
            ObjectNode root = (ObjectNode) new ObjectMapper().readTree(ChipProfileTest.class.getClassLoader()
                    .getResourceAsStream("firmware-models/tpm/nuvoton-npct650.json"));
            for (String key : keys) {
                ((ObjectNode) root.get("command_ns")).putObject(key).put("value", 5_000_000).put("source", "test");
            }
            return ModelFiles.parse("test-chip", root.toString(), ChipProfile.SCHEMA, ChipProfile.class);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A key is a command code in one spelling, either case, and it applies to that code. */
    @ParameterizedTest
    @ValueSource(strings = {"0x17e", "0x17E"})
    void aCommandCodeInEitherCaseAppliesToItsCommand(String key) {
        ChipProfile chip = withCommands(key);
        assertEquals(5_000_000, chip.commandNs(Tpm2.CC_PCR_READ));
        long defaultNs = withCommands().commandNs(0x17f);
        assertTrue(defaultNs != 5_000_000, "the shipped default differs from the test's 5 ms");
        assertEquals(defaultNs, chip.commandNs(0x17f), "another code keeps the default");
    }

    /** Keys that used to match no command, silently, or name the extend whose time is pcr_extend_ns. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0x017e | without leading zeros",
        "0x10000017e | 32-bit command codes",
        "0x182 | the extend's time is pcr_extend_ns",
        "0x14 | the extend's time is pcr_extend_ns"})
    void aKeyThatNamesNoOtherCommandIsRefused(String key, String expected) {
        ModelFileException e = assertThrows(ModelFileException.class, () -> withCommands(key));
        assertTrue(e.getMessage().contains("command_ns." + key) && e.getMessage().contains(expected), e.getMessage());
    }

    @org.junit.jupiter.api.Test
    void twoSpellingsOfOneCodeAreRefused() {
        ModelFileException e = assertThrows(ModelFileException.class, () -> withCommands("0x17e", "0x17E"));
        assertTrue(e.getMessage().contains("the same command code as 0x17e"), e.getMessage());
    }
}
