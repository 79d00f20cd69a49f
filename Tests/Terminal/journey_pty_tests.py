"""A journey across front ends: a draft of the gallery's visa application saved on
the web is finished in a terminal, and one left in a terminal is taken up on the web.

`formwork-demo serve` and `formwork-demo tui` share one SQLite file; the terminal
runs in a pseudo-terminal read by pyte, and the web is spoken to as a browser does
(cookies, the page's token, posts answered with redirects). Run by
scripts/terminal-tests; FORMWORK_DEMO names the program.
"""
import http.cookiejar
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from terminal_pty_tests import Terminal  # noqa: E402

DEMO = os.environ.get("FORMWORK_DEMO", "Apps/.build/debug/formwork-demo").split()
CODE = re.compile(rb"draft: ([0-9a-z]{26})")


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


class Browser:
    """Cookies, the last page's hidden fields, and posts as a form sends them."""

    def __init__(self, base):
        self.base = base
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar), NoRedirect)
        self.hidden = {}

    def request(self, path, fields=None):
        data = urllib.parse.urlencode(fields).encode() if fields is not None else None
        request = urllib.request.Request(self.base + path, data=data)
        if data is not None:
            request.add_header("Origin", self.base)
        try:
            response = self.opener.open(request)
            status, headers, body = response.status, response.headers, response.read().decode()
        except urllib.error.HTTPError as error:
            status, headers, body = error.code, error.headers, error.read().decode()
        self.hidden = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', body)) or self.hidden
        return status, headers.get("Location"), body

    def post(self, path, fields):
        return self.request(path, dict(self.hidden, **fields))


class JourneyAcrossFrontEndsTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp()
        cls.database = os.path.join(cls.folder, "gallery.sqlite")
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        cls.log = open(os.path.join(cls.folder, "serve.log"), "wb")
        cls.server = subprocess.Popen(DEMO + ["serve", "--port", str(port), "--database", cls.database,
                                              "--secret", "journey-pty-tests-secret"], stdout=cls.log, stderr=cls.log)
        cls.base = "http://127.0.0.1:%d" % port
        for _ in range(100):
            try:
                urllib.request.urlopen(cls.base + "/load/hello")
                break
            except OSError:
                time.sleep(0.1)

    @classmethod
    def tearDownClass(cls):
        cls.server.terminate()
        cls.server.wait(timeout=10)
        cls.log.close()

    def tui(self, *arguments, cols=100, rows=40):
        terminal = Terminal(DEMO + ["tui", "visa", "--database", self.database] + list(arguments), cols=cols, rows=rows,
                            env={"TZ": "UTC"})
        self.addCleanup(terminal.close)
        return terminal

    def answer(self, terminal, question, text):
        terminal.wait_for(lambda t: question.encode() in t.output.rsplit(b"\n", 1)[-1], what=repr(question))
        terminal.send(text + "\r")

    def saved_on_the_web(self):
        """A browser that answered the visa's first page and saved it: the browser and the draft's code."""
        web = Browser(self.base)
        web.request("/gallery/visa")
        status, location, _ = web.post("/gallery/visa", {"fullName": "Ada Lovelace", "birthDate": "1990-02-01",
                                                         "nationality": "French", "fw-step": "save"})
        self.assertEqual(status, 303)
        code = location.split("/")[3]
        self.assertEqual(location, "/gallery/visa/%s/saved" % code)
        return web, code

    def test_a_draft_saved_on_the_web_is_finished_in_a_terminal(self):
        web, code = self.saved_on_the_web()

        terminal = self.tui("--plain", "--resume", code)
        # What the web saved is shown, not asked again.
        terminal.wait_for_text("Full name: Ada Lovelace")
        self.answer(terminal, "Purpose of the trip (required) [a number]: ", "3")
        self.answer(terminal, "Nights (required): ", "30")
        terminal.wait_for_text("Page 3 of 6 (< goes back a page)")
        # Back a page: its answers are offered to keep.
        self.answer(terminal, "School or university (required): ", "<")
        self.answer(terminal, "Purpose of the trip (required) [a number, Enter keeps Study, - clears]: ", "")
        self.answer(terminal, "Nights (required) [Enter keeps 30, - clears]: ", "")
        self.answer(terminal, "School or university (required): ", "Sorbonne")
        self.answer(terminal, "Course: ", "")
        self.answer(terminal, "Add to Companions? (y/N): ", "")
        self.answer(terminal, "Passport scan [path to a file]: ", "")
        self.answer(terminal, "Email (required): ", "ada@example.com")
        self.answer(terminal, "Phone: ", "")
        terminal.wait_for_text("Check your answers")
        self.answer(terminal, "Number of an answer to change, or Enter to submit: ", "")
        terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 0, terminal.output.decode(errors="replace"))
        self.assertIn(b'"school" : "Sorbonne"', terminal.output)

        # The web knows it was sent, and lists it.
        status, _, body = web.request("/gallery/visa/" + code)
        self.assertEqual(status, 410)
        self.assertIn("already sent", body)
        _, _, listed = web.request("/submissions")
        self.assertIn("Sorbonne", listed)

    def cli(self, *arguments):
        """`formwork-demo cli visa` with the shared database, its input a closed pipe."""
        done = subprocess.run(DEMO + ["cli", "--database", self.database, "visa"] + list(arguments), capture_output=True,
                              timeout=60, env=dict(os.environ, TZ="UTC"), stdin=subprocess.DEVNULL)
        return done.returncode, done.stdout.decode(), done.stderr.decode()

    def test_a_draft_saved_on_the_web_is_finished_as_a_command_line(self):
        web, code = self.saved_on_the_web()
        status, out, err = self.cli("--resume", code, "--print-resolved")
        self.assertEqual(status, 65, err)
        self.assertIn("fullName     Ada Lovelace  ← draft " + code, out)
        status, out, err = self.cli("--resume", code, "--purpose", "Business", "--nights", "4", "--email", "ada@example.com",
                                    "--no-input")
        self.assertEqual(status, 0, err)
        self.assertIn('"fullName" : "Ada Lovelace"', out)
        self.assertIn('"nights" : 4', out)
        status, _, body = web.request("/gallery/visa/" + code)
        self.assertEqual(status, 410, "finished here, it is not sent again on the web")

    def test_a_draft_saved_by_the_command_line_is_finished_on_the_web(self):
        status, out, err = self.cli("--fullName", "Grace Hopper", "--birthDate", "1906-12-09", "--nationality", "Other",
                                    "--save-draft")
        self.assertEqual(status, 0, err)
        self.assertIn("--purpose: This field is required.", err, "what is still missing is said")
        code = out.strip().split("draft: ")[1]
        web = Browser(self.base)
        status, location, _ = web.request("/gallery/visa/" + code)
        self.assertEqual((status, location), (303, "/gallery/visa/%s/2" % code), "the first page is answered")
        status, _, page = web.request(location)
        self.assertEqual(status, 200)
        status, location, _ = web.post(location, {"purpose": "Tourism", "nights": "3"})
        self.assertEqual((status, location), (303, "/gallery/visa/%s/4" % code), "not a student: on to the companions")

    def test_a_journey_left_in_full_screen_is_taken_up_on_the_web(self):
        terminal = self.tui("--full-screen")
        terminal.wait_for_text("Full name")
        terminal.send("Grace Hopper")
        terminal.wait_for_text("Grace Hopper")
        terminal.send("\x03")
        terminal.finish()
        self.assertEqual(terminal.proc.exitstatus, 130)
        match = CODE.search(terminal.output)
        self.assertIsNotNone(match, terminal.output.decode(errors="replace"))
        code = match.group(1).decode()

        web = Browser(self.base)
        status, location, _ = web.request("/gallery/visa/" + code)
        self.assertEqual((status, location), (303, "/gallery/visa/%s/1" % code), "the first page still needs answers")
        status, _, page = web.request(location)
        self.assertEqual(status, 200)
        self.assertIn('value="Grace Hopper"', page)
        # Finished on the web from there.
        status, location, _ = web.post(location, {"fullName": "Grace Hopper", "birthDate": "1906-12-09",
                                                  "nationality": "Other"})
        self.assertEqual((status, location), (303, "/gallery/visa/%s/2" % code))

    def screen_text(self, terminal):
        return "\n".join(terminal.lines())

    def keep_screen(self, terminal, name):
        """With FORMWORK_SCREENSHOTS set, the screen as text in that folder, for the README."""
        folder = os.environ.get("FORMWORK_SCREENSHOTS")
        if folder:
            with open(os.path.join(folder, name + ".txt"), "w") as out:
                out.write(self.screen_text(terminal).rstrip("\n") + "\n")

    def test_a_draft_saved_on_the_web_is_walked_page_by_page_in_full_screen(self):
        web = Browser(self.base)
        web.request("/gallery/visa")
        status, location, _ = web.post("/gallery/visa", {"fullName": "Ada Lovelace", "birthDate": "1990-02-01",
                                                         "nationality": "French"})
        self.assertEqual(status, 303)
        code = location.split("/")[3]
        web.request(location)
        status, location, _ = web.post(location, {"purpose": "Business", "nights": "4", "fw-step": "save"})
        self.assertEqual((status, location), (303, "/gallery/visa/%s/saved" % code))

        terminal = self.tui("--full-screen", "--resume", code)
        # Where the web left it: the trip page, with what was saved.
        terminal.wait_for_text("Page 2 of 5")
        self.assertIn("Your trip", self.screen_text(terminal))
        self.assertNotIn("Full name", self.screen_text(terminal), "one page at a time")
        self.assertIn("Ctrl-S continue", terminal.lines()[-1])
        # Back a page keeps the answers; continuing comes back.
        terminal.send("\x10")
        terminal.wait_for_text("Page 1 of 5")
        self.assertIn("Ada Lovelace", self.screen_text(terminal))
        terminal.send("\x13")
        terminal.wait_for_text("Page 2 of 5")
        # A wrong number keeps the page, with its error.
        terminal.send("\t")
        terminal.send("\x7f999")
        terminal.send("\x13")
        terminal.wait_for_text("1 error to fix")
        self.assertIn("Page 2 of 5", self.screen_text(terminal))
        terminal.send("\x7f\x7f\x7f7")
        terminal.send("\x13")
        terminal.wait_for_text("Page 3 of 5")
        self.assertIn("Companions", self.screen_text(terminal), "not a student: the studies page is off the path")
        self.keep_screen(terminal, "journey-terminal-page")
        terminal.send("\x13")
        terminal.wait_for_text("Page 4 of 5")
        terminal.send("\x13")
        terminal.wait_for_text("Page 5 of 5")
        terminal.send("ada@example")
        terminal.send("\x13")
        terminal.wait_for_text("1 error to fix")
        terminal.send(".com")
        terminal.send("\x13")
        terminal.wait_for_text("Check your answers")
        review = self.screen_text(terminal)
        for text in ("Ada Lovelace", "Business", "ada@example.com", "Not provided", "About you", "Contact"):
            self.assertIn(text, review)
        self.keep_screen(terminal, "journey-terminal-review")
        # The review jumps to an answer's page, and continuing comes back to it.
        terminal.send("\x1b[F")  # End: the submit line
        terminal.wait_for(lambda t: any(line.startswith("❯ Submit") for line in t.lines()), what="the submit line chosen")
        for _ in range(2):
            terminal.send("\x1b[A")
        terminal.wait_for(lambda t: any(line.startswith("❯ Email") for line in t.lines()), what="the email chosen")
        terminal.send("\r")
        terminal.wait_for_text("Page 5 of 5")
        terminal.send("\x15ada@example.org")
        terminal.send("\x13")
        terminal.wait_for_text("Check your answers")
        self.assertIn("ada@example.org", self.screen_text(terminal))
        terminal.send("\x13")
        terminal.finish()
        output = terminal.output.decode(errors="replace")
        self.assertEqual(terminal.proc.exitstatus, 0, output)
        self.assertIn('"email" : "ada@example.org"', output)
        self.assertIn('"nights" : 7', output)

        status, _, body = web.request("/gallery/visa/" + code)
        self.assertEqual(status, 410, "finished in the terminal, the web knows it was sent")


if __name__ == "__main__":
    unittest.main(verbosity=2)
