"""What a person sees and does in a real terminal: programs built by scripts/test run
in a pseudo-terminal, their output read by the pyte screen emulator, keys typed as a
terminal sends them.

Run by scripts/terminal-tests, which builds nothing. FORMWORK_PICKER names the
program that shows a list of TUIBENCH_ITEMS options in a TerminalSelector and prints
CHOSEN:<label> (formwork-bench tui-picker).
"""
import os
import re
import select
import signal
import subprocess
import termios
import time
import unittest

import ptyprocess
import pyte

# The programs under test inherit the signals ignored here: run under `nohup`
# SIGHUP is ignored, and in the background of a shell without job control SIGINT
# and SIGQUIT are. The programs rightly leave an ignored signal alone, and the tests
# that send one would wait for an end that does not come.
for ignored in (signal.SIGHUP, signal.SIGQUIT):
    signal.signal(ignored, signal.SIG_DFL)
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

PICKER = os.environ.get("FORMWORK_PICKER", "Apps/.build/debug/formwork-bench").split() + ["tui-picker"]
MODE = re.compile(rb"\x1b\[\?([0-9;]+)([hl])")


class Terminal:
    """A program in a pty of a given size, with an emulated screen that answers
    cursor position requests as a terminal does, and the DEC modes it set."""

    def __init__(self, argv, cols=80, rows=24, env=None):
        environment = dict(os.environ, TERM="xterm-256color", **(env or {}))
        environment.pop("NO_COLOR", None)
        # A variable given as None is one the program must not have.
        for name in [name for name, value in environment.items() if value is None]:
            del environment[name]
        self.proc = ptyprocess.PtyProcess.spawn(argv, dimensions=(rows, cols), env=environment)
        self.screen = AnsweringScreen(cols, rows, self.proc.write)
        self.stream = pyte.ByteStream(self.screen)
        self.modes = {}
        self.output = b""

    def pump(self, seconds=0.05):
        end = time.time() + seconds
        while True:
            left = end - time.time()
            if left <= 0:
                return
            ready, _, _ = select.select([self.proc.fd], [], [], left)
            if not ready:
                return
            try:
                data = os.read(self.proc.fd, 65536)
            except OSError:
                return
            if not data:
                return
            self.output += data
            for match in MODE.finditer(data):
                for mode in match.group(1).split(b";"):
                    self.modes[mode.decode()] = match.group(2) == b"h"
            self.stream.feed(data)

    def wait_for(self, predicate, timeout=10, what="the screen"):
        end = time.time() + timeout
        while time.time() < end:
            self.pump(0.05)
            if predicate(self):
                return
        raise AssertionError(f"timed out waiting for {what}; screen:\n" + "\n".join(self.lines()))

    def wait_for_text(self, text, timeout=10):
        self.wait_for(lambda t: any(text in line for line in t.lines()), timeout, repr(text))

    def lines(self):
        return [line.rstrip() for line in self.screen.display]

    def send(self, data):
        self.proc.write(data.encode() if isinstance(data, str) else data)

    def finish(self, timeout=10):
        end = time.time() + timeout
        while self.proc.isalive() and time.time() < end:
            self.pump(0.05)
        self.pump(0.1)
        self.assertion_modes_after = dict(self.modes)
        attributes = termios.tcgetattr(self.proc.fd)
        if self.proc.isalive():
            self.proc.kill(signal.SIGKILL)
            raise AssertionError("the program did not end; screen:\n" + "\n".join(self.lines()))
        self.proc.wait()
        return attributes

    def close(self):
        if self.proc.isalive():
            self.proc.kill(signal.SIGKILL)
        self.proc.close(force=True)


class AnsweringScreen(pyte.Screen):
    def __init__(self, cols, rows, reply):
        super().__init__(cols, rows)
        self._reply = reply

    def write_process_input(self, data):
        self._reply(data.encode())


def highlighted(terminal):
    for line in terminal.lines():
        if line.startswith("❯ "):
            return line[2:]
    return None


class TerminalHygiene:
    def assert_restored(self, terminal, attributes):
        lflag = attributes[3]
        self.assertTrue(lflag & termios.ICANON and lflag & termios.ECHO, "cooked mode and echo are back")
        self.assertFalse(terminal.screen.cursor.hidden, "the cursor shows again")
        for mode in ("2004", "1049", "2026", "1000", "1006"):
            self.assertFalse(terminal.modes.get(mode, False), f"mode {mode} is reset")


class PickerTests(unittest.TestCase, TerminalHygiene):
    def start(self, items=10000, env=None, **kwargs):
        terminal = Terminal(PICKER, env=dict({"TUIBENCH_ITEMS": str(items)}, **(env or {})), **kwargs)
        self.addCleanup(terminal.close)
        terminal.wait_for(lambda t: highlighted(t) is not None, what="the list")
        return terminal

    def test_filter_ten_thousand_options_and_choose(self):
        terminal = self.start()
        self.assertTrue(highlighted(terminal).startswith("Item 00000"))
        self.assertIn("1 of 10000", "\n".join(terminal.lines()))
        terminal.send("09999")
        terminal.wait_for(lambda t: (highlighted(t) or "").startswith("Item 09999"), what="the filtered option")
        self.assertIn("1 of 1", "\n".join(terminal.lines()))
        terminal.send("\r")
        attributes = terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 0)
        self.assertIn("CHOSEN:Item 09999", "\n".join(terminal.lines()))
        # Inline: the list is replaced by a one-line summary of the answer.
        self.assertTrue(any(line.startswith("? Pick one Item 09999") for line in terminal.lines()), terminal.lines())
        self.assertFalse(any(line.startswith("  Item 0") for line in terminal.lines()))
        self.assert_restored(terminal, attributes)

    def test_arrows_pages_and_ends(self):
        terminal = self.start(items=1000)
        terminal.send("\x1b[B\x1b[B\x1bOB")  # CSI and SS3 (application mode) arrows
        terminal.wait_for(lambda t: (highlighted(t) or "").startswith("Item 00003"), what="Item 00003")
        terminal.send("\x1b[F")
        terminal.wait_for(lambda t: (highlighted(t) or "").startswith("Item 00999"), what="the last item")
        terminal.send("\x1b[5~")
        terminal.wait_for(lambda t: (highlighted(t) or "").startswith("Item 00982"), what="a page up")
        terminal.send("\x1b[H")
        terminal.wait_for(lambda t: (highlighted(t) or "").startswith("Item 00000"), what="the first item")

    def test_ctrl_c_cancels_and_restores_everything(self):
        terminal = self.start()
        terminal.send("\x1b[B" * 30 + "item")
        terminal.wait_for_text("? Pick one item")
        terminal.send("\x03")
        attributes = terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 130)
        self.assert_restored(terminal, attributes)
        self.assertTrue(any("(cancelled)" in line for line in terminal.lines()))
        self.assertNotIn("CHOSEN:", "\n".join(terminal.lines()))

    def test_signals_and_crashes_restore_then_terminate(self):
        for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGSEGV, signal.SIGABRT):
            with self.subTest(signal=sig.name):
                # The Swift runtime's own crash report, which waits for keys in a
                # terminal, is turned off: the test is about what comes before it.
                terminal = self.start(items=100, env={"SWIFT_BACKTRACE": "enable=no"})
                terminal.proc.kill(sig)
                attributes = terminal.finish()
                self.assertEqual(terminal.proc.signalstatus, sig)
                self.assert_restored(terminal, attributes)

    def test_what_was_on_the_screen_stays(self):
        terminal = Terminal(["sh", "-c", "echo before the list; exec " + " ".join(PICKER)], env={"TUIBENCH_ITEMS": "50"})
        self.addCleanup(terminal.close)
        terminal.wait_for(lambda t: highlighted(t) is not None, what="the list")
        self.assertEqual(terminal.lines()[0], "before the list")
        terminal.send("\x1b[B\r")
        terminal.finish()
        self.assertEqual(terminal.lines()[0], "before the list")
        self.assertTrue(terminal.lines()[1].startswith("? Pick one Item 00001"), terminal.lines()[:3])

    def test_scrolls_at_the_bottom_of_the_window(self):
        # Started on the last row: the list takes rows by scrolling what is above.
        terminal = Terminal(["sh", "-c", "for i in $(seq 1 30); do echo line $i; done; exec " + " ".join(PICKER)],
                            env={"TUIBENCH_ITEMS": "10000"})
        self.addCleanup(terminal.close)
        terminal.wait_for(lambda t: highlighted(t) is not None, what="the list")
        terminal.send("\x1b[B" * 25)
        terminal.wait_for(lambda t: (highlighted(t) or "").startswith("Item 00025"), what="Item 00025")
        rows = terminal.lines()
        listed = [line for line in rows if re.match(r"^(❯ |  )Item \d{5}", line)]
        numbers = [int(re.search(r"Item (\d{5})", line).group(1)) for line in listed]
        self.assertEqual(numbers, list(range(numbers[0], numbers[0] + len(numbers))), "the rows in view follow each other")
        self.assertIn("line 30", "\n".join(rows), "what was printed before is still there, above the list")

    def test_resize_keeps_the_highlight(self):
        terminal = self.start()
        terminal.send("\x1b[B" * 3 + "Item 0000")
        terminal.wait_for(lambda t: (highlighted(t) or "").startswith("Item 00003"), what="Item 00003")
        terminal.proc.setwinsize(14, 50)
        terminal.screen.resize(14, 50)
        terminal.proc.kill(signal.SIGWINCH)
        terminal.wait_for(lambda t: (highlighted(t) or "").startswith("Item 00003") and
                          all(len(line) <= 50 for line in t.lines()), what="the list redrawn at 50 columns")
        terminal.send("\x1b[B")
        terminal.wait_for(lambda t: (highlighted(t) or "").startswith("Item 00004"), what="Item 00004")
        self.assertIn("? Pick one Item 0000", "\n".join(terminal.lines()), "what was typed is kept")

    def test_ctrl_z_and_resume_redraw(self):
        terminal = Terminal(["bash", "--norc", "--noprofile", "-i"], env={"TUIBENCH_ITEMS": "100", "PS1": "$ "})
        self.addCleanup(terminal.close)
        terminal.wait_for_text("$")
        # Under a wrapper script, as in a build tool: Ctrl-Z must stop the script too,
        # or the shell would wait on it for ever.
        terminal.send("sh -c '" + " ".join(PICKER) + "; echo wrapper-done'\r")
        terminal.wait_for(lambda t: highlighted(t) is not None, what="the list")
        terminal.send("\x1b[B\x1b[B")
        terminal.wait_for(lambda t: (highlighted(t) or "").startswith("Item 00002"), what="Item 00002")
        terminal.send("\x1a")
        terminal.wait_for_text("Stopped")
        self.assertIsNone(highlighted(terminal), "the list is cleared while stopped")
        self.assertFalse(terminal.screen.cursor.hidden, "the shell gets its cursor back")
        terminal.send("echo still-here\r")
        terminal.wait_for(lambda t: "still-here" in t.lines(), what="the shell answering while the list is stopped")
        terminal.send("fg\r")
        terminal.wait_for(lambda t: (highlighted(t) or "").startswith("Item 00002"), what="the list again")
        terminal.send("\x1b[B\r")
        terminal.wait_for_text("CHOSEN:Item 00003")
        terminal.wait_for_text("wrapper-done")

    def test_hostile_bytes_do_not_crash(self):
        terminal = self.start(items=100)
        terminal.send(b"\x1b[999999999999999999A\x1b[;;;;~\xff\xfe\x1b[<0;1;1M\x1b[200~pasted\x1b[201~")
        terminal.wait_for(lambda t: t.lines()[0].startswith("? Pick one") and t.lines()[0].endswith("pasted"), what="the paste in the filter")
        self.assertTrue(terminal.proc.isalive())
        terminal.send("\x1b")
        attributes = terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 130, "Escape cancels")
        self.assert_restored(terminal, attributes)


class NotATerminalTests(unittest.TestCase):
    def test_no_terminal_fails_fast_without_escape_codes(self):
        for stdin in (subprocess.DEVNULL, subprocess.PIPE):
            started = time.time()
            result = subprocess.run(PICKER, stdin=stdin, capture_output=True, timeout=20,
                                    env=dict(os.environ, TUIBENCH_ITEMS="10"))
            self.assertLess(time.time() - started, 10)
            self.assertNotEqual(result.returncode, 0)
            self.assertNotIn(b"\x1b", result.stdout + result.stderr)
            self.assertIn(b"not a terminal", result.stderr)


if __name__ == "__main__":
    unittest.main(verbosity=2)
