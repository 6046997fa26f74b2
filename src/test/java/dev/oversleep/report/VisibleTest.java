package dev.oversleep.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Untrusted text in views: control characters as \xNN; a one-line field escapes line ends too. */
class VisibleTest {
    static Stream<Arguments> texts() {
        return Stream.of(
                Arguments.of("plain", "plain", "plain"),
                Arguments.of("a\u0000b", "a\\x00b", "a\\x00b"),
                Arguments.of("a\nb", "a\nb", "a\\x0Ab"),
                Arguments.of("a\tb\r", "a\tb\r", "a\\x09b\\x0D"),
                Arguments.of("\u001b[31mred", "\\x1B[31mred", "\\x1B[31mred"));
    }

    @ParameterizedTest
    @MethodSource("texts")
    void controlCharactersAreShownAsHex(String text, String block, String line) {
        assertEquals(block, Visible.of(text));
        assertEquals(line, Visible.line(text));
    }

    /** A table cell is one line: a newline in it no longer splits the row. */
    @Test
    void aCellWithANewlineStaysOnItsRow() {
        TextTable t = new TextTable("a", "b");
        t.row("1", "two\nlines");
        assertEquals(3, t.render().split("\n").length, t.render());
    }
}
