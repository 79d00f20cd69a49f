"""Hostile clients against the gallery's web server (formwork-demo serve): what a
client that lies, stalls or floods may do to the server, and what the server
must answer instead of crashing, hanging or growing without bound. The same
suite runs against the gallery on Hummingbird and on Vapor
(FORMWORK_HOSTILE_SERVER=hummingbird or vapor, passed as --server).

A. Crafted numbers in every number field, repeating-group actions out of range,
   and posts without a token or with an expired or foreign one.
B. Slow clients: request heads trickled a byte at a time, connections that send
   nothing, idle keep-alive connections, a client that reads nothing, bodies
   trickled ten bytes at a time; all closed by the server's timeouts while
   ordinary requests keep being answered.
C. Declared lengths: a huge Content-Length refused at once (413, closed), a post
   without its cookie refused before its body (403, closed), an upload over the
   limit, a urlencoded body over 1 MiB, a body cut short of its length (not
   stored) or followed by junk, a chunk size that is not hex (400).
D. Forty concurrent uploads of about 9 MB held just short of their end: the
   server's memory stays bounded (it refuses what it cannot hold with 503 and
   closes those connections, so no client is left blocked sending) and comes back
   down afterwards.
E. Amplification: a post claiming 100000 repeated items gets a small page.
F. The submissions page is paged and bounded in size.
G. The Host header: only the served address (and --allowed-host) is answered.
I. Journeys (the visa application): posts to later pages and pages off the path,
   fields of other pages, forged and replayed page fields, guessed, malformed,
   expired and submitted codes, a draft over its size limit, and a burst of saves
   of one page; the drafts are read from the server's database to show that
   nothing was stored that the path does not allow.
H. At the end (Z_EndTests, run last) the server is alive, never died during the
   run, and its memory is back near the baseline.

A test that kills the server notes it, and the next test (or the next post of a
loop in A) starts another, so that one crash does not hide every other result;
the last test fails if the server died at all.

Run by scripts/hostile-tests, or by hand:

    FORMWORK_DEMO=Apps/.build/debug/formwork-demo python3 Tests/Hostile/server_hostile_tests.py [unittest args]

It starts its own formwork-demo on a free loopback port with the flags in
SERVER_FLAGS (one server for the whole suite, and a short-lived second one for
--allowed-host), with a database in a temporary folder. FORMWORK_HOSTILE_SEED
fixes the random choices (default 20261125); FORMWORK_HOSTILE_LONG=1 multiplies
rounds and connections for a longer run by hand. Python 3.11 standard library
only; Linux only (the server's memory is read from /proc/PID/status).
"""
import base64
import hashlib
import hmac
import html.parser
import http.client
import json
import os
import random
import re
import resource
import select
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import unittest
import urllib.parse

DEMO = os.environ.get("FORMWORK_DEMO", "Apps/.build/debug/formwork-demo")
# The server under test: hummingbird or vapor (formwork-demo serve --server).
SERVER_KIND = os.environ.get("FORMWORK_HOSTILE_SERVER", "hummingbird")
SECRET = "hostile-tests-secret-01"
IDLE_TIMEOUT = 2  # seconds, as passed with --idle-timeout
REQUEST_TIMEOUT = 4  # seconds, as passed with --request-timeout
BUFFERED_BODY_LIMIT = 64 * 1024 * 1024  # bytes, as passed with --buffered-body-limit

# The flags every server of this suite is started with (besides --port and --database).
SERVER_FLAGS = [
    "--server", SERVER_KIND,
    "--secret", SECRET,
    "--idle-timeout", str(IDLE_TIMEOUT),
    "--request-timeout", str(REQUEST_TIMEOUT),
    "--buffered-body-limit", str(BUFFERED_BODY_LIMIT),
]
# The second server's extra flags, and the host they allow.
ALLOWED_HOST = "forms.example"
SECOND_SERVER_FLAGS = ["--allowed-host", ALLOWED_HOST]

SEED = int(os.environ.get("FORMWORK_HOSTILE_SEED", "20261125"))
LONG = os.environ.get("FORMWORK_HOSTILE_LONG", "") == "1"
SCALE = 4 if LONG else 1

MB = 1024 * 1024
# Memory the server may gain while forty uploads are held, and keep at the end.
RSS_HOLD_MARGIN = 200 * MB
RSS_SETTLED_MARGIN = 50 * MB

# Texts typed into number fields.
EXTREME_NUMBERS = [
    "1e-9223372036854775808",
    "-9223372036854775808",
    "9223372036854775808",
    "1e309",
    "1e-400",
    "-0",
    "NaN",
    "1e99999999999999999999",
    "0x1F",
    "9" * 400,
    "1,5",
]
NUMBER_KINDS = ("integer", "decimal", "slider", "stepper")

SERVER = None  # the suite's server, started by setUpModule
# Each time the server died or stopped answering: (the test before which it was
# found so, what its log says). The server is then started again, so that one crash
# does not hide the other tests' results; the last test fails if any is recorded.
DEATHS = []
BASELINE_RSS = None  # its RSS after warming up, in bytes
WORK = None  # the temporary folder


# ---------------------------------------------------------------- the server

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """One formwork-demo process with its own database, on a free loopback port."""

    def __init__(self, folder, extra_flags=()):
        self.port = free_port()
        self.log_path = os.path.join(folder, "demo-%d.log" % self.port)
        self.log = open(self.log_path, "w+")
        self.command = [DEMO, "serve", "--port", str(self.port),
                        "--database", os.path.join(folder, "demo-%d.sqlite" % self.port)] \
            + SERVER_FLAGS + list(extra_flags)
        self.process = subprocess.Popen(self.command, stdout=self.log, stderr=subprocess.STDOUT)
        for _ in range(300):
            if "Formwork gallery on" in self.log_text():
                return
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        text = self.log_text()
        self.stop()
        raise RuntimeError("formwork-demo did not start (%s):\n%s" % (" ".join(self.command), text[-2000:]))

    @property
    def pid(self):
        return self.process.pid

    def log_text(self):
        with open(self.log_path, errors="replace") as f:
            return f.read()

    def alive(self):
        return self.process.poll() is None

    def rss(self):
        """The process's resident memory in bytes (VmRSS), or None once it has exited."""
        try:
            with open("/proc/%d/status" % self.pid) as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) * 1024
        except OSError:
            return None
        return None

    def state(self, wait=0):
        """A line on the process, for failure messages; waits up to `wait` seconds
        for it to exit (a crashing server writes its backtrace first)."""
        deadline = time.monotonic() + wait
        while self.alive() and time.monotonic() < deadline:
            time.sleep(0.2)
        if not self.alive():
            return "server EXITED with %s:\n%s" % (self.process.returncode, crash_summary(self.log_text()))
        return "server alive, RSS %s (baseline %s)" % (mb(self.rss()), mb(BASELINE_RSS))

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self.log.close()


def crash_summary(log):
    """What a crash log says: Swift's "Program crashed" line, a fatal error's
    message and the crashed thread's first frames; else the log's tail."""
    lines = log.splitlines()
    kept = [line for line in lines if "Program crashed" in line or "Fatal error" in line]
    for i, line in enumerate(lines):
        if line.endswith(" crashed:"):
            kept += lines[i:i + 8]
            break
    return "\n".join(kept) if kept else log[-1500:]


def mb(value):
    return "?" if value is None else "%.1f MB" % (value / MB)


# ---------------------------------------------------------------- HTTP helpers

class Answer:
    def __init__(self, status, headers, body, elapsed):
        self.status, self.headers, self.body, self.elapsed = status, headers, body, elapsed

    @property
    def text(self):
        return self.body.decode("utf-8", "replace")

    def header(self, name):
        return self.headers.get(name.lower())

    def __repr__(self):
        return "%s in %.2fs, %d bytes: %r" % (self.status, self.elapsed, len(self.body), self.body[:200])


def request(method, path, body=None, headers=None, port=None, timeout=30):
    """One request on a fresh connection with http.client; a Host header in
    `headers` replaces the one http.client would send."""
    port = port or SERVER.port
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    started = time.monotonic()
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        data = response.read()
        return Answer(response.status, {k.lower(): v for k, v in response.getheaders()}, data,
                      time.monotonic() - started)
    finally:
        connection.close()


def get(path, **options):
    return request("GET", path, **options)


def urlencode(fields):
    return urllib.parse.urlencode(fields, quote_via=urllib.parse.quote).encode()


def multipart(fields, files=(), boundary=None):
    """A multipart/form-data body: `fields` as (name, value) pairs, `files` as
    (name, filename, content type, bytes). Returns (content type, body)."""
    boundary = boundary or "----hostile%016x" % random.getrandbits(64)
    parts = []
    for name, value in fields:
        parts.append(("--%s\r\nContent-Disposition: form-data; name=\"%s\"\r\n\r\n" % (boundary, name)).encode()
                     + value.encode() + b"\r\n")
    for name, filename, content_type, data in files:
        parts.append(("--%s\r\nContent-Disposition: form-data; name=\"%s\"; filename=\"%s\"\r\n"
                      "Content-Type: %s\r\n\r\n" % (boundary, name, filename, content_type)).encode()
                     + data + b"\r\n")
    parts.append(("--%s--\r\n" % boundary).encode())
    return "multipart/form-data; boundary=" + boundary, b"".join(parts)


class FormFields(html.parser.HTMLParser):
    """What a browser sends for a page's form with no button pressed: enabled
    inputs (checked boxes only), selects, text areas. Also notes each row's kind,
    the form's encoding and whether it has file inputs."""

    def __init__(self):
        super().__init__()
        self.fields, self.kinds, self.file_inputs = [], {}, []
        self.multipart = False
        self.disabled_fieldsets = []  # a stack of booleans
        self.select = None  # [name, first value, selected values, disabled]
        self.textarea = None  # [name, text, disabled]

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        inherited = any(self.disabled_fieldsets)
        disabled = "disabled" in a or inherited
        match = re.search(r"\bfw-kind-(\w+)", a.get("class", ""))
        if match and "data-row" in a:
            self.kinds[a["data-row"]] = match.group(1)
        if tag == "form":
            self.multipart = a.get("enctype", "") == "multipart/form-data"
        elif tag == "fieldset":
            self.disabled_fieldsets.append("disabled" in a)
        elif tag == "input":
            kind = a.get("type", "text").lower()
            name = a.get("name")
            if not name or disabled or kind in ("submit", "button", "image", "reset"):
                return
            if kind == "file":
                self.file_inputs.append(name)
            elif kind in ("checkbox", "radio"):
                if "checked" in a:
                    self.fields.append((name, a.get("value", "on")))
            else:
                self.fields.append((name, a.get("value", "")))
        elif tag == "select":
            self.select = [a.get("name"), None, [], disabled]
        elif tag == "option" and self.select is not None:
            value = a.get("value", "")
            if self.select[1] is None:
                self.select[1] = value
            if "selected" in a:
                self.select[2].append(value)
        elif tag == "textarea":
            self.textarea = [a.get("name"), "", disabled]

    def handle_data(self, data):
        if self.textarea is not None:
            self.textarea[1] += data

    def handle_endtag(self, tag):
        if tag == "fieldset" and self.disabled_fieldsets:
            self.disabled_fieldsets.pop()
        elif tag == "select" and self.select is not None:
            name, first, selected, disabled = self.select
            if name and not disabled:
                for value in selected or ([first] if first is not None else []):
                    self.fields.append((name, value))
            self.select = None
        elif tag == "textarea" and self.textarea is not None:
            name, text, disabled = self.textarea
            if name and not disabled:
                self.fields.append((name, text[1:] if text.startswith("\n") else text))
            self.textarea = None


class Page:
    """A gallery page as a browser holds it: its cookie, its token, its form."""

    def __init__(self, path, cookie=None, port=None, answer=None):
        self.path, self.port = path, port or SERVER.port
        if answer is None:
            headers = {"Cookie": "fw_csrf=" + cookie} if cookie else {}
            answer = get(path, headers=headers, port=self.port)
            assert answer.status == 200, "GET %s: %r" % (path, answer)
        self.html = answer.text
        match = re.search(r"fw_csrf=([^;]+)", answer.header("set-cookie") or "")
        self.cookie = match.group(1) if match else cookie
        match = re.search(r'name="fw-csrf" value="([^"]+)"', self.html)
        assert match and self.cookie, "GET %s: no token or cookie" % path
        self.token = match.group(1)
        parser = FormFields()
        parser.feed(self.html)
        self.defaults, self.kinds = parser.fields, parser.kinds
        self.multipart, self.file_inputs = parser.multipart, parser.file_inputs

    def next(self, answer):
        """The page a post of this one brought back, as the browser now holds it."""
        return Page(self.path, cookie=self.cookie, port=self.port, answer=answer)

    def fields(self, changes=(), action="submit", token=True):
        """The form's fields as a browser sends them, `changes` (pairs) replacing
        fields of the same name or added, the token left out when `token` is False."""
        changes = list(changes)
        changed = {name for name, _ in changes}
        fields = [(n, v) for n, v in self.defaults if n not in changed and (token or n != "fw-csrf")]
        fields += changes
        if action:
            fields.append(("fw-action", action))
        return fields

    def post(self, fields, cookie=True, headers=None, files=None, multipart_body=None, timeout=30):
        """Posts `fields` in the form's own encoding (multipart when the form takes
        files, with an empty file part for each file input unless `files` given)."""
        headers = dict(headers or {})
        if cookie is True:
            headers["Cookie"] = "fw_csrf=" + self.cookie
        elif cookie:
            headers["Cookie"] = "fw_csrf=" + cookie
        use_multipart = self.multipart if multipart_body is None else multipart_body
        if use_multipart:
            if files is None:
                files = [(name, "", "application/octet-stream", b"") for name in self.file_inputs]
            content_type, body = multipart(fields, files)
        else:
            content_type, body = "application/x-www-form-urlencoded", urlencode(fields)
        headers["Content-Type"] = content_type
        return request("POST", self.path, body=body, headers=headers, port=self.port, timeout=timeout)


def sign_token(browser, stamp, secret=SECRET):
    """A token as CSRFProtection makes it (Sources/FormworkHummingbird/CSRFProtection.swift):
    an 8-byte big-endian time stamp and an HMAC-SHA256, keyed with SHA-256 of
    "formwork-csrf:" + secret, of the identifier, a zero byte and the stamp; base64url."""
    key = hashlib.sha256(("formwork-csrf:" + secret).encode()).digest()
    stamp_bytes = int(stamp).to_bytes(8, "big")
    mac = hmac.new(key, browser.encode() + b"\0" + stamp_bytes, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(stamp_bytes + mac).rstrip(b"=").decode()


def submission_ids(html):
    return [int(n) for n in re.findall(r'id="submission-(\d+)"', html)]


def item_count(html):
    return len(re.findall(r'<li class="fw-item"', html))


# ---------------------------------------------------------------- raw sockets

def connect(port=None, timeout=10):
    s = socket.create_connection(("127.0.0.1", port or SERVER.port), timeout=timeout)
    s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return s


class RawReader:
    """Reads HTTP/1.1 answers from a socket, keeping what it read past one."""

    def __init__(self, sock):
        self.sock, self.buffer = sock, b""

    def _more(self):
        data = self.sock.recv(65536)
        if not data:
            raise EOFError("closed by the server after %d bytes: %r" % (len(self.buffer), self.buffer[:200]))
        self.buffer += data

    def status_line(self):
        while b"\r\n" not in self.buffer:
            self._more()
        line = self.buffer.split(b"\r\n", 1)[0]
        match = re.match(rb"HTTP/1\.[01] (\d{3})", line)
        if not match:
            raise ValueError("not a status line: %r" % self.buffer[:200])
        return int(match.group(1))

    def answer(self):
        """One whole answer: (status, headers, body)."""
        while b"\r\n\r\n" not in self.buffer:
            self._more()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        if "content-length" in headers:
            length = int(headers["content-length"])
            while len(self.buffer) < length:
                self._more()
            body, self.buffer = self.buffer[:length], self.buffer[length:]
        elif headers.get("transfer-encoding", "").lower() == "chunked":
            body = b""
            while True:
                while b"\r\n" not in self.buffer:
                    self._more()
                size_line, self.buffer = self.buffer.split(b"\r\n", 1)
                size = int(size_line.split(b";")[0], 16)
                while len(self.buffer) < size + 2:
                    self._more()
                body += self.buffer[:size]
                self.buffer = self.buffer[size + 2:]
                if size == 0:
                    break
        else:
            body = b""
            try:
                while True:
                    self._more()
            except EOFError:
                body, self.buffer = self.buffer, b""
        return status, headers, body


def closed_within(sock, seconds):
    """Waits up to `seconds` for the server to close `sock` (reading and dropping
    anything it sends first); returns the time it took, or None if still open."""
    started = time.monotonic()
    while True:
        left = seconds - (time.monotonic() - started)
        if left <= 0:
            return None
        sock.settimeout(left)
        try:
            if not sock.recv(65536):
                return time.monotonic() - started
        except (ConnectionResetError, BrokenPipeError):
            return time.monotonic() - started
        except socket.timeout:
            return None


def raw_exchange(data, port=None, timeout=10):
    """Sends `data` on a fresh connection and reads one answer: (status, headers,
    body), or raises if the server closes without one."""
    with connect(port, timeout) as s:
        s.sendall(data)
        return RawReader(s).answer()


class Prober:
    """GETs /load/hello in a thread while a test runs: ordinary clients must keep
    being answered (200 within a second) whatever the hostile ones do."""

    def __init__(self, limit=1.0):
        self.limit, self.results = limit, []
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self):
        while not self.stopping.is_set():
            started = time.monotonic()
            try:
                answer = get("/load/hello", timeout=10)
                self.results.append((answer.status, answer.elapsed, answer.body[:40]))
            except Exception as error:  # a refusal or a timeout counts against the server
                self.results.append((repr(error), time.monotonic() - started, b""))
            self.stopping.wait(0.2)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.stopping.set()
        self.thread.join(15)

    def check(self, test):
        bad = [r for r in self.results if r[0] != 200 or r[1] > self.limit]
        test.assertGreater(len(self.results), 0, "no probe ran")
        test.assertEqual(bad, [], "ordinary GET /load/hello during the attack: %d of %d probes not 200 within %.1fs "
                                  "(status, seconds, body): %r" % (len(bad), len(self.results), self.limit, bad[:10]))


class ServerTestCase(unittest.TestCase):
    def setUp(self):
        """Starts the server again if an earlier test killed or hung it (noted in DEATHS)."""
        try:
            healthy = SERVER.alive() and get("/load/hello", timeout=5).status == 200
        except Exception:
            healthy = False
        if not healthy:
            restart_server("found before " + self.id())

    def assert_alive(self, context=""):
        try:
            answer = get("/load/hello", timeout=10)
        except Exception as error:
            self.fail("server not answering GET /load/hello after %s: %r; %s" % (context, error, SERVER.state(wait=8)))
        self.assertEqual((answer.status, answer.body), (200, b"hello"),
                         "GET /load/hello after %s: %r; %s" % (context, answer, SERVER.state()))

    def newest_submission(self):
        """The number of the newest stored submission (0 when there is none)."""
        answer = get("/submissions")
        self.assertEqual(answer.status, 200, repr(answer))
        ids = submission_ids(answer.text)
        return max(ids) if ids else 0

    def post_or_fail(self, page, fields, what, **options):
        try:
            return page.post(fields, **options)
        except Exception as error:
            self.fail("%s: POST %s dropped: %r; %s" % (what, page.path, error, SERVER.state(wait=8)))


# ---------------------------------------------------------------- the suite's server

def start_server():
    """Starts the suite's server, warms it up (every gallery page once, the
    submissions page and one valid post) and takes its RSS as the baseline."""
    global SERVER, BASELINE_RSS
    SERVER = Server(WORK)
    index = get("/")
    assert index.status == 200, "GET /: %r" % index
    for path in sorted(set(re.findall(r'href="(/gallery/[a-z]+)"', index.text))):
        answer = get(path)
        assert answer.status == 200, "GET %s: %r" % (path, answer)
    get("/submissions")
    get("/load/hello")
    page = Page("/gallery/account")
    answer = page.post(page.fields([("email", "warm-up@example.com")]))
    assert answer.status == 303, "warm-up post: %r" % answer
    time.sleep(0.5)
    BASELINE_RSS = SERVER.rss()
    print("\nformwork-demo (%s) pid %d on port %d, baseline RSS %s, seed %d%s"
          % (SERVER_KIND, SERVER.pid, SERVER.port, mb(BASELINE_RSS), SEED, ", long run" if LONG else ""), file=sys.stderr)


def restart_server(reason):
    """Notes in DEATHS that the server died or hung (`reason`: where), and starts another."""
    state = SERVER.state(wait=8)
    DEATHS.append((reason, state))
    print("\n  the server died or hung (%s); starting another" % reason, file=sys.stderr)
    SERVER.stop()
    start_server()
    return state


def setUpModule():
    global WORK
    random.seed(SEED)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = 4096 if not LONG else 16384
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(wanted, hard), hard))
    WORK = tempfile.mkdtemp(prefix="formwork-hostile-")
    start_server()


def tearDownModule():
    if SERVER is not None:
        print("\nformwork-demo at the end: %s" % SERVER.state(), file=sys.stderr)
        SERVER.stop()
    if WORK:
        shutil.rmtree(WORK, ignore_errors=True)


# ---------------------------------------------------------------- A. crafted numbers

class A_CraftedNumberTests(ServerTestCase):
    """Extreme texts in every number field, repeating-group actions out of range,
    and crafted posts without a valid token. A post that kills the server is
    noted, the server started again and the loop carried on (up to MAX_CRASHES
    times), so that one run names every input that kills it."""

    CRAFTED = "1e-9223372036854775808"
    MAX_CRASHES = 4 * SCALE

    def setUp(self):
        super().setUp()
        self.pages = {}
        self.crashes = []  # (what was posted, what the server's log says)
        self.dropped = []  # (what was posted, the error) with the server still alive

    def page(self, path):
        """The page at `path` on the current server, fetched once per server."""
        key = (SERVER.port, path)
        if key not in self.pages:
            self.pages[key] = Page(path)
        return self.pages[key]

    def post_surviving(self, label, path, make_fields, **options):
        """Posts make_fields(page) to `path`. When the connection drops, notes it
        (and, if the server died, its crash, and starts another); returns None then."""
        page = self.page(path)
        try:
            return page.post(make_fields(page), **options)
        except Exception as error:
            state = SERVER.state(wait=8)
            if SERVER.alive():
                self.dropped.append((label, repr(error)))
                return None
            frames = [line.strip() for line in state.splitlines() if " in formwork-demo at " in line or "Fatal error" in line]
            self.crashes.append((label, "\n      ".join(frames[:3]) or state[-300:]))
            restart_server("%s: %s" % (self.id(), label))
            if len(self.crashes) >= self.MAX_CRASHES:
                self.check_survived("(stopped after %d crashes)" % len(self.crashes))
            return None

    def check_survived(self, note=""):
        if self.crashes or self.dropped:
            self.fail("%d posts killed the server %s:\n  %s\nposts whose connection dropped: %r"
                      % (len(self.crashes), note, "\n  ".join("%s:\n      %s" % c for c in self.crashes), self.dropped))

    def number_fields(self):
        """(path, field) for every number row of every gallery page."""
        index = get("/")
        found = []
        for path in sorted(set(re.findall(r'href="(/gallery/[a-z]+)"', index.text))):
            page = self.page(path)
            found += [(path, name) for name, kind in page.kinds.items() if kind in NUMBER_KINDS]
        return found

    def test_extreme_numbers_in_every_number_field(self):
        fields = self.number_fields()
        self.assertIn(("/gallery/catalogue", "decimal"), fields)
        self.assertIn(("/gallery/french", "taille"), fields)
        statuses, wrong = {}, []
        for path, name in fields:
            for text in EXTREME_NUMBERS:
                label = "%s %s=%s" % (path, name, text[:30])
                answer = self.post_surviving(label, path, lambda page: page.fields([(name, text)]))
                if answer is None:
                    continue
                statuses[answer.status] = statuses.get(answer.status, 0) + 1
                if answer.status not in (422, 303):
                    wrong.append((label, answer))
        print("\n  A: %d texts in %d number fields on %d pages: answers %s, %d crashes, %d dropped"
              % (len(EXTREME_NUMBERS), len(fields), len({p for p, _ in fields}), statuses, len(self.crashes),
                 len(self.dropped)), file=sys.stderr)
        self.check_survived()
        self.assertEqual(wrong, [], "answers other than 422 or 303: %r" % wrong[:10])
        self.assert_alive("extreme numbers")

    def test_crafted_number_without_cookie_or_token_is_refused_at_once(self):
        for path, name in (("/gallery/catalogue", "decimal"), ("/gallery/french", "taille")):
            answer = self.post_surviving("%s without a token" % path, path,
                                         lambda page: page.fields([(name, self.CRAFTED)], token=False), cookie=False)
            if answer is None:
                continue
            with self.subTest(page=path):
                self.assertEqual(answer.status, 403, "%s without cookie and token: %r" % (path, answer))
                self.assertLess(answer.elapsed, 1.0, "%s without cookie and token took %.2fs" % (path, answer.elapsed))
                self.assertFalse(b"<form" in answer.body,
                                 "%s: a post without cookie or token gets the whole form back: %r" % (path, answer))
        self.check_survived()
        self.assert_alive("posts without a token")

    def test_crafted_number_with_expired_or_foreign_token(self):
        """A genuine token past its age brings the page back with what was typed; a
        token of another browser's page is refused unread: nothing it carries is
        converted, and nothing comes back."""
        for path, name in (("/gallery/catalogue", "decimal"), ("/gallery/french", "taille")):
            # Signed by this suite's secret for this browser 13 hours ago (tokens last 12).
            expired = lambda page: sign_token(page.cookie, time.time() - 13 * 3600)
            # A real token, from a page shown to another browser.
            foreign = lambda page: Page(path).token
            for label, make_token, comes_back in (("expired", expired, True), ("another browser's", foreign, False)):
                answer = self.post_surviving(
                    "%s with an %s token" % (path, label), path,
                    lambda page: page.fields([(name, self.CRAFTED), ("fw-csrf", make_token(page))]))
                if answer is None:
                    continue
                with self.subTest(page=path, token=label):
                    # Whether the suite still signs tokens as the server does, for the message.
                    page = self.page(path)
                    fresh = page.post(page.fields([(name, "1"), ("fw-csrf", sign_token(page.cookie, time.time()))]))
                    self.assertEqual(answer.status, 403,
                                     "%s with an %s token: %r (a token signed now by the suite got %s)"
                                     % (path, label, answer, fresh.status))
                    self.assertEqual(b"<form" in answer.body, comes_back,
                                     "%s, %s token: the page %s: %r" % (path, label,
                                                                      "does not come back" if comes_back else "comes back", answer))
                    self.assertEqual(self.CRAFTED.encode() in answer.body, comes_back,
                                     "%s, %s token: what was typed: %r" % (path, label, answer))
        self.check_survived()
        self.assert_alive("posts with expired tokens")

    def test_repeating_group_actions_out_of_range(self):
        one = [("phones.count", "1"), ("phones.0", "x")]
        cases = [
            ("up phones 1", one),
            ("down phones 0", one),
            ("delete phones 5", one),
            ("up phones 999999", one),
            ("up phones -1", one),
            ("down phones 9223372036854775807", one),
            ("delete phones 99999999999999999999", one),
            ("down phones 0", [("phones.count", "0")]),
            ("delete phones 0", [("phones.count", "-1"), ("phones.0", "x")]),
            ("up phones 1", [("phones.count", "9223372036854775808"), ("phones.0", "x"), ("phones.1", "y")]),
            ("submit", [("phones.count", "abc"), ("phones.0", "x")]),
            ("submit", [("phones.count", "1"), ("phones.0", "x"), ("phones.0", "y")]),
        ]
        wrong = []
        for action, fields in cases:
            label = "fw-action=%s with %s" % (action, urlencode(fields).decode())
            answer = self.post_surviving(
                label, "/gallery/account",
                lambda page: page.fields([("email", "group@example.com")] + fields, action=action))
            if answer is not None and answer.status >= 500:
                wrong.append((label, answer))
        self.check_survived()
        self.assertEqual(wrong, [], "repeating-group actions answered 5xx: %r" % wrong)
        self.assert_alive("repeating-group actions")


# ---------------------------------------------------------------- B. slow clients

class B_SlowClientTests(ServerTestCase):
    """Clients that stall: the server's idle and request timeouts close them, and
    ordinary clients are answered meanwhile."""

    def hold_until_closed(self, sockets, limit, trickle=None, interval=0.5):
        """Watches `sockets`, a list of (socket, time connected), until the server
        closes each, sending each one byte of `trickle` every `interval` when given.
        Returns the seconds each took from its connection to be closed (None for
        those still open `limit` seconds after the last connected)."""
        connected = dict(sockets)
        sockets = [s for s, _ in sockets]
        started = time.monotonic()
        closed_after = {s: None for s in sockets}
        sent = {s: 0 for s in sockets}
        open_ = set(sockets)
        for s in sockets:
            s.setblocking(False)
        next_send = started
        while open_ and time.monotonic() - started < limit + 0.5:
            now = time.monotonic()
            if trickle is not None and now >= next_send:
                for s in list(open_):
                    if sent[s] < len(trickle):
                        try:
                            s.send(trickle[sent[s]:sent[s] + 1])
                            sent[s] += 1
                        except (BlockingIOError, InterruptedError):
                            pass
                        except OSError:  # reset or broken pipe: closed by the server
                            closed_after[s] = now - connected[s]
                            open_.discard(s)
                next_send += interval
            poller = select.poll()  # not select.select: long runs pass descriptor 1024
            by_fd = {s.fileno(): s for s in open_}
            for fd in by_fd:
                poller.register(fd, select.POLLIN)
            for fd, _ in poller.poll(50):
                s = by_fd[fd]
                try:
                    if s.recv(65536):
                        continue  # an answer (408?) before the close
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:
                    pass
                closed_after[s] = time.monotonic() - connected[s]
                open_.discard(s)
        for s in sockets:
            s.close()
        return [closed_after[s] for s in sockets]

    def assert_all_closed(self, times, limit, what):
        still_open = sum(1 for t in times if t is None)
        late = [round(t, 2) for t in times if t is not None and t > limit]
        done = sorted(t for t in times if t is not None)
        summary = "%s: %d of %d still open after %.1fs, %d closed late %r; closed after %s" % (
            what, still_open, len(times), limit, len(late), late[:5],
            "%.2f..%.2fs" % (done[0], done[-1]) if done else "-")
        print("\n  B: " + summary, file=sys.stderr)
        self.assertEqual((still_open, late), (0, []), summary)

    def test_trickled_request_heads_are_closed(self):
        count = 200 * SCALE
        limit = IDLE_TIMEOUT + 3
        head = ("GET /load/hello HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nX-Slow: %s" % (SERVER.port, "a" * 4000)).encode()
        with Prober() as prober:
            sockets = [(connect(), time.monotonic()) for _ in range(count)]
            times = self.hold_until_closed(sockets, limit, trickle=head)
        self.assert_all_closed(times, limit, "%d request heads sent a byte every 0.5s" % count)
        prober.check(self)
        self.assert_alive("trickled heads")

    def test_silent_connections_are_closed(self):
        count = 20 * SCALE
        limit = IDLE_TIMEOUT + 3
        with Prober() as prober:
            sockets = [(connect(), time.monotonic()) for _ in range(count)]
            times = self.hold_until_closed(sockets, limit)
        self.assert_all_closed(times, limit, "%d connections that send nothing" % count)
        prober.check(self)

    def test_idle_keep_alive_connection_is_closed(self):
        limit = IDLE_TIMEOUT + 3
        with Prober() as prober, connect() as s:
            s.sendall(("GET /load/hello HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % SERVER.port).encode())
            status, headers, body = RawReader(s).answer()
            self.assertEqual((status, body), (200, b"hello"))
            self.assertNotEqual(headers.get("connection", "").lower(), "close", "the server did not keep the connection alive")
            took = closed_within(s, limit + 1)
        print("\n  B: idle keep-alive connection closed after %s" % ("%.2fs" % took if took is not None else "never"),
              file=sys.stderr)
        self.assertIsNotNone(took, "a kept-alive connection is still open %.1fs after its answer" % (limit + 1))
        self.assertLessEqual(took, limit, "a kept-alive connection closed only after %.2fs" % took)
        prober.check(self)

    def test_a_client_that_reads_nothing_is_closed(self):
        """Three thousand pipelined requests for a page (about 30 MB of answers, more
        than the connection's buffers hold), and not a byte read: once the buffers
        are full, the server waits the idle timeout and closes the connection,
        rather than hold it for as long as the client likes."""
        limit = IDLE_TIMEOUT + 3
        count = 3000
        page_size = len(Page("/gallery/catalogue").html)
        request = ("GET /gallery/catalogue HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % SERVER.port).encode()
        with Prober() as prober:
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            s.connect(("127.0.0.1", SERVER.port))
            # As many requests as the server takes before it stops reading.
            s.setblocking(False)
            pending = request * count
            deadline = time.monotonic() + 2
            while pending and time.monotonic() < deadline:
                try:
                    pending = pending[s.send(pending):]
                except (BlockingIOError, InterruptedError):
                    time.sleep(0.01)
            s.setblocking(True)
            time.sleep(limit)
            received, ended = 0, False
            s.settimeout(2)
            try:
                while True:
                    data = s.recv(65536)
                    if not data:
                        ended = True
                        break
                    received += len(data)
            except ConnectionResetError:
                ended = True
            except socket.timeout:
                pass
            s.close()
        print("\n  B: a client reading nothing: %d of %d bytes came before the close (closed: %s)"
              % (received, count * page_size, ended), file=sys.stderr)
        self.assertTrue(ended, "the connection of a client that reads nothing is still open after %ds" % limit)
        self.assertLess(received, count * page_size // 2, "the answers went on: the client was waited for")
        prober.check(self)

    def test_trickled_body_is_closed(self):
        limit = REQUEST_TIMEOUT + 3
        page = Page("/gallery/account")
        head = ("POST /gallery/account HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nCookie: fw_csrf=%s\r\n"
                "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 2000\r\n\r\n"
                % (SERVER.port, page.cookie)).encode()
        body = ("fw-csrf=%s&email=" % page.token).encode()
        body += b"a" * (2000 - len(body))
        with Prober() as prober, connect() as s:
            started = time.monotonic()
            s.sendall(head)
            s.setblocking(False)
            sent, closed, answer = 0, None, b""
            while time.monotonic() - started < limit + 1:
                try:
                    s.send(body[sent:sent + 10])
                    sent += 10
                except (BlockingIOError, InterruptedError):
                    pass
                except OSError:
                    closed = time.monotonic() - started
                    break
                poller = select.poll()
                poller.register(s, select.POLLIN)
                if poller.poll(500):
                    try:
                        data = s.recv(65536)
                    except OSError:
                        data = b""
                    if not data:
                        closed = time.monotonic() - started
                        break
                    answer += data
        print("\n  B: a body trickled 10 bytes every 0.5s: %d bytes sent, closed after %s, answer %r"
              % (sent, "%.2fs" % closed if closed is not None else "never", answer[:60]), file=sys.stderr)
        self.assertIsNotNone(closed, "a body trickled 10 bytes every 0.5s is still being read after %.1fs "
                                     "(%d bytes sent; answer %r)" % (limit + 1, sent, answer[:200]))
        self.assertLessEqual(closed, limit, "a trickled body was closed only after %.2fs" % closed)
        prober.check(self)
        self.assert_alive("a trickled body")


# ---------------------------------------------------------------- C. declared lengths

class C_DeclaredLengthTests(ServerTestCase):
    """Bodies larger than the limits are refused on their declared length, before
    they are read, and malformed chunking is a 400."""

    def refused_on_declared_length(self, path, content_type, length, sent):
        page = Page(path)
        head = ("POST %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nCookie: fw_csrf=%s\r\nContent-Type: %s\r\n"
                "Content-Length: %d\r\n\r\n" % (path, SERVER.port, page.cookie, content_type, length)).encode()
        with connect(timeout=1.5) as s:
            started = time.monotonic()
            s.sendall(head + sent)
            reader = RawReader(s)
            try:
                status = reader.status_line()
            except socket.timeout:
                self.fail("%s declaring %d bytes and sending %d: no status line within 1.5s" % (path, length, len(sent)))
            except (EOFError, ConnectionResetError) as error:
                self.fail("%s declaring %d bytes: closed without an answer: %r" % (path, length, error))
            elapsed = time.monotonic() - started
            self.assertEqual(status, 413, "%s declaring %d bytes: %r" % (path, length, reader.buffer[:200]))
            self.assertLess(elapsed, 1.5)
            try:
                reader.answer()
            except (socket.timeout, EOFError, OSError):
                pass
            took = closed_within(s, 3)
            self.assertIsNotNone(took, "%s: the connection is still open 3s after the 413 "
                                       "(the rest of the declared body would be read as a request)" % path)

    def test_refusal_before_the_body_closes_the_connection(self):
        """A post without the page's cookie is refused (403) before its body is
        read, and the connection closes: the client stops sending at once."""
        head = ("POST /gallery/account HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n"
                "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000000\r\n\r\n" % SERVER.port).encode()
        with connect(timeout=3) as s:
            s.sendall(head + b"email=a%40b.co&")
            reader = RawReader(s)
            try:
                status, headers, _ = reader.answer()
            except (socket.timeout, EOFError, OSError) as error:
                self.fail("a post without a cookie: no answer: %r" % error)
            self.assertEqual(status, 403)
            self.assertEqual(headers.get("connection", "").lower(), "close", repr(headers))
            took = closed_within(s, 3)
            self.assertIsNotNone(took, "the connection is still open 3s after the 403 (the body would be read)")
        self.assert_alive("a refusal before the body")

    def test_body_shorter_than_its_declared_length_is_not_taken(self):
        """A valid form whose connection ends before its declared length has
        arrived is not stored: a body cut short is not a body."""
        page = Page("/gallery/account")
        before = self.newest_submission()
        body = urlencode(page.fields([("email", "cut@example.com")]))
        head = ("POST /gallery/account HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nCookie: fw_csrf=%s\r\n"
                "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: %d\r\n\r\n"
                % (SERVER.port, page.cookie, len(body) + 50)).encode()
        with connect(timeout=5) as s:
            s.sendall(head + body)
            s.shutdown(socket.SHUT_WR)
            try:
                status, _, _ = RawReader(s).answer()
            except (socket.timeout, EOFError, OSError):
                status = None
        # Stalled instead: the idle timeout ends it, with the same result.
        with connect(timeout=IDLE_TIMEOUT + 5) as s:
            s.sendall(head + body)
            stalled_closed = closed_within(s, IDLE_TIMEOUT + 3)
        time.sleep(0.5)
        after = self.newest_submission()
        print("\n  C: a form cut short of its declared length: %s; stalled, closed after %s"
              % (status or "no answer", "%.2fs" % stalled_closed if stalled_closed is not None else "never"), file=sys.stderr)
        self.assertNotEqual(status, 303, "a body cut short was taken as a submission")
        self.assertEqual(after, before, "a body cut short was stored (submission %d)" % after)
        self.assertIsNotNone(stalled_closed, "a body stalled short of its length is still waited for")
        self.assert_alive("bodies cut short")

    def test_body_longer_than_its_declared_length(self):
        """What comes after the declared length is read as the next request, and a
        request line that is not one is answered 400 with the connection closed."""
        page = Page("/gallery/account")
        body = urlencode(page.fields([("email", "long@example.com")]))
        head = ("POST /gallery/account HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nCookie: fw_csrf=%s\r\n"
                "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: %d\r\n\r\n"
                % (SERVER.port, page.cookie, len(body))).encode()
        with connect(timeout=5) as s:
            s.sendall(head + body + b"\x00\x01 not a request \xff\r\n\r\n")
            reader = RawReader(s)
            try:
                first, _, _ = reader.answer()
            except (socket.timeout, EOFError, OSError) as error:
                self.fail("a body followed by junk: no answer to the form: %r" % error)
            took = closed_within(s, 3)
        self.assertEqual(first, 303, "the form itself was whole")
        self.assertIsNotNone(took, "the junk after the body left the connection open")
        self.assert_alive("junk after a body")

    def test_huge_declared_length_is_refused_at_once(self):
        self.refused_on_declared_length("/gallery/account", "application/x-www-form-urlencoded", 1_000_000_000, b"a=b")
        self.assert_alive("a huge declared length")

    def test_upload_over_the_limit_is_refused_at_once(self):
        self.refused_on_declared_length("/gallery/catalogue", "multipart/form-data; boundary=x", 20_000_000,
                                        b"--x\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"a.png\"\r\n\r\n")
        self.assert_alive("an upload over the limit")

    def test_urlencoded_body_over_one_mib_sent_in_full(self):
        page = Page("/gallery/account")
        body = urlencode(page.fields([("email", "big@example.com")])) + b"&filler=" + b"a" * (1 * MB + 1024)
        head = ("POST /gallery/account HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nCookie: fw_csrf=%s\r\n"
                "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: %d\r\n\r\n"
                % (SERVER.port, page.cookie, len(body))).encode()
        with connect(timeout=10) as s:
            failure = None
            try:
                s.sendall(head + body)
            except OSError as error:  # the server answered and closed before the end: read its answer
                failure = error
            try:
                status, _, answer = RawReader(s).answer()
            except (OSError, EOFError) as error:
                self.fail("a 1 MiB urlencoded body: no answer (%r; while sending: %r)" % (error, failure))
        self.assertEqual(status, 413, "a urlencoded body of %d bytes: %d %r" % (len(body), status, answer[:200]))
        self.assert_alive("a urlencoded body over 1 MiB")

    def test_chunk_size_that_is_not_hex_is_400(self):
        page = Page("/gallery/account")
        data = ("POST /gallery/account HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nCookie: fw_csrf=%s\r\n"
                "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n"
                "zz\r\nemail=a@b.co\r\n0\r\n\r\n" % (SERVER.port, page.cookie)).encode()
        try:
            status, _, answer = raw_exchange(data, timeout=5)
        except (OSError, EOFError) as error:
            self.fail("a chunk size line 'zz': no answer: %r" % error)
        self.assertEqual(status, 400, "a chunk size line 'zz': %d %r" % (status, answer[:200]))
        self.assert_alive("a malformed chunk size")


# ---------------------------------------------------------------- D. concurrent uploads

class D_ConcurrentUploadTests(ServerTestCase):
    """Forty uploads of about 9 MB at once, each held 100 bytes short of its end:
    the server holds at most --buffered-body-limit of bodies and refuses the rest
    (503), so its memory stays bounded, and it gives the memory back."""

    THREADS = 40
    FILE_BYTES = 9_000_000
    TAIL = 100

    def upload_round(self, body, head):
        count = self.THREADS
        outcomes = [None] * count
        sending = [None] * count  # seconds each spent sending, until held or refused
        at_hold = threading.Semaphore(0)
        release = threading.Event()

        def upload(i):
            started = time.monotonic()
            state = "connecting"
            try:
                with connect(timeout=60) as s:
                    state = "sending"
                    try:
                        s.sendall(head + body[:-self.TAIL])
                        state = "held"
                    except OSError as error:
                        state = "refused while sending (%s)" % type(error).__name__
                    sending[i] = time.monotonic() - started
                    at_hold.release()
                    release.wait(90)
                    if state == "held":
                        try:
                            s.sendall(body[-self.TAIL:])
                        except OSError as error:
                            state = "dropped at the tail (%s)" % type(error).__name__
                    try:
                        status = RawReader(s).status_line()
                        outcomes[i] = (status, state, time.monotonic() - started)
                    except (OSError, EOFError, ValueError) as error:
                        outcomes[i] = ("no answer: %s" % type(error).__name__, state, time.monotonic() - started)
            except OSError as error:
                if state == "connecting":
                    at_hold.release()
                outcomes[i] = ("no connection: %r" % error, state, time.monotonic() - started)

        threads = [threading.Thread(target=upload, args=(i,), daemon=True) for i in range(count)]
        started = time.monotonic()
        for thread in threads:
            thread.start()
        reached = 0
        while reached < count and time.monotonic() - started < 60:
            if at_hold.acquire(timeout=0.1):
                reached += 1
        samples = []
        for _ in range(3):
            samples.append(SERVER.rss() or 0)
            time.sleep(0.05)
        hold_seconds = time.monotonic() - started
        release.set()
        for thread in threads:
            thread.join(120)
        return outcomes, max(samples), reached, hold_seconds, sending

    def test_concurrent_uploads_are_bounded(self):
        rounds = 5 * SCALE
        page = Page("/gallery/catalogue")
        data = random.randbytes(self.FILE_BYTES)
        content_type, body = multipart(page.fields(), [("avatar", "big.png", "image/png", data)])
        head = ("POST /gallery/catalogue HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nCookie: fw_csrf=%s\r\n"
                "Content-Type: %s\r\nContent-Length: %d\r\n\r\n"
                % (SERVER.port, page.cookie, content_type, len(body))).encode()
        problems, peaks, stalled = [], [], []
        for number in range(rounds):
            outcomes, peak, reached, hold, sending = self.upload_round(body, head)
            # A refused upload's connection is closed, so its client stops sending at
            # once; one the server neither reads nor closes blocks its client.
            stalled += [(number + 1, round(t, 2)) for t in sending if t is None or t > REQUEST_TIMEOUT + 3]
            peaks.append(peak)
            statuses = [o[0] for o in outcomes]
            tally = {str(s): statuses.count(s) for s in set(statuses)}
            states = [o[1] for o in outcomes]
            print("\n  D: round %d: %d of %d at the hold point after %.1fs, server RSS %s during the hold "
                  "(baseline %s); answers %s; %s" % (number + 1, reached, self.THREADS, hold, mb(peak), mb(BASELINE_RSS),
                                                     tally, {t: states.count(t) for t in set(states)}),
                  file=sys.stderr)
            for status, state, seconds in outcomes:
                if status in (422, 303, 413, 503):
                    continue
                # Refused while still sending: the server answered and closed before
                # the body ended (a timeout while sending is the server holding it).
                if state.startswith("refused while sending") and "Timeout" not in state:
                    continue
                # Held longer than the request timeout: the server may time the request out.
                if seconds > REQUEST_TIMEOUT and (status == 408 or str(status).startswith("no answer")):
                    continue
                problems.append((number + 1, status, state, round(seconds, 2)))
            self.assertTrue(SERVER.alive(), "round %d: %s" % (number + 1, SERVER.state()))
        self.assertEqual(problems, [], "uploads answered otherwise than 422, 303, 413 or 503 (round, answer, state, "
                                       "seconds): %r" % problems[:10])
        self.assertEqual(stalled, [], "uploads the server neither read nor closed, their clients blocked sending "
                                      "(round, seconds): %r" % stalled[:10])
        self.assertLess(max(peaks), BASELINE_RSS + RSS_HOLD_MARGIN,
                        "server RSS while %d uploads of %s were held: %s (baseline %s, per round %s)"
                        % (self.THREADS, mb(len(body)), mb(max(peaks)), mb(BASELINE_RSS), [mb(p) for p in peaks]))
        settled = settle_rss()
        self.assertLess(settled, BASELINE_RSS + RSS_SETTLED_MARGIN,
                        "server RSS 5s after the uploads: %s (baseline %s)" % (mb(settled), mb(BASELINE_RSS)))
        self.assert_alive("concurrent uploads")


def settle_rss(seconds=5):
    """The server's RSS once it comes within the settled margin of the baseline,
    sampled for up to `seconds`; the lowest seen otherwise."""
    lowest = SERVER.rss() or 0
    deadline = time.monotonic() + seconds
    while lowest >= BASELINE_RSS + RSS_SETTLED_MARGIN and time.monotonic() < deadline:
        time.sleep(0.25)
        lowest = min(lowest, SERVER.rss() or 0)
    return lowest


# ---------------------------------------------------------------- E. amplification

class E_AmplificationTests(ServerTestCase):
    """A post that claims a huge repeating group gets a page the size of the group
    its page had (signed into the page), whatever count it claims or items it names."""

    def update(self, page, fields, action="update"):
        answer = self.post_or_fail(page, page.fields([("email", "many@example.com")] + fields, action=action),
                                   "fw-action=%s %r" % (action, fields[:3]))
        self.assertLess(answer.status, 500, "%r: %r" % (fields[:3], answer))
        return answer

    def test_claimed_item_count_does_not_amplify_the_page(self):
        page = Page("/gallery/account")
        empty = self.update(page, [("phones.count", "0")])
        self.assertEqual(empty.status, 200, "phones.count=0: %r" % empty)
        limit = 2 * len(empty.body)
        cases = [
            ("phones.count=100000", [("phones.count", "100000")], "update"),
            ("phones.count=100000&phones.999=1", [("phones.count", "100000"), ("phones.999", "1")], "update"),
            ("phones.count=100000, Add", [("phones.count", "100000")], "select phones.add"),
        ]
        for label, fields, action in cases:
            with self.subTest(post=label):
                answer = self.update(page, fields, action)
                print("\n  E: %s: %d %d bytes, %d items (phones.count=0: %d bytes)"
                      % (label, answer.status, len(answer.body), item_count(answer.text), len(empty.body)),
                      file=sys.stderr)
                self.assertLessEqual(len(answer.body), limit,
                                     "%s: a page of %d bytes, %d items; phones.count=0 gives %d bytes"
                                     % (label, len(answer.body), item_count(answer.text), len(empty.body)))
        self.assert_alive("claimed item counts")

    def test_items_named_beyond_what_the_page_had_are_not_made(self):
        """A thousand items named (`phones.items`), with the page's own token and
        signed counts, on a page that had none: no item is made."""
        page = Page("/gallery/account")
        fields = [("phones.count", "1000")] + [("phones.items", str(i)) for i in range(1000)]
        answer = self.update(page, fields)
        print("\n  E: 1000 items named on a page that had none: %d items, %d bytes" % (item_count(answer.text), len(answer.body)),
              file=sys.stderr)
        self.assertEqual(item_count(answer.text), 0)

    def test_items_added_with_the_button_are_kept(self):
        """Five presses of Add, each on the page the last one brought back, make five
        items that keep what was typed in them."""
        page = Page("/gallery/account")
        for i in range(5):
            typed = [("phones.%d" % n, "555-000-%04d" % n) for n in range(i)]
            answer = self.update(page, typed, action="select phones.add")
            self.assertEqual(answer.status, 200, "Add %d: %r" % (i + 1, answer))
            page = page.next(answer)
        self.assertEqual(item_count(page.html), 5)
        answer = self.update(page, [("phones.%d" % n, "555-000-%04d" % n) for n in range(5)])
        self.assertEqual(item_count(answer.text), 5, "five phones sent, %d items drawn" % item_count(answer.text))
        for i in range(5):
            self.assertIn("555-000-%04d" % i, answer.text)


# ---------------------------------------------------------------- F. submissions page

class F_SubmissionsPageTests(ServerTestCase):
    """The submissions page shows a page of submissions at a time, of a bounded size."""

    PAGE_SIZE = 25

    def test_submissions_are_paged(self):
        page = Page("/gallery/account")
        ids = []
        for i in range(60):
            answer = self.post_or_fail(page, page.fields([("email", "paged%d@example.com" % i)]), "submission %d" % i)
            self.assertEqual(answer.status, 303, "submission %d: %r" % (i, answer))
            match = re.search(r"#submission-(\d+)$", answer.header("location") or "")
            self.assertIsNotNone(match, "submission %d: Location %r" % (i, answer.header("location")))
            ids.append(int(match.group(1)))
        first = get("/submissions")
        self.assertEqual(first.status, 200, repr(first))
        shown = submission_ids(first.text)
        print("\n  F: /submissions shows %d submissions in %d bytes" % (len(shown), len(first.body)), file=sys.stderr)
        self.assertLessEqual(len(shown), self.PAGE_SIZE, "/submissions shows %d submissions" % len(shown))
        self.assertIn(ids[-1], shown, "the newest submission is not on the first page")
        link = re.search(r'href="([^"]*[?&;]page=2)(?:[&#][^"]*)?"', first.text)
        self.assertIsNotNone(link, "/submissions has no link to page 2")
        second = get("/submissions?page=2")
        self.assertEqual(second.status, 200, repr(second))
        next_ids = submission_ids(second.text)
        self.assertTrue(next_ids, "/submissions?page=2 shows nothing")
        self.assertLessEqual(len(next_ids), self.PAGE_SIZE)
        self.assertFalse(set(next_ids) & set(shown), "page 2 repeats page 1's submissions")
        self.assertLess(max(next_ids), min(shown), "page 2 does not show older submissions")

    def test_odd_page_numbers(self):
        for value in ("0", "-1", "abc", "99999999999999999999", "1e9", "", "2&page=3", "%00", "9223372036854775807"):
            with self.subTest(page=value):
                try:
                    answer = get("/submissions?page=" + value)
                except Exception as error:
                    self.fail("/submissions?page=%s dropped: %r; %s" % (value, error, SERVER.state()))
                # 404 too: a page past the end, or one that cannot be, is not there.
                self.assertIn(answer.status, (200, 400, 404), "/submissions?page=%s: %r" % (value, answer))
        self.assert_alive("odd page numbers")

    def test_large_submissions_give_a_bounded_page(self):
        # Forty submissions of 60 kB each: 2.4 MB in all, so a page that shows
        # everything is over 2 MB, while a page of 25 (or one that shortens long
        # values) is not.
        count = 40
        page = Page("/gallery/catalogue")
        letters = "abcdefghijklmnopqrstuvwxyz"
        for i in range(count):
            text = (letters[i % 26] * 60_000)
            answer = self.post_or_fail(page, page.fields([("text", text)]), "a 60 kB submission")
            self.assertEqual(answer.status, 303, "a 60 kB text in the catalogue: %r" % answer)
        for path in ("/submissions", "/submissions?page=2"):
            answer = get(path)
            self.assertEqual(answer.status, 200, "%s: %r" % (path, answer))
            print("\n  F: %s after %d submissions of 60 kB: %d bytes" % (path, count, len(answer.body)), file=sys.stderr)
            self.assertLess(len(answer.body), 2 * MB, "%s is %s" % (path, mb(len(answer.body))))


# ---------------------------------------------------------------- G. host header

class G_HostHeaderTests(ServerTestCase):
    """Only requests for the address served (or an --allowed-host) are answered,
    so a page on another name that resolves here (DNS rebinding) cannot use it."""

    def test_foreign_host_is_refused_and_nothing_stored(self):
        before = self.newest_submission()
        answer = get("/", headers={"Host": "evil.example"})
        self.assertEqual(answer.status, 400, "GET / with Host: evil.example: %r" % answer)
        page = Page("/gallery/account")
        answer = self.post_or_fail(page, page.fields([("email", "rebound@example.com")]), "foreign host",
                                   headers={"Host": "evil.example", "Origin": "http://evil.example"})
        after = self.newest_submission()
        self.assertEqual(after, before, "a post for Host: evil.example was stored (submission %d; answer %r)"
                                        % (after, answer))
        self.assertEqual(answer.status, 400, "POST with Host: evil.example and Origin http://evil.example: %r" % answer)

    def test_loopback_hosts_are_answered(self):
        for host in ("127.0.0.1:%d" % SERVER.port, "localhost:%d" % SERVER.port, "[::1]:%d" % SERVER.port):
            with self.subTest(host=host):
                answer = get("/", headers={"Host": host})
                self.assertEqual(answer.status, 200, "GET / with Host: %s: %r" % (host, answer))

    def test_two_hosts_or_none(self):
        for label, head in (
            ("two Host headers", "GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nHost: evil.example\r\n\r\n" % SERVER.port),
            ("two equal Host headers", "GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nHost: 127.0.0.1:%d\r\n\r\n"
             % (SERVER.port, SERVER.port)),
            ("no Host header", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n"),
        ):
            with self.subTest(request=label):
                try:
                    status, _, body = raw_exchange(head.encode(), timeout=5)
                except (OSError, EOFError) as error:
                    self.fail("%s: no answer: %r" % (label, error))
                self.assertEqual(status, 400, "%s: %d %r" % (label, status, body[:200]))
        self.assert_alive("odd Host headers")

    def test_allowed_host(self):
        second = Server(WORK, SECOND_SERVER_FLAGS)
        try:
            answer = get("/", headers={"Host": ALLOWED_HOST}, port=second.port)
            self.assertEqual(answer.status, 200, "--allowed-host %s, Host: %s: %r" % (ALLOWED_HOST, ALLOWED_HOST, answer))
            answer = get("/", headers={"Host": "evil.example"}, port=second.port)
            self.assertEqual(answer.status, 400, "--allowed-host %s, Host: evil.example: %r" % (ALLOWED_HOST, answer))
        finally:
            second.stop()


    def test_listening_on_every_interface_needs_its_host_names(self):
        # 0.0.0.0 takes requests for any name: the gallery will not start until it
        # is told which it answers for.
        result = subprocess.run([DEMO, "serve", "--server", SERVER_KIND, "--host", "0.0.0.0", "--port", "0",
                                 "--database", ":memory:"],
                                capture_output=True, timeout=30)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(b"--allowed-host", result.stderr)

    def test_the_server_may_hold_as_many_connections_as_the_system_allows(self):
        # Started with a low soft limit on open files, as many systems start programs
        # (1024), the server raises it to the hard limit.
        hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
        low = min(1024, hard)
        process = subprocess.Popen(
            [DEMO, "serve", "--server", SERVER_KIND, "--port", str(free_port()), "--database", ":memory:"],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (low, hard)))
        try:
            # Read until the server says it is up (Hummingbird logs a line first,
            # Vapor at the gallery's log level does not), for at most 30 s.
            started, deadline = b"", time.monotonic() + 30
            while b"Formwork gallery on" not in started and time.monotonic() < deadline:
                if select.select([process.stdout], [], [], 1)[0]:
                    chunk = os.read(process.stdout.fileno(), 4096)
                    if not chunk:
                        break
                    started += chunk
            self.assertIn(b"Formwork gallery on", started)
            with open("/proc/%d/limits" % process.pid) as f:
                line = next(line for line in f if line.startswith("Max open files"))
            soft = int(line.split()[3])
            self.assertEqual(soft, hard, "started at %d, the open-file limit is raised to the system's: %s" % (low, line.strip()))
        finally:
            process.terminate()
            process.wait(timeout=10)


# ---------------------------------------------------------------- I. journeys

class I_JourneyTests(ServerTestCase):
    """The visa application, a journey of several pages whose drafts are in the
    server's database: a client that names pages it may not answer, forges the
    page's fields, guesses codes, writes back what it saw long ago, sends a draft
    too large, or saves in a burst, stores nothing the path does not allow."""

    VISA = "/gallery/visa"

    def database(self):
        return sqlite3.connect(SERVER.command[SERVER.command.index("--database") + 1], timeout=10)

    def draft(self, code):
        """The draft as stored: its version and answers, or None."""
        with self.database() as db:
            row = db.execute("SELECT version, json FROM formwork_draft WHERE code = ?", (code,)).fetchone()
        return None if row is None else (row[0], json.loads(row[1])["answers"])

    def start(self):
        """A journey with its first page answered; returns its code."""
        page = Page(self.VISA)
        answer = page.post(page.fields([("fullName", "Ada"), ("birthDate", "1990-02-01"), ("nationality", "French")]))
        self.assertEqual(answer.status, 303, repr(answer))
        location = answer.header("location")
        self.assertRegex(location, r"^/gallery/visa/[0-9a-z]{26}/2$")
        return location.split("/")[3], page.cookie

    def test_posts_to_later_and_off_path_pages_store_nothing(self):
        code, cookie = self.start()
        before = self.draft(code)
        trip = Page("%s/%s/2" % (self.VISA, code), cookie=cookie)
        for target in ("3", "4", "5", "6", "review", "7", "9999", "0"):
            page = Page.__new__(Page)
            page.__dict__.update(trip.__dict__)
            page.path = "%s/%s/%s" % (self.VISA, code, target)
            answer = page.post(page.fields([("school", "Forged"), ("email", "eve@example.com"), ("nights", "9")]))
            if target == "0":
                self.assertEqual(answer.status, 404, "page %s: %r" % (target, answer))
            else:
                self.assertEqual((answer.status, answer.header("location")), (303, "%s/%s/2" % (self.VISA, code)),
                                 "page %s" % target)
        self.assertEqual(self.draft(code), before, "nothing was stored")

    def test_fields_of_other_pages_and_forged_page_fields_are_not_taken(self):
        code, cookie = self.start()
        trip = Page("%s/%s/2" % (self.VISA, code), cookie=cookie)
        answer = trip.post(trip.fields([("purpose", "Tourism"), ("nights", "3"), ("fullName", "Mallory"),
                                        ("school", "Forged"), ("fw-from", "review"), ("fw-step", "nonsense")]))
        self.assertEqual(answer.status, 303, repr(answer))
        version, answers = self.draft(code)
        self.assertEqual(answers.get("fullName"), "Ada", "another page's field is ignored")
        self.assertNotIn("school", answers, "a page off the path stores nothing")
        self.assertEqual(answers.get("nights"), 3)
        # A forged fingerprint, or none, over answers saved since: the conflict page, nothing stored.
        for base in ("0", "", "x" * 5000):
            forged = trip.post(trip.fields([("purpose", "Business"), ("fw-base", base), ("fw-view", "AAAAAAAAAAAAAAAA")]))
            self.assertEqual(forged.status, 409, "fw-base %r: %r" % (base[:10], forged))
        # What this page was drawn with, replayed after the answers changed: a conflict too.
        again = Page("%s/%s/2" % (self.VISA, code), cookie=cookie)
        self.assertEqual(again.post(again.fields([("purpose", "Study"), ("nights", "4")])).status, 303)
        replayed = trip.post(trip.fields([("purpose", "Tourism"), ("nights", "3")]))
        self.assertEqual(replayed.status, 409, repr(replayed))
        self.assertEqual(self.draft(code)[1].get("purpose"), "Study")
        self.assertEqual(self.draft(code)[0], version + 1)

    def test_guessed_malformed_expired_and_submitted_codes(self):
        alphabet = "0123456789abcdefghjkmnpqrstvwxyz"
        for _ in range(100):
            guess = "".join(random.choice(alphabet) for _ in range(26))
            self.assertEqual(get("%s/%s" % (self.VISA, guess)).status, 404)
        for bad in ("short", "a" * 27, "%00" * 10, "..%2f..%2fetc", "%C3%A9" * 26, "A" * 4000):
            answer = get("%s/%s/1" % (self.VISA, bad))
            self.assertIn(answer.status, (404, 400, 414, 431), "%r: %r" % (bad[:20], answer))
        # Expired: a draft idle past its lifetime is gone, and its code finds nothing.
        code, cookie = self.start()
        with self.database() as db:
            stored = json.loads(db.execute("SELECT json FROM formwork_draft WHERE code = ?", (code,)).fetchone()[0])
            stored["updated"] = stored["created"] = 0  # 2001, as Foundation counts
            db.execute("UPDATE formwork_draft SET json = ? WHERE code = ?", (json.dumps(stored), code))
        self.assertEqual(get("%s/%s" % (self.VISA, code)).status, 404)
        # Submitted: 410, and a post changes nothing.
        code, cookie = self.start()
        path = "%s/%s/" % (self.VISA, code)
        trip = Page(path + "2", cookie=cookie)
        trip.post(trip.fields([("purpose", "Tourism"), ("nights", "3")]))
        for number in ("4", "5"):
            page = Page(path + number, cookie=cookie)
            self.assertEqual(page.post(page.fields()).status, 303)
        contact = Page(path + "6", cookie=cookie)
        self.assertEqual(contact.post(contact.fields([("email", "ada@example.com")])).status, 303)
        review = Page(path + "review", cookie=cookie)
        self.assertEqual(review.post(review.fields()).status, 303)
        before = self.draft(code)
        self.assertEqual(get(path + "review").status, 410)
        self.assertEqual(review.post(review.fields()).status, 410, "submitted once")
        self.assertEqual(trip.post(trip.fields([("nights", "99")])).status, 410)
        self.assertEqual(self.draft(code)[1], before[1])

    def test_an_oversized_draft_is_refused_loudly_and_not_stored(self):
        # Every field within the body's limits, but together more than a draft
        # holds (256 KiB): two long answers and the largest passport scan.
        code, cookie = self.start()
        path = "%s/%s/" % (self.VISA, code)
        trip = Page(path + "2", cookie=cookie)
        self.assertEqual(trip.post(trip.fields([("purpose", "Study"), ("nights", "30")])).status, 303)
        studies = Page(path + "3", cookie=cookie)
        self.assertEqual(studies.post(studies.fields([("school", "S" * 65000), ("course", "C" * 65000)])).status, 303)
        self.assertEqual(Page(path + "4", cookie=cookie).post(Page(path + "4", cookie=cookie).fields()).status, 303)
        before = self.draft(code)
        documents = Page(path + "5", cookie=cookie)
        answer = documents.post(documents.fields(), files=[("passport", "scan.pdf", "application/pdf", b"%PDF-1.4\n" + b"%" * 99991)])
        self.assertEqual(answer.status, 413, repr(answer))
        self.assertIn("too large to be saved", answer.text)
        self.assertIn("scan.pdf", answer.text, "the page comes back with the file it was sent")
        self.assertEqual(self.draft(code), before, "nothing stored")

    def test_a_burst_of_saves_loses_no_count_and_keeps_one_answer(self):
        code, cookie = self.start()
        version = self.draft(code)[0]
        trip = Page("%s/%s/2" % (self.VISA, code), cookie=cookie)
        statuses = []
        lock = threading.Lock()

        def save(nights):
            answer = trip.post(trip.fields([("purpose", "Tourism"), ("nights", str(nights)), ("fw-step", "save")]))
            with lock:
                statuses.append(answer.status)

        threads = [threading.Thread(target=save, args=(n,)) for n in range(1, 41)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
        self.assertTrue(set(statuses) <= {303, 409}, statuses)
        stored_version, answers = self.draft(code)
        self.assertEqual(stored_version, version + statuses.count(303), "every save answered 303 is one version")
        self.assertIn(answers.get("nights"), range(1, 41))
        self.assert_alive("a burst of saves")


# ---------------------------------------------------------------- H. at the end

class Z_EndTests(ServerTestCase):
    def test_zz_server_alive_and_memory_back_to_baseline(self):
        self.assert_alive("the whole suite")
        self.assertEqual(DEATHS, [], "the server died or hung during the suite and was started again "
                                     "(before test, state): %s" % "\n".join("%s: %s" % d for d in DEATHS))
        settled = settle_rss()
        print("\n  H: server RSS at the end %s (baseline %s)" % (mb(settled), mb(BASELINE_RSS)), file=sys.stderr)
        self.assertLess(settled, BASELINE_RSS + RSS_SETTLED_MARGIN,
                        "server RSS at the end: %s, baseline %s" % (mb(settled), mb(BASELINE_RSS)))


if __name__ == "__main__":
    unittest.main(verbosity=2)
