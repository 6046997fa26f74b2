package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README is the user's door (issue #35): at most 250 lines, the two set-up commands the CI
 * runs, a page of docs/ for every area with a link from the README, and no link, in the README or
 * docs/, to a file that is not there.
 */
class ReadmeTest {
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)#]+)(#[^)]*)?\\)");

    @Test
    void theReadmeIsAtMost250Lines() throws IOException {
        long lines = Files.readAllLines(Path.of("README.md"), StandardCharsets.UTF_8).size();
        assertTrue(lines <= 250, "README.md has " + lines + " lines");
    }

    @Test
    void theTwoCommandsAreThereAndTheCiRunsTheTestOne() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        assertTrue(readme.contains("./oversleep kernel sleep "), "the main job on built-in defaults");
        assertTrue(readme.contains("mvn -B verify"), "the tests");
        assertTrue(Files.readString(Path.of(".ci/run")).contains("mvn -B verify"), ".ci/run calls the README's test command");
    }

    @Test
    void everyAreaHasItsPageAndTheReadmeLinksIt() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        for (String page : List.of("kernel", "acpi", "pm", "rtas", "tpm", "host", "model-files", "validation", "json",
                "github-actions")) {
            assertTrue(Files.exists(Path.of("docs", page + ".md")), "docs/" + page + ".md");
            assertTrue(readme.contains("(docs/" + page + ".md)"), "README links docs/" + page + ".md");
        }
    }

    @Test
    void noRelativeLinkIsBroken() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path doc : DocsExamplesTest.documents()) {
            Matcher m = LINK.matcher(Files.readString(doc, StandardCharsets.UTF_8));
            while (m.find()) {
                String target = m.group(1);
                if (target.startsWith("http://") || target.startsWith("https://") || target.startsWith("mailto:")) {
                    continue;
                }
                Path resolved = doc.toAbsolutePath().getParent().resolve(target).normalize();
                if (!Files.exists(resolved)) {
                    broken.add(doc + " -> " + target);
                }
            }
        }
        assertEquals(List.of(), broken);
    }
}
