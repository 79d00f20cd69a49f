"""Gallery forms as command lines: `formwork-demo cli <page> ...` in a pseudo-terminal
(read by pyte, keys typed as a terminal sends them) and with its standard input a pipe.

At a terminal, only what the flags left missing or invalid is asked, and values given
and valid never take the focus. From a pipe with --plain, one line answers one question,
in order; input that ends on a required question, --no-input, and no terminal at all
end the run with status 65 naming the flags, never a wait. Run by
scripts/terminal-tests; FORMWORK_DEMO names the program.
"""
import json
import os
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from terminal_form_pty_tests import DEMO, FormTerminal, focused_title, value_of  # noqa: E402
from terminal_pty_tests import TerminalHygiene, highlighted  # noqa: E402

CLI = DEMO + ["cli"]
VISA = ["visa", "--fullName", "Ada", "--birthDate", "1990-01-01", "--nationality", "French", "--purpose", "Study",
        "--email", "ada@example.com"]


def piped(arguments, stdin, env=None):
    """Runs the command with `stdin` on a pipe: its status, output and errors."""
    environment = dict(os.environ, TZ="UTC", **(env or {}))
    environment.pop("FORMWORK_PLAIN", None)
    done = subprocess.run(CLI + arguments, input=stdin.encode(), capture_output=True, timeout=60, env=environment)
    return done.returncode, done.stdout.decode(), done.stderr.decode()


class AskingAtATerminalTests(unittest.TestCase, TerminalHygiene):
    def start(self, *arguments):
        terminal = FormTerminal(CLI + list(arguments))
        self.addCleanup(terminal.close)
        terminal.wait_for(lambda t: highlighted(t) is not None, what="the questions")
        return terminal

    def values(self, terminal):
        text = terminal.after_the_form()
        return json.loads(text[text.index("{"):text.rindex("}") + 1])

    def test_only_what_is_missing_is_asked(self):
        terminal = self.start("signup", "--name", "Ada", "--email", "lin@example.com", "--terms")
        self.assertEqual(focused_title(terminal), "Password", "the only question missing has the focus")
        self.assertEqual(value_of(terminal, "Full name"), "Ada", "what the flags gave is shown")
        for key in ["\x1b[A", "\x1b[A", "\t", "\x1b[Z"]:
            terminal.send(key)
            terminal.pump(0.15)
            self.assertEqual(focused_title(terminal), "Password", "values given never take the focus")
        terminal.send("zebra-quartz-91")
        terminal.pump(0.2)
        self.assertFalse(any("quartz" in line for line in terminal.lines()), "the secret is never drawn")
        terminal.send("\x13")
        attributes = terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 0, terminal.after_the_form())
        self.assert_restored(terminal, attributes)
        values = self.values(terminal)
        self.assertEqual(values["name"], "Ada")
        self.assertEqual(values["password"], "********", "printed values hide the secret")
        self.assertNotIn(b"quartz", terminal.output)

    def test_an_invalid_flag_is_asked_again(self):
        terminal = self.start("validation", "--email", "ada@example.com", "--age", "3")
        self.assertEqual(focused_title(terminal), "Age", "the value the form refused is asked")
        terminal.wait_for_text("at least 18")
        terminal.send("\x7f" * 4 + "30")
        terminal.pump(0.2)
        terminal.send("\x13")
        terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 0, terminal.after_the_form())
        values = self.values(terminal)
        self.assertEqual((values["age"], values["email"]), (30, "ada@example.com"))

    def test_ctrl_c_cancels_with_status_130(self):
        terminal = self.start("signup", "--name", "Ada")
        terminal.send("\x03")
        attributes = terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 130)
        self.assert_restored(terminal, attributes)

    def test_a_plain_secret_is_not_echoed(self):
        terminal = FormTerminal(CLI + ["signup", "--plain", "--name", "Ada", "--email", "lin@example.com", "--terms"])
        self.addCleanup(terminal.close)
        terminal.wait_for_text("Password")
        terminal.send("hunter2hunter2\r")
        terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 0, terminal.output.decode("utf-8", "replace"))
        self.assertNotIn(b"hunter2", terminal.output, "neither echoed by the terminal nor printed")
        self.assertIn(b"Full name: Ada", terminal.output, "values given are said, not asked")


class AskingFromAPipeTests(unittest.TestCase):
    def test_n_lines_answer_n_questions(self):
        status, out, err = piped(VISA[:1] + ["--plain"] + VISA[1:], "5\nMIT\nnever read\n")
        self.assertEqual(status, 0, err)
        values = json.loads(out)
        self.assertEqual((values["nights"], values["school"], values["fullName"]), (5, "MIT", "Ada"))
        asked = [line for line in err.split("\n") if "(required):" in line]
        self.assertEqual(len(asked), 2, "two questions for two lines:\n" + err)
        self.assertIn("Full name: Ada", err, "values given are said, not asked")
        self.assertNotIn("never read", err + out)
        self.assertNotIn("Add to", err, "no item is offered to add")

    def test_end_of_input_on_a_required_question(self):
        status, out, err = piped(VISA[:1] + ["--plain"] + VISA[1:], "5\n")
        self.assertEqual(status, 65, err)
        self.assertEqual(out, "")
        self.assertIn("--school", err)
        self.assertNotIn("--nights", err.split("Done")[0].split("not done")[-1] if "not done" in err else "")

    def test_no_input_never_asks(self):
        status, out, err = piped(VISA[:1] + ["--no-input", "--plain"] + VISA[1:], "5\nMIT\n")
        self.assertEqual(status, 65)
        self.assertIn("--nights: This field is required.", err)
        self.assertIn("--school: This field is required.", err)
        self.assertNotIn("(required):", err, "nothing was asked")

    def test_without_a_terminal_nothing_is_asked(self):
        status, _, err = piped(VISA, "5\nMIT\n")
        self.assertEqual(status, 65)
        self.assertIn("--nights", err)
        self.assertNotIn("(required):", err)

    def test_a_usage_problem_ends_the_run_before_any_question(self):
        status, _, err = piped(VISA[:1] + ["--plain", "--nigths", "5"] + VISA[1:], "MIT\n")
        self.assertEqual(status, 64)
        self.assertIn("--nights", err, "the nearest flag is named")
        self.assertNotIn("(required):", err)

    def test_a_value_for_a_hidden_question_is_a_usage_problem(self):
        arguments = [a if a != "Study" else "Tourism" for a in VISA]
        status, _, err = piped(arguments[:1] + ["--no-input", "--nights", "3", "--school", "MIT"] + arguments[1:], "")
        self.assertEqual(status, 64, err)
        self.assertIn("--school", err)


if __name__ == "__main__":
    unittest.main(verbosity=2)
