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


class ExitStatusAndHostileInputTests(unittest.TestCase):
    """Through the built program: each exit status, and input no person would type."""

    def run_bytes(self, argv, env=None, stdin=b""):
        """Runs with arguments and environment as bytes (not necessarily UTF-8); status, output, errors, peak memory (KB)."""
        import resource
        environment = {k.encode(): v.encode() for k, v in os.environ.items()}
        environment.pop(b"FORMWORK_PLAIN", None)
        environment.update(env or {})
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        done = subprocess.run([a.encode() if isinstance(a, str) else a for a in CLI + argv], input=stdin, capture_output=True,
                              timeout=60, env=environment)
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        return done.returncode, done.stdout, done.stderr, max(peak, before)

    def test_each_exit_status(self):
        self.assertEqual(self.run_bytes(["account", "--email", "a@b.co", "--no-input"])[0], 0)
        self.assertEqual(self.run_bytes(["account", "--help"])[0], 0)
        self.assertEqual(self.run_bytes(["account", "--emial", "a@b.co"])[0], 64)
        self.assertEqual(self.run_bytes(["account", "--email", "not an address", "--no-input"])[0], 65)
        status, _, err, _ = self.run_bytes(["account", "--email", "a@b.co", "--save-answers", "/nonexistent/dir/a.json"])
        self.assertEqual(status, 73, err)
        self.assertEqual(self.run_bytes(["account", "--save-draft"])[0], 64, "without --database no drafts are kept")

    def test_bad_utf8_in_arguments_and_environment(self):
        status, out, err, _ = self.run_bytes(["account", b"--email", b"\xff\xfe@b.co", "--no-input"])
        self.assertIn(status, (65,), err)
        status, out, err, _ = self.run_bytes(["account", b"--\xff\xfe", "x"])
        self.assertEqual(status, 64, err)
        self.assertNotIn(b"\xff", err, "what is echoed is made safe")
        status, out, err, _ = self.run_bytes(["account", "--no-input"], env={b"FORMWORK_ACCOUNT_EMAIL": b"\xc3\x28@b.co"})
        self.assertEqual(status, 65, err)
        self.assertIn(b"$FORMWORK_ACCOUNT_EMAIL", err)

    def peak_memory(self, argv):
        """The program's status and peak resident memory (KB), measured in a process of its own."""
        probe = ("import resource, subprocess, sys; done = subprocess.run(sys.argv[1:], capture_output=True); "
                 "print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
        done = subprocess.run([sys.executable, "-c", probe] + CLI + argv, capture_output=True, timeout=60, text=True)
        status, peak = done.stdout.split()
        return int(status), int(peak)

    def test_a_100_mb_answers_file_is_refused_in_bounded_memory(self):
        import tempfile
        with tempfile.NamedTemporaryFile(suffix=".json") as small, tempfile.NamedTemporaryFile(suffix=".json") as huge:
            small.write(b'{"email": "a"}')
            small.flush()
            huge.write(b'{"email": "' + b"a" * (100 << 20) + b'"}')
            huge.flush()
            status, _, err, _ = self.run_bytes(["account", "--answers", huge.name, "--no-input"])
            self.assertEqual(status, 65, err)
            self.assertIn(b"over 4 MB", err)
            _, baseline = self.peak_memory(["account", "--answers", small.name, "--no-input"])
            _, peak = self.peak_memory(["account", "--answers", huge.name, "--no-input"])
        self.assertLess(peak - baseline, 16 * 1024, "the file is not read whole: %d KB over a small file's run" % (peak - baseline))

    def test_hostile_group_indexes_and_repeated_flags(self):
        status, _, err, peak = self.run_bytes(["visa", "--companions.999999999999", "x", "--no-input"])
        self.assertEqual(status, 64, err)
        status, _, err, _ = self.run_bytes(["account", "--email", "a@b.co", "--email", "c@d.co"])
        self.assertEqual(status, 64, err)
        self.assertIn(b"given twice", err)
        status, _, err, _ = self.run_bytes(["visa", "--school", "MIT", "--purpose", "Tourism", "--no-input"])
        self.assertEqual(status, 64, err)
        self.assertIn(b"--school", err)


if __name__ == "__main__":
    unittest.main(verbosity=2)
