"""Gallery forms filled in a real terminal: `formwork-demo tui <page>` run in a
pseudo-terminal, its output read by the pyte screen emulator, keys typed as a terminal
sends them; and the same program without a terminal, answering plain questions.

Every test asserts what a person sees on the screen or what the program prints (the
form's values as JSON on standard output). Run by scripts/terminal-tests, which builds
the program only when it is missing. FORMWORK_DEMO names the program (default
Apps/.build/debug/formwork-demo); the tests run from the repository's root.
"""
import copy
import json
import os
import re
import select
import signal
import subprocess
import sys
import termios
import time
import unittest

import pyte
import wcwidth

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from terminal_pty_tests import AnsweringScreen, Terminal, TerminalHygiene, highlighted  # noqa: E402

DEMO = os.environ.get("FORMWORK_DEMO", "Apps/.build/debug/formwork-demo").split()
TUI = DEMO + ["tui"]
# Dates are shown and printed in the process's time zone: keep it fixed.
ENVIRONMENT = {"TZ": "UTC"}
# Escape sequences in what the program wrote, to read the text after the form left.
ESCAPE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[()][0-9A-Za-z]|[@-Z\\-_=>])")
GRAPHEMES = hasattr(wcwidth, "iter_graphemes")


class FormScreen(AnsweringScreen):
    """pyte's screen with two things a person's terminal does that pyte does not:

    - the alternate screen (mode 1049): setting it keeps the screen and the cursor,
      resetting it puts them back;
    - characters as graphemes, the way kitty, WezTerm, iTerm2, Ghostty and Windows
      Terminal draw them: a skin-toned emoji or a flag is one picture of two columns
      (pyte alone gives every code point its own cells, so 👍🏽 takes four columns).
    """

    def __init__(self, cols, rows, reply):
        super().__init__(cols, rows, reply)
        self._main = None

    def set_mode(self, *modes, **kwargs):
        if kwargs.get("private") and 1049 in modes and self._main is None:
            self._main = ({y: dict(line) for y, line in self.buffer.items()}, copy.copy(self.cursor))
            self.erase_in_display(2)
        super().set_mode(*modes, **kwargs)

    def reset_mode(self, *modes, **kwargs):
        if kwargs.get("private") and 1049 in modes and self._main is not None:
            saved, cursor = self._main
            self._main = None
            hidden = self.cursor.hidden
            self.buffer.clear()
            for y, cells in saved.items():
                self.buffer[y].update(cells)
            self.cursor = cursor
            self.cursor.hidden = hidden
            self.dirty.update(range(self.lines))
        super().reset_mode(*modes, **kwargs)

    def draw(self, data):
        if not GRAPHEMES or data.isascii():
            return super().draw(data)
        data = data.translate(self.g1_charset if self.charset else self.g0_charset)
        for cluster in wcwidth.iter_graphemes(data):
            width = wcwidth.wcswidth(cluster)
            line = self.buffer[self.cursor.y]
            if width <= 0:
                # A mark, a joiner or a modifier that came on its own: it belongs to
                # the picture before it.
                if self.cursor.x > 0:
                    x = self.cursor.x - 1
                    if x > 0 and line[x].data == "":
                        x -= 1
                    line[x] = line[x]._replace(data=line[x].data + cluster)
                continue
            if self.cursor.x == self.columns:
                if pyte.modes.DECAWM in self.mode:
                    self.dirty.add(self.cursor.y)
                    self.carriage_return()
                    self.linefeed()
                    line = self.buffer[self.cursor.y]
                else:
                    self.cursor.x -= width
            if pyte.modes.IRM in self.mode:
                self.insert_characters(width)
            line[self.cursor.x] = self.cursor.attrs._replace(data=cluster)
            if width == 2 and self.cursor.x + 1 < self.columns:
                line[self.cursor.x + 1] = self.cursor.attrs._replace(data="")
            self.cursor.x = min(self.cursor.x + width, self.columns)
        self.dirty.add(self.cursor.y)

    @property
    def display(self):
        def render(line):
            skip = False
            for x in range(self.columns):
                if skip:  # the second column of a wide character
                    skip = False
                    continue
                text = line[x].data or " "  # a wide character's half left alone shows blank
                skip = (wcwidth.wcswidth(text) if GRAPHEMES else wcwidth.wcwidth(text[0])) == 2
                yield text

        return ["".join(render(self.buffer[y])) for y in range(self.lines)]


class FormTerminal(Terminal):
    """The helpers' terminal with a FormScreen, in UTC."""

    def __init__(self, argv, cols=80, rows=24, env=None):
        super().__init__(argv, cols=cols, rows=rows, env=dict(ENVIRONMENT, **(env or {})))
        # Nothing was read yet: the new screen sees everything the program writes.
        self.screen = FormScreen(cols, rows, self.proc.write)
        self.stream = pyte.ByteStream(self.screen)

    def wait_for(self, predicate, timeout=10, what="the screen"):
        super().wait_for(predicate, timeout, what)
        # The rest of a frame that came in two reads.
        self.pump(0.02)

    def cells(self, y):
        """The cells of a line as (column, text, reverse), wide characters' stubs left out."""
        line = self.screen.buffer[y]
        return [(x, line[x].data, line[x].reverse) for x in range(self.screen.columns) if line[x].data != ""]

    def reversed_text(self, y):
        """The text shown in reverse video on a line: a chosen segment, a date's field."""
        return "".join(text for _, text, reverse in self.cells(y) if reverse).strip()

    def row_index(self, title):
        for y, line in enumerate(self.lines()):
            if ROW.match(line) and ROW.match(line).group("title") == title:
                return y
        return None

    def after_the_form(self):
        """What the program wrote after it left the screen, escape codes taken out."""
        left = self.output.rfind(b"\x1b[?2004l")
        if left < 0:
            raise AssertionError("the program never left the screen (no bracketed paste reset)")
        text = ESCAPE.sub("", self.output[left:].decode("utf-8", "replace"))
        return text.replace("\r\n", "\n").replace("\r", "")

    def summary_and_values(self):
        """The summary lines (✔ …) and the JSON printed after them."""
        lines = self.after_the_form().split("\n")
        if "{" not in lines:
            raise AssertionError("no JSON was printed; after the form:\n" + "\n".join(lines))
        start = lines.index("{")
        return [line for line in lines[:start] if line.strip()], json.loads("\n".join(lines[start:]))


# A row's line: the focus pointer, the title (required rows marked " *"), the value
# drawn at the right after at least two spaces.
ROW = re.compile(r"^(?P<pointer>❯ |  )(?P<title>\S+(?: \S+)*?)(?P<required> \*)?(?:\s{2,}(?P<value>\S.*))?$")


def row_line(terminal, title):
    """The line of the row titled `title`, or None when the row is not on the screen."""
    for line in terminal.lines():
        match = ROW.match(line)
        if match and match.group("title") == title:
            return line
    return None


def value_of(terminal, title):
    line = row_line(terminal, title)
    return None if line is None else (ROW.match(line).group("value") or "")


def focused_title(terminal):
    for line in terminal.lines():
        if line.startswith("❯ "):
            match = ROW.match(line)
            return match.group("title") if match else line[2:]
    return None


def hint_line(terminal):
    """The last line of the form's region: the keys the row with focus answers."""
    lines = [line for line in terminal.lines() if line.strip()]
    return lines[-1] if lines else ""


def group_items(terminal, header):
    """The items of a repeating group as shown: (has focus, title, value), in order."""
    lines = terminal.lines()
    if header not in lines:
        raise AssertionError(f"no group {header!r} on the screen:\n" + "\n".join(lines))
    hints = hint_line(terminal)
    items = []
    for line in lines[lines.index(header) + 1:]:
        match = ROW.match(line)
        if not match or match.group("title") == "Add" or line == hints:
            break
        items.append((match.group("pointer") == "❯ ", match.group("title"), match.group("value") or ""))
    return items


class FormTestCase(unittest.TestCase, TerminalHygiene):
    def start(self, *arguments, cols=80, rows=24, env=None, prefix=None):
        argv = TUI + list(arguments)
        if prefix:
            argv = ["sh", "-c", prefix + "; exec " + " ".join(argv)]
        terminal = FormTerminal(argv, cols=cols, rows=rows, env=env)
        self.addCleanup(terminal.close)
        terminal.wait_for(lambda t: highlighted(t) is not None, what="the form")
        return terminal

    def wait_value(self, terminal, title, value, timeout=10):
        terminal.wait_for(lambda t: value_of(t, title) == value, timeout, f"{title} showing {value!r}")

    def wait_focus(self, terminal, title, timeout=10):
        terminal.wait_for(lambda t: focused_title(t) == title, timeout, f"the focus on {title!r}")

    def focus(self, terminal, title):
        for _ in range(40):
            if focused_title(terminal) == title:
                return
            terminal.send("\x1b[B")
            terminal.pump(0.1)
        self.wait_focus(terminal, title)

    def submit(self, terminal):
        terminal.send("\x13")
        attributes = terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 0, "submitted: exit status 0\n" + terminal.after_the_form())
        return attributes


class EventFormTests(FormTestCase):
    def test_fill_the_event_form_and_submit(self):
        terminal = self.start("event")
        self.assertEqual(terminal.lines()[0], "New event")
        self.assertEqual(focused_title(terminal), "Title")
        self.assertEqual(value_of(terminal, "Title"), "Title", "the placeholder shows in the empty field")
        terminal.send("Team offsite")
        self.wait_value(terminal, "Title", "Team offsite")

        # All-day: Starts and Ends go, Day comes, all at once.
        terminal.send("\t\t")
        self.wait_focus(terminal, "All-day")
        self.assertEqual(value_of(terminal, "All-day"), "Off ○━")
        self.assertIsNotNone(row_line(terminal, "Starts"))
        self.assertIsNotNone(row_line(terminal, "Ends"))
        self.assertIsNone(row_line(terminal, "Day"))
        self.assertIn("Space toggle", hint_line(terminal))
        terminal.send(" ")
        self.wait_value(terminal, "All-day", "On ━●")
        self.assertIsNone(row_line(terminal, "Starts"), "Starts is hidden with All-day on")
        self.assertIsNone(row_line(terminal, "Ends"), "Ends is hidden with All-day on")
        self.assertEqual(value_of(terminal, "Day"), "May 1, 2024")
        # The rows below moved up in place of the two that went.
        self.assertEqual(terminal.row_index("Day"), terminal.row_index("All-day") + 1)
        self.assertEqual(terminal.row_index("Repeat"), terminal.row_index("Day") + 2)

        # The day through its picker: Enter expands it below (↳), →→ to the day field,
        # ↑ three times, Enter done.
        terminal.send("\t")
        self.wait_focus(terminal, "Day")
        self.assertIn("Enter change", hint_line(terminal))
        terminal.send("\r")
        self.wait_focus(terminal, "↳")
        picker = terminal.row_index("↳")
        self.assertEqual(picker, terminal.row_index("Day") + 1, "the picker opens below its row")
        self.assertEqual(value_of(terminal, "↳"), "2024-05-01")
        self.assertEqual(terminal.reversed_text(picker), "2024", "the year is the field chosen first")
        self.assertIn("←→ field · ↑↓ change · Enter done", hint_line(terminal))
        terminal.send("\x1b[C")
        terminal.wait_for(lambda t: t.reversed_text(picker) == "05", what="the month chosen")
        terminal.send("\x1b[C")
        terminal.wait_for(lambda t: t.reversed_text(picker) == "01", what="the day chosen")
        terminal.send("\x1b[A\x1b[A\x1b[A")
        self.wait_value(terminal, "↳", "2024-05-04")
        self.assertEqual(value_of(terminal, "Day"), "May 4, 2024", "every step reaches the row at once")
        terminal.send("\r")
        self.wait_focus(terminal, "Day")
        self.assertIsNone(row_line(terminal, "↳"), "Enter closes the picker")
        self.assertEqual(value_of(terminal, "Day"), "May 4, 2024")

        # Repeat through its list, filtered by typing.
        terminal.send("\t")
        self.wait_focus(terminal, "Repeat")
        self.assertEqual(value_of(terminal, "Repeat"), "Never ▾")
        terminal.send("\r")
        terminal.wait_for(lambda t: t.lines()[0].startswith("? Repeat"), what="the list of Repeat")
        self.assertEqual(terminal.lines()[0], "? Repeat (type to filter)")
        self.assertEqual(highlighted(terminal), "Never", "the list opens on the chosen option")
        self.assertIn("1 of 6", "\n".join(terminal.lines()))
        terminal.send("week")
        terminal.wait_for(lambda t: t.lines()[0] == "? Repeat week", what="the filter")
        shown = [line for line in terminal.lines()[1:] if line.startswith(("❯ ", "  ")) and "Enter choose" not in line]
        self.assertEqual([line[2:] for line in shown], ["Every Week", "Every 2 Weeks"])
        self.assertIn("1 of 2", "\n".join(terminal.lines()))
        terminal.send("\x1b[B")
        terminal.wait_for(lambda t: highlighted(t) == "Every 2 Weeks", what="Every 2 Weeks highlighted")
        terminal.send("\r")
        self.wait_value(terminal, "Repeat", "Every 2 Weeks ▾")
        self.assertEqual(focused_title(terminal), "Repeat", "the focus stays on the row the list was for")
        self.assertEqual(terminal.lines()[0], "New event", "the form is back")

        # Alert: Esc leaves the list with nothing changed; a choice shows Second alert.
        terminal.send("\t\r")
        terminal.wait_for(lambda t: t.lines()[0].startswith("? Alert"), what="the list of Alert")
        terminal.send("hour")
        terminal.wait_for(lambda t: highlighted(t) == "1 hour before", what="the options with hour")
        terminal.send("\x1b")
        self.wait_value(terminal, "Alert", "None ▾")
        self.assertIsNone(row_line(terminal, "Second alert"))
        terminal.send("\r5 min")
        terminal.wait_for(lambda t: highlighted(t) == "5 minutes before", what="5 minutes before")
        terminal.send("\r")
        self.wait_value(terminal, "Alert", "5 minutes before ▾")
        self.assertEqual(value_of(terminal, "Second alert"), "None ▾", "a choice shows the row it conditions")
        self.assertEqual(terminal.row_index("Second alert"), terminal.row_index("Alert") + 1)

        attributes = self.submit(terminal)
        self.assert_restored(terminal, attributes)
        summary, values = terminal.summary_and_values()
        self.assertEqual(summary[0], "✔ New event")
        self.assertIn("  Title: Team offsite", summary)
        self.assertIn("  Day: May 4, 2024", summary)
        self.assertIn("  Repeat: Every 2 Weeks", summary)
        self.assertEqual(values["title"], "Team offsite")
        self.assertIs(values["allDay"], True)
        self.assertEqual(values["repeat"], "Every 2 Weeks")
        self.assertEqual(values["day"], "2024-05-04T00:00:00Z")
        self.assertEqual(values["alert"], "5 minutes before")
        self.assertEqual(values["secondAlert"], "None")
        self.assertNotIn("starts", values, "a hidden row has no value")
        self.assertNotIn("ends", values)
        self.assertIsNone(highlighted(terminal), "the form's rows are gone from the screen")

    def test_submitting_with_an_error_goes_to_it(self):
        terminal = self.start("event")
        terminal.send("\t")
        self.wait_focus(terminal, "Location")
        self.assertEqual(terminal.lines()[terminal.row_index("Title") + 1], "    ✗ This field is required.",
                         "leaving the required row empty shows its error below it")
        terminal.send("\x13")
        terminal.wait_for(lambda t: hint_line(t) == "  1 error to fix", what="the note of one error")
        self.assertEqual(focused_title(terminal), "Title", "the focus goes to the row in error")
        self.assertTrue(terminal.proc.isalive(), "the form stays")
        terminal.send("X")
        self.wait_value(terminal, "Title", "X")
        self.assertNotIn("    ✗ This field is required.", terminal.lines(), "the error goes as soon as it is fixed")
        self.assertEqual(hint_line(terminal), "  type to edit · Ctrl-S submit")
        self.submit(terminal)
        summary, values = terminal.summary_and_values()
        self.assertEqual(values["title"], "X")

    @unittest.skipUnless(GRAPHEMES, "wcwidth has no grapheme support to draw emoji as a terminal does")
    def test_wide_characters_and_emoji_in_a_text_row(self):
        text = "日本語 👍🏽 🇫🇷"
        terminal = self.start("event")
        title_row = terminal.row_index("Title")
        location_row = terminal.row_index("Location")

        def value_cells(t):
            # The cells of the value: those right of the title, up to its last character.
            cells = [(x, c) for x, c, _ in t.cells(title_row) if x > len("❯ Title *")]
            while cells and not cells[-1][1].strip():
                cells.pop()
            while cells and not cells[0][1].strip():
                cells.pop(0)
            return cells

        terminal.send(text)
        terminal.wait_for(lambda t: "".join(c for _, c in value_cells(t)).strip() == text, what="the typed text")
        cells = value_cells(terminal)
        self.assertEqual([c for _, c in cells if c != " "], ["日", "本", "語", "👍🏽", "🇫🇷"],
                         "each character is one picture: the flag and the skin tone are not split")
        last_column, last = cells[-1]
        self.assertEqual(last, "🇫🇷")
        # Right-aligned as every value: it ends where Location's placeholder ends.
        location_end = max(x for x, c, _ in terminal.cells(location_row) if c.strip())
        self.assertEqual(location_end, terminal.screen.columns - 2)
        self.assertEqual(last_column + 1, location_end, "the flag's two columns end at the value column")
        self.assertEqual(cells[0][0], location_end + 1 - 12, "the text takes 12 columns: 3×2 + 1 + 2 + 1 + 2")
        self.assertEqual((terminal.screen.cursor.y, terminal.screen.cursor.x), (title_row, location_end + 1),
                         "the cursor stands just after the flag")
        self.assertEqual(terminal.lines()[title_row + 1], row_line(terminal, "Location"), "nothing spilled onto the next line")

        # Backspace takes the flag away whole, then the space.
        terminal.send("\x7f")
        terminal.wait_for(lambda t: "".join(c for _, c in value_cells(t)).strip() == "日本語 👍🏽", what="the flag deleted")
        self.assertFalse(any("\U0001F1E6" <= ch <= "\U0001F1FF" for _, c in value_cells(terminal) for ch in c),
                         "no half of the flag is left")
        terminal.send("\x7f")
        terminal.wait_for(lambda t: value_cells(t)[-1][1] == "👍🏽", what="the space deleted")
        self.assertEqual(value_cells(terminal)[-1][0] + 1, location_end, "still right-aligned")
        terminal.send(" 🇫🇷")
        terminal.wait_for(lambda t: "".join(c for _, c in value_cells(t)).strip() == text, what="the flag again")

        self.submit(terminal)
        summary, values = terminal.summary_and_values()
        self.assertEqual(values["title"], text)
        self.assertIn("  Title: " + text, summary)

    def test_resize_while_typing_keeps_the_text_and_the_focus(self):
        terminal = self.start("event", prefix="for i in 1 2 3 4 5 6; do echo line $i; done")
        terminal.send("Quarterly")
        self.wait_value(terminal, "Title", "Quarterly")
        terminal.send("\x1b[B" * 8)
        self.wait_focus(terminal, "URL")
        terminal.send("https://exa")
        self.wait_value(terminal, "URL", "https://exa")

        # Narrower and much shorter: the row being edited stays in view.
        terminal.proc.setwinsize(9, 50)
        terminal.screen.resize(9, 50)
        terminal.proc.kill(signal.SIGWINCH)
        terminal.wait_for(lambda t: focused_title(t) == "URL" and all(len(line) <= 50 for line in t.lines()) and
                          any("Ctrl-S submit" in line for line in t.lines()), what="the form redrawn at 50 columns")
        self.assertEqual(value_of(terminal, "URL"), "https://exa", "what was typed is kept")
        self.assertTrue(row_line(terminal, "URL").endswith("https://exa"))
        self.assertEqual(len(row_line(terminal, "URL")), 49, "right-aligned at the new width")
        self.assertEqual(terminal.screen.cursor.y, terminal.row_index("URL"))
        self.assertEqual(terminal.screen.cursor.x, 49, "the cursor is after the text")
        terminal.send("mple.com/q3")
        self.wait_value(terminal, "URL", "https://example.com/q3")
        self.assertEqual(terminal.screen.cursor.x, 49)

        # Wider again: the value follows the right edge, nothing is lost.
        terminal.proc.setwinsize(9, 100)
        terminal.screen.resize(9, 100)
        terminal.proc.kill(signal.SIGWINCH)
        terminal.wait_for(lambda t: len(row_line(t, "URL") or "") == 99, what="the form redrawn at 100 columns")
        self.assertEqual(focused_title(terminal), "URL")
        self.assertEqual(value_of(terminal, "URL"), "https://example.com/q3")
        self.assertEqual(len([line for line in terminal.lines() if line.startswith("❯ ")]), 1, "one focus, no stale copy")
        self.assertEqual(terminal.lines()[-1], "  type to edit · Ctrl-S submit")
        terminal.send("/plan")
        self.wait_value(terminal, "URL", "https://example.com/q3/plan")

        self.submit(terminal)
        _, values = terminal.summary_and_values()
        self.assertEqual(values["title"], "Quarterly")
        self.assertEqual(values["url"], "https://example.com/q3/plan")

    def test_rows_above_come_back_when_there_is_room(self):
        # When the window grows, or rows below go, the view comes down to fill the
        # room rather than end in empty lines while rows above stay out of sight.
        with self.subTest(when="the window grows"):
            terminal = self.start("event", prefix="for i in 1 2 3 4 5 6; do echo line $i; done")
            terminal.send("\x1b[B" * 8)
            self.wait_focus(terminal, "URL")
            terminal.proc.setwinsize(9, 80)
            terminal.screen.resize(9, 80)
            terminal.proc.kill(signal.SIGWINCH)
            terminal.wait_for(lambda t: row_line(t, "Title") is None and focused_title(t) == "URL", what="a short window")
            terminal.proc.setwinsize(30, 80)
            terminal.screen.resize(30, 80)
            terminal.proc.kill(signal.SIGWINCH)
            terminal.wait_for(lambda t: row_line(t, "Notes") is not None, what="the form redrawn 30 rows high")
            terminal.pump(0.3)
            lines = terminal.lines()
            self.assertIn("New event", lines, "the whole form fits: its first line shows\n" + "\n".join(lines))
            self.assertIsNotNone(row_line(terminal, "Title"))
            self.assertEqual(focused_title(terminal), "URL")
        with self.subTest(when="rows below are deleted"):
            terminal = self.start("multivalued", rows=10)
            terminal.send("\x1b[B" * 10)
            terminal.wait_for(lambda t: group_items(t, "Only delete and move")[-1] == (True, "Item", "third"), what="the focus on third")
            terminal.send("\x18\x18")
            terminal.wait_for(lambda t: group_items(t, "Only delete and move") == [(True, "Item", "first")], what="two items deleted")
            lines = terminal.lines()
            self.assertTrue(lines[-2].startswith("❯ Item") and lines[-2].endswith("first"),
                            "the last row is just above the hints, not above empty lines\n" + "\n".join(lines))


class ConditionTests(FormTestCase):
    def test_newsletter_switch_hides_and_shows_frequency(self):
        terminal = self.start("account")
        self.assertEqual(terminal.lines()[:2], ["The README example: rules, a switch that hides a row, a repeating group", "Account"])
        terminal.send("ada@example.com")
        self.wait_value(terminal, "Email", "ada@example.com")
        terminal.send("\t")
        self.wait_focus(terminal, "Newsletter")
        frequency = terminal.row_index("Frequency")
        self.assertEqual(frequency, terminal.row_index("Newsletter") + 1)
        self.assertEqual(terminal.reversed_text(frequency), "Weekly", "Weekly is the chosen segment")
        phones = terminal.lines().index("Phones")

        terminal.send(" ")
        self.wait_value(terminal, "Newsletter", "Off ○━")
        self.assertIsNone(row_line(terminal, "Frequency"), "Frequency is hidden at once")
        self.assertEqual(terminal.lines().index("Phones"), phones - 1, "what was below moved up")
        self.assertEqual(focused_title(terminal), "Newsletter")

        terminal.send(" ")
        self.wait_value(terminal, "Newsletter", "On ━●")
        self.assertEqual(terminal.row_index("Frequency"), frequency, "Frequency is back in its place")
        self.assertEqual(terminal.reversed_text(frequency), "Weekly", "with its choice")
        self.assertEqual(terminal.lines().index("Phones"), phones)

        # Choose Daily, hide it again and submit: a hidden row has no value.
        terminal.send("\t\x1b[D")
        terminal.wait_for(lambda t: t.reversed_text(frequency) == "Daily", what="Daily chosen")
        terminal.send("\x1b[A ")
        terminal.wait_for(lambda t: row_line(t, "Frequency") is None, what="Frequency hidden")
        self.submit(terminal)
        summary, values = terminal.summary_and_values()
        self.assertEqual(values, {"email": "ada@example.com", "newsletter": False, "phones": []})
        self.assertFalse(any(line.startswith("  Frequency") for line in summary), summary)

    def test_segmented_choice_shows_one_section_at_a_time(self):
        terminal = self.start("hidden")
        self.assertEqual(focused_title(terminal), "Choose")
        self.assertIn("Which is your favourite actor?", terminal.lines())
        self.assertIsNotNone(row_line(terminal, "Actor"))
        self.assertIsNone(row_line(terminal, "Rock"))
        terminal.send("\x1b[D")
        terminal.wait_for(lambda t: row_line(t, "Rock") is not None, what="the music section")
        self.assertNotIn("Which is your favourite actor?", terminal.lines())
        self.assertIsNone(row_line(terminal, "Actor"))
        self.assertEqual([value_of(terminal, name) for name in ("Rock", "Jazz", "Classical")], ["[ ]"] * 3)
        terminal.send("\x1b[D")
        terminal.wait_for(lambda t: row_line(t, "Football") is not None, what="the sports section")
        self.assertIsNone(row_line(terminal, "Rock"))
        self.assertNotIn("Which music style do you like most?", terminal.lines())
        # Tab goes into the rows that just appeared; Space checks one.
        terminal.send("\t\t ")
        terminal.wait_for(lambda t: value_of(t, "Basketball") == "[✓]", what="Basketball checked")
        self.assertEqual(focused_title(terminal), "Basketball")

        # A switch hides the row after it.
        terminal.send("\t\t")
        self.wait_focus(terminal, "Show the next row")
        terminal.send(" ")
        terminal.wait_for(lambda t: row_line(t, "And the one after") is None, what="the next row hidden")
        terminal.send(" ")
        terminal.wait_for(lambda t: row_line(t, "And the one after") is not None, what="the next row back")
        self.assertEqual(terminal.row_index("And the one after"), terminal.row_index("Show the next row") + 1)

        # Enter on the last row submits.
        terminal.send("\t\t")
        self.wait_focus(terminal, "Last")
        terminal.send("\r")
        terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 0)
        _, values = terminal.summary_and_values()
        self.assertEqual(values["segments"], "Sport")
        self.assertIs(values["basketball"], True)
        self.assertNotIn("actor", values)


class RepeatingGroupTests(FormTestCase):
    def test_add_move_and_delete_tags(self):
        terminal = self.start("multivalued")
        self.assertEqual(group_items(terminal, "Tags"), [(True, "Tag", "swift"), (False, "Tag", "linux")])
        self.assertIn("Alt-↑↓ move · Ctrl-X delete · Ctrl-N add", hint_line(terminal))

        # Enter on Add adds one at the end, with focus.
        terminal.send("\t\t")
        self.wait_focus(terminal, "Add")
        self.assertNotIn("Ctrl-X delete", hint_line(terminal))
        terminal.send("\r")
        terminal.wait_for(lambda t: len(group_items(t, "Tags")) == 3, what="a third tag")
        self.assertEqual(group_items(terminal, "Tags")[2], (True, "Tag", "Tag name"), "the new tag has focus, its placeholder shows")
        terminal.send("alpha")
        terminal.wait_for(lambda t: group_items(t, "Tags")[2] == (True, "Tag", "alpha"), what="alpha typed")
        # Ctrl-N adds after the one with focus.
        terminal.send("\x0e")
        terminal.wait_for(lambda t: len(group_items(t, "Tags")) == 4, what="a fourth tag")
        terminal.send("beta")
        terminal.wait_for(lambda t: group_items(t, "Tags")[3] == (True, "Tag", "beta"), what="beta typed")
        # …also in the middle: after alpha, before beta.
        terminal.send("\x1b[A\x0e")
        terminal.wait_for(lambda t: len(group_items(t, "Tags")) == 5, what="a fifth tag")
        terminal.send("gamma")
        terminal.wait_for(lambda t: (True, "Tag", "gamma") in group_items(t, "Tags"), what="gamma typed")
        self.assertEqual([value for _, _, value in group_items(terminal, "Tags")], ["swift", "linux", "alpha", "gamma", "beta"])

        # Alt-↑ moves the tag with focus up; the focus goes with it.
        terminal.send("\x1b[1;3A")
        terminal.wait_for(lambda t: [v for _, _, v in group_items(t, "Tags")] == ["swift", "linux", "gamma", "alpha", "beta"],
                          what="gamma moved up")
        self.assertEqual(group_items(terminal, "Tags")[2], (True, "Tag", "gamma"))
        terminal.send("\x1b[1;3A")
        terminal.wait_for(lambda t: [v for _, _, v in group_items(t, "Tags")] == ["swift", "gamma", "linux", "alpha", "beta"],
                          what="gamma moved up again")
        # Alt-↓ on beta, the last, stays put; then Ctrl-X deletes alpha.
        terminal.send("\x1b[B\x1b[B\x1b[B")
        terminal.wait_for(lambda t: group_items(t, "Tags")[4][0], what="the focus on beta")
        terminal.send("\x1b[1;3B\x1b[A")
        terminal.wait_for(lambda t: group_items(t, "Tags")[3] == (True, "Tag", "alpha"), what="the focus on alpha")
        self.assertEqual([v for _, _, v in group_items(terminal, "Tags")], ["swift", "gamma", "linux", "alpha", "beta"])
        terminal.send("\x18")
        terminal.wait_for(lambda t: len(group_items(t, "Tags")) == 4, what="alpha deleted")
        self.assertEqual(group_items(terminal, "Tags"),
                         [(False, "Tag", "swift"), (False, "Tag", "gamma"), (False, "Tag", "linux"), (True, "Tag", "beta")],
                         "the focus goes to the tag that took its place")

        self.submit(terminal)
        summary, values = terminal.summary_and_values()
        self.assertEqual(values["tags"], ["swift", "gamma", "linux", "beta"])
        self.assertEqual(values["fixed"], ["first", "second", "third"])
        self.assertEqual(values["emails"], [])

    def test_keys_follow_each_groups_options(self):
        terminal = self.start("multivalued", rows=30)
        # Emails: add and delete, no moving.
        terminal.send("\t\t\t")
        terminal.wait_for(lambda t: focused_title(t) == "Add" and group_items(t, "Emails") == [], what="the focus on Emails' Add")
        terminal.send(" ")
        terminal.wait_for(lambda t: group_items(t, "Emails") == [(True, "Email", "")], what="an email added with Space")
        hints = hint_line(terminal)
        self.assertIn("Ctrl-X delete · Ctrl-N add", hints)
        self.assertNotIn("move", hints)
        terminal.send("a@x.io\x0eb@x.io")
        terminal.wait_for(lambda t: [v for _, _, v in group_items(t, "Emails")] == ["a@x.io", "b@x.io"], what="two emails")
        terminal.send("\x1b[1;3A")  # no reordering here: nothing moves
        # Only delete and move: no adding, and no Add button.
        terminal.send("\t\t\t")
        terminal.wait_for(lambda t: group_items(t, "Only delete and move")[1][0], what="the focus on the second item")
        self.assertEqual([v for _, _, v in group_items(terminal, "Emails")], ["a@x.io", "b@x.io"])
        hints = hint_line(terminal)
        self.assertIn("Alt-↑↓ move · Ctrl-X delete", hints)
        self.assertNotIn("Ctrl-N", hints)
        terminal.send("\x0e\x1b[1;3B")
        terminal.wait_for(lambda t: [v for _, _, v in group_items(t, "Only delete and move")] == ["first", "third", "second"],
                          what="second moved down")
        self.assertEqual(len(group_items(terminal, "Only delete and move")), 3, "Ctrl-N added nothing")
        self.submit(terminal)
        _, values = terminal.summary_and_values()
        self.assertEqual(values["emails"], ["a@x.io", "b@x.io"])
        self.assertEqual(values["fixed"], ["first", "third", "second"])

    def test_phones_in_the_account_form(self):
        terminal = self.start("account")
        terminal.send("ada@example.com\t\t\t")
        self.wait_focus(terminal, "Add")
        numbers = ["5550000001", "5550000002", "5550000003"]
        shown = ["555-000-0001", "555-000-0002", "555-000-0003"]
        for count, number in enumerate(numbers, 1):
            terminal.send("\r" if count == 1 else "\t\r")
            terminal.wait_for(lambda t: len(group_items(t, "Phones")) == count, what=f"phone {count} added")
            terminal.send(number)
            terminal.wait_for(lambda t: group_items(t, "Phones")[-1] == (True, "Phone", shown[count - 1]),
                              what=f"phone {count} typed through its mask")
        terminal.send("\x1b[1;3A\x1b[1;3A")
        terminal.wait_for(lambda t: [v for _, _, v in group_items(t, "Phones")] == [shown[2], shown[0], shown[1]],
                          what="the last phone moved to the top")
        self.assertTrue(group_items(terminal, "Phones")[0][0])
        terminal.send("\x1b[B\x18")
        terminal.wait_for(lambda t: len(group_items(t, "Phones")) == 2, what="a phone deleted")
        self.assertEqual([v for _, _, v in group_items(terminal, "Phones")], [shown[2], shown[1]])
        self.submit(terminal)
        summary, values = terminal.summary_and_values()
        self.assertEqual(values["phones"], [shown[2], shown[1]])
        self.assertEqual([line for line in summary if line.startswith("  Phone:")],
                         ["  Phone: " + shown[2], "  Phone: " + shown[1]])


class LeavingTests(FormTestCase):
    def test_ctrl_c_cancels_and_restores_the_terminal(self):
        terminal = self.start("account", cols=100, prefix="echo before the form")
        terminal.send("ada@exa")
        self.wait_value(terminal, "Email", "ada@exa")
        terminal.send("\t ")
        terminal.wait_for(lambda t: row_line(t, "Frequency") is None, what="Frequency hidden")
        terminal.send("\x03")
        attributes = terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 130)
        self.assert_restored(terminal, attributes)
        lines = [line for line in terminal.lines() if line]
        self.assertEqual(lines, ["before the form", "✖ The README example: rules, a switch that hides a row, a repeating group (cancelled)"],
                         "the form's rows are replaced by one line")
        self.assertNotIn("{", terminal.after_the_form(), "nothing is printed on standard output")

    def test_full_screen_gives_the_screen_back(self):
        terminal = self.start("account", "--full-screen", prefix="echo before one; echo before two")
        self.assertTrue(terminal.modes.get("1049"), "the alternate screen is in use")
        self.assertEqual(terminal.lines()[0], "The README example: rules, a switch that hides a row, a repeating group")
        self.assertNotIn("before one", "\n".join(terminal.lines()))
        self.assertEqual(terminal.lines()[-1], "  type to edit · Ctrl-S submit", "the hints are on the window's last line")
        terminal.send("ada@example.com")
        self.wait_value(terminal, "Email", "ada@example.com")
        attributes = self.submit(terminal)
        self.assertFalse(terminal.modes.get("1049"), "the alternate screen is left")
        self.assert_restored(terminal, attributes)
        lines = terminal.lines()
        self.assertEqual(lines[:3], ["before one", "before two", "✔ The README example: rules, a switch that hides a row, a repeating group"],
                         "what was on the screen is as it was, the summary below it")
        self.assertNotIn("❯ Email *", "\n".join(lines))
        _, values = terminal.summary_and_values()
        self.assertEqual(values, {"email": "ada@example.com", "frequency": "Weekly", "newsletter": True, "phones": []})

    def test_full_screen_resize_and_ctrl_c(self):
        terminal = self.start("event", "--full-screen", cols=60, rows=12, prefix="echo kept")
        self.assertEqual(terminal.lines()[-1], "  type to edit · Ctrl-S submit")
        terminal.send("Ab")
        self.wait_value(terminal, "Title", "Ab")
        terminal.proc.setwinsize(20, 70)
        terminal.screen.resize(20, 70)
        terminal.proc.kill(signal.SIGWINCH)
        terminal.wait_for(lambda t: t.lines()[-1] == "  type to edit · Ctrl-S submit" and row_line(t, "Title") is not None
                          and len(row_line(t, "Title")) == 69, what="the form at 70 by 20")
        self.assertEqual(value_of(terminal, "Title"), "Ab")
        terminal.send("\x03")
        attributes = terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 130)
        self.assert_restored(terminal, attributes)
        self.assertEqual(terminal.lines()[0], "kept")


def run_plain(arguments, answers, env=None, timeout=15):
    """Runs the program with answers on a pipe (or none), without a terminal."""
    environment = dict(os.environ, **ENVIRONMENT, **(env or {}))
    environment.pop("FORMWORK_PLAIN", None)
    started = time.time()
    result = subprocess.run(TUI + arguments, input=None if answers is None else answers.encode(),
                            stdin=subprocess.DEVNULL if answers is None else None,
                            capture_output=True, timeout=timeout, env=environment)
    return result, time.time() - started


class PlainTests(FormTestCase):
    def assert_no_escapes(self, result):
        self.assertNotIn(b"\x1b", result.stdout, "no escape code on standard output")
        self.assertNotIn(b"\x1b", result.stderr, "no escape code on standard error")

    def test_piped_answers_with_a_bad_email_first(self):
        result, _ = run_plain(["account"], "not-an-email\nada@example.com\nn\n")
        self.assert_no_escapes(result)
        errors = result.stderr.decode()
        self.assertEqual(result.returncode, 0, errors)
        self.assertEqual(json.loads(result.stdout), {"email": "ada@example.com", "frequency": "Weekly", "newsletter": True, "phones": []},
                         "standard output is the JSON and nothing else")
        lines = errors.split("\n")
        self.assertIn("Email (required): not-an-email", lines, "the question, and the answer written after it")
        self.assertIn("  ✗ Enter a valid email address.", lines)
        self.assertIn("Email (required) [now not-an-email]: ada@example.com", lines, "asked again")
        self.assertIn("Add to Phones? (y/N): n", lines)
        self.assertLess(lines.index("  ✗ Enter a valid email address."), lines.index("Add to Phones? (y/N): n"))
        self.assertIn("Done.", lines)

    def test_rows_that_have_a_value_are_shown_not_asked(self):
        # The rule: rows that already have a value need no prompt. Newsletter
        # (on) and Frequency (Weekly) are shown with their values, and the next answer
        # goes to the next question.
        result, _ = run_plain(["account"], "ada@example.com\nn\n")
        self.assert_no_escapes(result)
        errors = result.stderr.decode()
        self.assertEqual(result.returncode, 0, errors)
        self.assertEqual(json.loads(result.stdout), {"email": "ada@example.com", "frequency": "Weekly", "newsletter": True, "phones": []})
        lines = errors.split("\n")
        self.assertIn("Newsletter: Yes", lines)
        self.assertIn("Frequency: Weekly", lines)
        self.assertIn("Add to Phones? (y/N): n", lines)

    def test_piped_answers_add_phones(self):
        result, _ = run_plain(["account"], "ada@example.com\ny\n555\n5551234567\nyes\n555 765 4321\nno\n")
        self.assert_no_escapes(result)
        errors = result.stderr.decode()
        self.assertEqual(result.returncode, 0, errors)
        self.assertEqual(json.loads(result.stdout)["phones"], ["555-123-4567", "555-765-4321"])
        self.assertIn("Phone [###-###-####]: 555", errors.split("\n"))
        self.assertIn("  ✗ Enter a US phone number like 555-123-4567.", errors.split("\n"))

    def test_page_list_answered_line_by_line(self):
        # As a person answers: each line after its question.
        for page in ("1", "account"):
            with self.subTest(page=page):
                environment = dict(os.environ, **ENVIRONMENT)
                process = subprocess.Popen(TUI, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment)
                self.addCleanup(process.stderr.close)
                self.addCleanup(process.stdout.close)
                self.addCleanup(process.kill)
                errors = b""

                def wait_for(text):
                    nonlocal errors
                    end = time.time() + 10
                    while text not in errors:
                        ready, _, _ = select.select([process.stderr], [], [], max(0, end - time.time()))
                        if not ready:
                            raise AssertionError(f"timed out waiting for {text!r}; standard error:\n" + errors.decode())
                        chunk = os.read(process.stderr.fileno(), 65536)
                        if not chunk:
                            raise AssertionError(f"standard error ended before {text!r}:\n" + errors.decode())
                        errors += chunk

                wait_for(b"Page (required) [a number]: ")
                self.assertIn(b"  1) account\n", errors)
                self.assertIn(b"  10) event\n", errors)
                for answer, question in ((page, b"Email (required): "), ("ada@example.com", b"Add to Phones? (y/N): ")):
                    process.stdin.write(answer.encode() + b"\n")
                    process.stdin.flush()
                    wait_for(question)
                process.stdin.write(b"n\n")
                process.stdin.close()
                output = process.stdout.read()
                errors += process.stderr.read()
                self.assertEqual(process.wait(timeout=10), 0, errors.decode())
                self.assertEqual(json.loads(output)["email"], "ada@example.com")
                self.assertNotIn(b"\x1b", output + errors)

    def test_page_list_with_all_answers_piped_at_once(self):
        # The page list reads its answer and no further: the rest of the piped input
        # is left for the page's own questions.
        for page in ("1", "account"):
            with self.subTest(page=page):
                result, _ = run_plain([], page + "\nada@example.com\nn\n")
                self.assert_no_escapes(result)
                errors = result.stderr.decode()
                self.assertIn("  1) account", errors.split("\n"))
                self.assertEqual(result.returncode, 0, errors)
                self.assertEqual(json.loads(result.stdout)["email"], "ada@example.com")

    def test_end_of_input_names_the_required_rows(self):
        for arguments, named in ((["account"], "Email (This field is required.)"),
                                 (["event"], "Title (This field is required.)"),
                                 ([], "Page (This field is required.)")):
            with self.subTest(arguments=arguments):
                result, took = run_plain(arguments, None, timeout=10)
                self.assertLess(took, 5, "no wait for input that will never come")
                self.assertEqual(result.returncode, 1)
                self.assert_no_escapes(result)
                self.assertEqual(result.stdout, b"", "no values are printed")
                self.assertIn("formwork-demo: input ended before these were answered: " + named, result.stderr.decode())

    def test_end_of_input_after_a_refused_answer(self):
        result, took = run_plain(["account"], "not-an-email\n", timeout=10)
        self.assertLess(took, 5)
        self.assertEqual(result.returncode, 1)
        self.assert_no_escapes(result)
        self.assertIn("formwork-demo: input ended before these were answered: Email (Enter a valid email address.)",
                      result.stderr.decode())

    def test_plain_questions_can_ask_every_row(self):
        # A screen-reader user who wants every question: rows with values are offered,
        # Enter keeps the value and "-" clears it.
        # --every-row alone asks plain questions: it implies --plain.
        for how, argv, env in (("--every-row", TUI + ["account", "--every-row"], None),
                               ("FORMWORK_PLAIN=every", TUI + ["account"], {"FORMWORK_PLAIN": "every"})):
            with self.subTest(how=how):
                terminal = FormTerminal(argv, env=env)
                self.addCleanup(terminal.close)
                terminal.wait_for_text("Email (required):")
                terminal.send("ada@example.com\r")
                terminal.wait_for_text("Newsletter [y/n, Enter keeps Yes, - clears]:")
                terminal.send("\r")
                terminal.wait_for_text("Frequency [a number, Enter keeps Weekly, - clears]:")
                terminal.send("1\r")
                terminal.wait_for_text("Add to Phones? (y/N):")
                terminal.send("n\r")
                terminal.finish()
                self.assertEqual(terminal.proc.exitstatus, 0)
                self.assertNotIn(b"\x1b", terminal.output)
                text = terminal.output.decode().replace("\r\n", "\n")
                self.assertEqual(json.loads(text[text.index("\n{") + 1:]), {"email": "ada@example.com", "frequency": "Daily",
                                                                            "newsletter": True, "phones": []})

    def test_plain_questions_in_a_terminal_when_asked(self):
        # In a terminal, --plain, TERM=dumb and FORMWORK_PLAIN=1 each ask plain
        # questions: no escape code, the terminal echoing what is typed.
        for how, argv, env in (("--plain", TUI + ["account", "--plain"], None),
                               ("TERM=dumb", ["env", "TERM=dumb"] + TUI + ["account"], None),
                               ("FORMWORK_PLAIN=1", TUI + ["account"], {"FORMWORK_PLAIN": "1"})):
            with self.subTest(how=how):
                terminal = FormTerminal(argv, env=env)
                self.addCleanup(terminal.close)
                terminal.wait_for_text("Email (required):")
                terminal.send("ada@example.com\r")
                terminal.wait_for_text("Add to Phones? (y/N):")
                self.assertIn("Email (required): ada@example.com", terminal.lines())
                self.assertIn("Newsletter: Yes", terminal.lines())
                terminal.send("n\r")
                terminal.finish()
                self.assertEqual(terminal.proc.exitstatus, 0)
                self.assertNotIn(b"\x1b", terminal.output)
                text = terminal.output.decode().replace("\r\n", "\n")
                self.assertEqual(json.loads(text[text.index("\n{") + 1:]), {"email": "ada@example.com", "frequency": "Weekly",
                                                                            "newsletter": True, "phones": []})


CRAFTED = "1e-9223372036854775808"


# Words the terminal says in English (its hints, notes, switch and list words, and
# plain mode's questions): none may show on the French page, whose author wrote French.
ENGLISH = set("""on off choose type to edit submit toggle change press open done cancel undo field move delete
add back list load remove path file no set form filter matches of error errors fix cancelled enter space
esc backspace item items more required keeps clears now answer not some answers need another look numbers
number separated by commas words search chosen""".split())


def words(text):
    """The words of a text, lowercased: runs of letters of two or more."""
    return {word for word in re.split(r"[^\w]|[\d_]", text.lower()) if len(word) > 1}


class LanguageTests(FormTestCase):
    """The terminal says its own words in the form's language."""

    def test_the_french_page_says_no_english_word(self):
        terminal = self.start("french", cols=100)
        screens = ["\n".join(terminal.lines())]
        for title in ("Âge", "Taille (m)", "Lettre d’information", "Fréquence"):
            terminal.send("\t")
            self.wait_focus(terminal, title)
            screens.append("\n".join(terminal.lines()))
        # The list of a push row, open, filtered to nothing.
        terminal.send("\r")
        terminal.wait_for_text("tapez pour filtrer")
        terminal.send("zzz")
        terminal.wait_for_text("Aucune option ne correspond")
        screens.append("\n".join(terminal.lines()))
        terminal.send("\x1b")
        terminal.wait_for(lambda t: "Aucune option ne correspond" not in "\n".join(t.lines()), what="the list closed")
        # Submitted with the required email missing.
        terminal.send("\x13")
        terminal.wait_for(lambda t: hint_line(t) == "  1 erreur à corriger", what="the note of one error")
        screens.append("\n".join(terminal.lines()))
        everything = "\n".join(screens)
        for phrase in ("Activé ━●", "Choisir… ▾", "tapez pour modifier · Ctrl-S envoyer", "Entrée choisir · Échap annuler",
                       "Ce champ est obligatoire."):
            self.assertIn(phrase, everything)
        left = words(everything) & ENGLISH
        self.assertEqual(left, set(), "English on the French page: %s\n%s" % (sorted(left), everything))
        terminal.send("\x03")
        terminal.finish()

    def test_the_french_page_in_plain_mode_says_no_english_word(self):
        result, _ = run_plain(["french", "--every-row"], "pas-un-courriel\nada@example.com\n\n\n\nzzz\n2\no\n555 0100\nn\n")
        errors = result.stderr.decode()
        self.assertEqual(result.returncode, 0, errors)
        for phrase in ("Courriel (obligatoire): pas-un-courriel", "Entrée garde Oui, - efface",
                       "Aucune option ne correspond à « zzz »", "Ajouter à Téléphones ? (o/N)", "Terminé."):
            self.assertIn(phrase, errors)
        left = words(errors) & ENGLISH
        self.assertEqual(left, set(), "English in plain mode: %s\n%s" % (sorted(left), errors))
        self.assertEqual(json.loads(result.stdout)["frequence"], "Chaque semaine")

    def test_the_arabic_page_says_arabic_words(self):
        terminal = self.start("arabic", cols=100)
        lines = "\n".join(terminal.lines())
        self.assertIn("تشغيل ━●", lines)
        self.assertIn("اكتب للتعديل · Ctrl-S إرسال", lines)
        terminal.send("\x03")
        terminal.finish()


class CustomRowTests(FormTestCase):
    """The gallery's custom rows, drawn and asked by their own presenters."""

    def test_week_days_chosen_with_arrows_and_space(self):
        terminal = self.start("custom", cols=100)
        self.wait_value(terminal, "Open on", "●Mon ●Tue ●Wed ●Thu ●Fri ○Sat ○Sun")
        self.assertIsNone(row_line(terminal, "Weekend hours"))
        terminal.send("\x1b[D ")
        self.wait_value(terminal, "Open on", "●Mon ●Tue ●Wed ●Thu ●Fri ○Sat ●Sun")
        terminal.wait_for(lambda t: row_line(t, "Weekend hours") is not None, what="the weekend hours shown")
        terminal.send("\t")
        terminal.wait_for_text("0 of 40")
        terminal.send("Open late")
        terminal.wait_for_text("9 of 40")
        self.submit(terminal)
        _, values = terminal.summary_and_values()
        self.assertEqual(sorted(values["days"]), ["fri", "mon", "sun", "thu", "tue", "wed"])
        self.assertEqual(values["note"], "Open late")

    def test_week_days_typed_by_name_in_plain_mode(self):
        result, _ = run_plain(["custom", "--every-row"], "sat, funday\nsat sun\nSee you on holidays\n10-16\nChristmas\n")
        errors = result.stderr.decode()
        self.assertEqual(result.returncode, 0, errors)
        self.assertIn("Open on (required) [Mon Tue Wed Thu Fri Sat Sun, e.g. Sat, Sun", errors)
        self.assertIn('  ✗ No option matches "funday"', errors)
        self.assertIn("Note for customers [0 of 40, e.g. Closed on public holidays]", errors)
        values = json.loads(result.stdout)
        self.assertEqual(sorted(values["days"]), ["sat", "sun"])
        self.assertEqual((values["weekendHours"], values["holidays"]), ("10-16", "Christmas"))


class ColourRowTests(FormTestCase):
    def swatch(self, terminal, title):
        """The colour of the two cells after a colour row's text, as pyte reads it."""
        for y, line in enumerate(terminal.lines()):
            match = ROW.match(line)
            if match and match.group("title") == title and "\u2588\u2588" in line:
                x = line.index("\u2588\u2588")
                return terminal.screen.buffer[y][x].fg
        return None

    def test_a_colour_is_a_hex_field_with_a_swatch_in_its_colour(self):
        # A terminal that says it shows true colour gets the colour itself.
        terminal = self.start("catalogue", cols=100, rows=40, env={"COLORTERM": "truecolor"})
        self.focus(terminal, "Accent colour")
        terminal.wait_for(lambda t: self.swatch(t, "Accent colour") == "3366cc", what="a swatch of #3366cc")
        terminal.send("\x7f" * 7 + "#F80")
        terminal.wait_for(lambda t: self.swatch(t, "Accent colour") == "ff8800", what="the swatch following what is typed")
        terminal.send("\x7f" * 4 + "red")
        terminal.send("\t")
        terminal.wait_for_text("Enter this in the format #rrggbb.")
        self.assertIsNone(self.swatch(terminal, "Accent colour"), "no colour, no swatch")
        self.assertEqual(value_of(terminal, "Accent colour"), "red", "what was typed stays")
        terminal.send("\x1b[Z")
        self.wait_focus(terminal, "Accent colour")
        terminal.send("\x7f" * 3 + "#00AA11")
        terminal.wait_for(lambda t: self.swatch(t, "Accent colour") == "00aa11", what="a swatch of #00aa11")
        self.submit(terminal)
        _, values = terminal.summary_and_values()
        self.assertEqual(values["accent"], "#00aa11")


class HostileInputTests(FormTestCase):
    """What once stopped the program: a number typed whose exponent is the smallest
    whole number, a megabyte of empty answers, a crash signal in the middle of an
    edit."""

    def test_a_crafted_decimal_typed_into_a_row_is_an_error_under_it(self):
        terminal = self.start("french", cols=100)
        self.focus(terminal, "Taille (m)")
        terminal.send(CRAFTED)
        self.wait_value(terminal, "Taille (m)", CRAFTED)
        terminal.send("\t")
        terminal.wait_for_text("Saisissez un nombre.")
        self.assertTrue(terminal.proc.isalive(), "the program goes on")
        self.assertEqual(value_of(terminal, "Taille (m)"), CRAFTED, "what was typed stays")
        terminal.send("\x03")
        attributes = terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 130)
        self.assert_restored(terminal, attributes)

    def test_a_crafted_decimal_answered_in_plain_mode_is_asked_again(self):
        result, _ = run_plain(["french"], "ada@example.com\n\n%s\n1,75\n\nn\n" % CRAFTED)
        errors = result.stderr.decode()
        self.assertEqual(result.returncode, 0, errors)
        self.assertIn("Taille (m) [p. ex. 1,75]: " + CRAFTED, errors.split("\n"))
        self.assertIn("  ✗ Saisissez un nombre.", errors.split("\n"))
        self.assertEqual(json.loads(result.stdout)["taille"], 1.75)

    def test_a_megabyte_of_empty_answers_ends_the_run_naming_the_question(self):
        result, took = run_plain(["account"], "\n" * (1 << 20), timeout=20)
        self.assertLess(took, 10)
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stdout, b"")
        self.assertLess(len(result.stderr), 4096, "a few lines, not a prompt for every line read")
        self.assertIn('formwork-demo: no answer to "Email (required)" could be taken after several tries', result.stderr.decode())

    def test_a_person_at_a_terminal_may_take_as_many_tries_as_they_like(self):
        # The limit on refused answers is for input that is not a person's: at a
        # terminal, Enter pressed again and again asks again.
        terminal = FormTerminal(TUI + ["account", "--plain"])
        self.addCleanup(terminal.close)
        terminal.wait_for_text("Email (required):")
        for _ in range(6):
            terminal.send("\r")
            terminal.pump(0.2)
        self.assertTrue(terminal.proc.isalive(), "six empty answers at a terminal end nothing")
        self.assertNotIn("stopping here", "\n".join(terminal.lines()))
        terminal.send("ada@example.com\r")
        terminal.wait_for_text("Add to Phones? (y/N):")
        terminal.send("n\r")
        terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 0)

    def test_a_crash_signal_mid_edit_restores_the_terminal_and_ends_at_once(self):
        # With the environment as a person has it: Swift's crash handler, which would
        # stop to ask whether to debug, is passed over.
        for sig in (signal.SIGQUIT, signal.SIGSEGV, signal.SIGABRT, signal.SIGILL):
            with self.subTest(signal=sig.name):
                terminal = self.start("event", env={"SWIFT_BACKTRACE": None})
                terminal.send("Half typ")
                self.wait_value(terminal, "Title", "Half typ")
                started = time.time()
                terminal.proc.kill(sig)
                attributes = terminal.finish(timeout=5)
                self.assertLess(time.time() - started, 3, "ended at once, not after a prompt")
                self.assertEqual(terminal.proc.signalstatus, sig)
                self.assert_restored(terminal, attributes)

    def test_a_signal_the_program_ignores_stays_ignored(self):
        # Started as under nohup: SIGHUP ignored. It changes nothing, and the form
        # goes on in raw mode.
        terminal = self.start("event", prefix="trap '' HUP")
        terminal.send("Ab")
        self.wait_value(terminal, "Title", "Ab")
        terminal.proc.kill(signal.SIGHUP)
        terminal.pump(0.3)
        self.assertTrue(terminal.proc.isalive())
        terminal.send("c")
        self.wait_value(terminal, "Title", "Abc")
        attributes = termios.tcgetattr(terminal.proc.fd)
        self.assertFalse(attributes[3] & termios.ICANON, "still in raw mode")
        terminal.send("\x03")
        attributes = terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 130)
        self.assert_restored(terminal, attributes)

    def test_a_crash_with_backtraces_asked_for_prints_one_and_ends(self):
        terminal = self.start("event", env={"SWIFT_BACKTRACE": "enable=yes,interactive=no"})
        terminal.send("Half typ")
        self.wait_value(terminal, "Title", "Half typ")
        terminal.proc.kill(signal.SIGSEGV)
        attributes = terminal.finish(timeout=60)
        self.assertEqual(terminal.proc.signalstatus, signal.SIGSEGV)
        self.assert_restored(terminal, attributes)
        self.assertIn(b"Program crashed", terminal.output, "Swift's backtracer ran, as asked")


if __name__ == "__main__":
    unittest.main(verbosity=2)
