"""Two gallery instances that share a PostgreSQL database and a secret: one served
by Hummingbird, one by Vapor. Each takes posts of pages the other served, both list
every submission, and under a short wrk run of valid posts split between them no
post that got 303 is missing from the database. A journey of several pages started
on one is finished on the other; a wrk run of drafts saved on both loses none, and
one of submissions of journeys walked across both, each sent to both at once, stores each exactly once. A database that cannot be reached
stops an instance at start-up, with a message that says so.

Run by scripts/postgres-tests with FORMWORK_POSTGRES_URL set to a private server
(scripts/postgres-server) and FORMWORK_DEMO to the demo that scripts/test built.
"""
import http.client
import os
import re
import socket
import subprocess
import tempfile
import time
import unittest
import urllib.parse

DEMO = os.environ.get("FORMWORK_DEMO", "Apps/.build/debug/formwork-demo")
DATABASE = os.environ["FORMWORK_POSTGRES_URL"]
SECRET = "a secret every instance shares"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rows(table="submission"):
    """The rows of `table` in the database, counted by psql."""
    out = subprocess.run(["psql", DATABASE, "-Atc", "SELECT count(*) FROM %s" % table],
                         check=True, capture_output=True, text=True).stdout
    return int(out.strip())


def start_wrk(script, url, connections=8):
    """A 3-second wrk run of `script` against `url`, started and not waited for."""
    return subprocess.Popen(["wrk", "-t", "2", "-c", str(connections), "-d", "3s", "-s", script, url],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def hidden(html):
    return dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', html))


class Instance:
    def __init__(self, server, folder):
        self.server = server
        self.port = free_port()
        self.log = open(os.path.join(folder, "%s-%d.log" % (server, self.port)), "w+")
        self.process = subprocess.Popen(
            [DEMO, "serve", "--server", server, "--port", str(self.port), "--secret", SECRET, "--database", DATABASE],
            stdout=self.log, stderr=subprocess.STDOUT)
        for _ in range(300):
            self.log.seek(0)
            if "Formwork gallery on" in self.log.read():
                return
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        self.log.seek(0)
        raise RuntimeError("%s did not start: %s" % (server, self.log.read()))

    def request(self, method, path, body=None, headers=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        connection.request(method, path, body=body, headers=headers or {})
        answer = connection.getresponse()
        data = answer.read().decode()
        connection.close()
        return answer, data

    def page(self):
        """A page of the account form: the browser cookie it set and its token."""
        answer, html = self.request("GET", "/gallery/account")
        cookie = answer.getheader("Set-Cookie").split(";")[0]
        token = re.search(r'name="fw-csrf" value="([^"]*)"', html).group(1)
        return cookie, token

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.log.close()


def body(token, email):
    return urllib.parse.urlencode([("fw-csrf", token), ("email", email), ("newsletter", "true"),
                                   ("frequency", "Daily"), ("phones.count", "0"), ("fw-action", "submit")])


class SharedDatabaseTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp()
        cls.hummingbird = Instance("hummingbird", cls.folder)
        cls.vapor = Instance("vapor", cls.folder)

    @classmethod
    def tearDownClass(cls):
        cls.hummingbird.stop()
        cls.vapor.stop()

    def post_across(self, pages, posts, email):
        cookie, token = pages.page()
        answer, _ = posts.request("POST", "/gallery/account", body(token, email),
                                  {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie})
        self.assertEqual(answer.status, 303, "%s took a page of %s" % (posts.server, pages.server))

    def test_a_each_takes_posts_of_pages_the_other_served_and_both_list_them(self):
        self.post_across(self.hummingbird, self.vapor, "hummingbird-page@example.com")
        self.post_across(self.vapor, self.hummingbird, "vapor-page@example.com")
        for instance in (self.hummingbird, self.vapor):
            answer, html = instance.request("GET", "/submissions")
            self.assertEqual(answer.status, 200)
            self.assertIn("hummingbird-page@example.com", html, instance.server)
            self.assertIn("vapor-page@example.com", html, instance.server)

    def test_a_migrations_were_applied_once_though_both_instances_started_on_them(self):
        out = subprocess.run(["psql", DATABASE, "-Atc", "SELECT version FROM formwork_migration ORDER BY version"],
                             check=True, capture_output=True, text=True).stdout
        self.assertEqual(out.split(), ["1"])

    def test_b_nothing_is_lost_under_load_split_between_them(self):
        before = rows()
        connections = 8
        runs = []
        # Each server takes posts of pages the other served.
        for pages, posts in ((self.hummingbird, self.vapor), (self.vapor, self.hummingbird)):
            cookie, token = pages.page()
            script = os.path.join(self.folder, "post-%s.lua" % posts.server)
            with open(script, "w") as lua:
                lua.write(WRK_SCRIPT % {"body": body(token, "load@example.com"), "cookie": cookie})
            runs.append(start_wrk(script, "http://127.0.0.1:%d/gallery/account" % posts.port, connections))
        outputs = [run.communicate(timeout=60)[0] for run in runs]
        seen = [re.search(r"posts 303: (\d+), other: (\d+)", out) for out in outputs]
        self.assertTrue(all(seen), outputs)
        taken = sum(int(match.group(1)) for match in seen)
        refused = sum(int(match.group(2)) for match in seen)
        self.assertGreater(taken, 100, outputs)
        self.assertEqual(refused, 0, outputs)
        # Requests still in flight when wrk stopped may be stored without their 303
        # being counted: at most one a connection.
        time.sleep(1)
        stored = rows() - before
        self.assertGreaterEqual(stored, taken, "a post that got 303 is missing")
        self.assertLessEqual(stored, taken + 2 * 2 * connections)

    def visit(self, instance, path, cookie):
        """GETs a page of a journey with the browser's cookie; returns its hidden fields."""
        answer, html = instance.request("GET", path, headers={"Cookie": cookie})
        self.assertEqual(answer.status, 200, "%s %s: %s" % (instance.server, path, html[:300]))
        return hidden(html)

    def send(self, instance, path, cookie, fields, expected_location=None):
        answer, html = instance.request("POST", path, urllib.parse.urlencode(fields),
                                        {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie})
        self.assertEqual(answer.status, 303, "%s %s: %s" % (instance.server, path, html[:400]))
        if expected_location:
            self.assertEqual(answer.getheader("Location"), expected_location)
        return answer.getheader("Location")

    def test_d_a_journey_started_on_one_instance_is_finished_on_the_other(self):
        answer, html = self.hummingbird.request("GET", "/gallery/visa")
        cookie = answer.getheader("Set-Cookie").split(";")[0]
        fields = dict(hidden(html), fullName="Ada Lovelace", birthDate="1990-02-01", nationality="French")
        location = self.send(self.hummingbird, "/gallery/visa", cookie, fields)
        code = location.split("/")[3]
        # Every later page on Vapor, each drawn by the instance that takes its post.
        steps = [("2", {"purpose": "Business", "nights": "5"}, "4"), ("4", {}, "5"), ("5", {}, "6"),
                 ("6", {"email": "ada@example.com"}, "review")]
        for page, answers, following in steps:
            path = "/gallery/visa/%s/%s" % (code, page)
            self.send(self.vapor, path, cookie, dict(self.visit(self.vapor, path, cookie), **answers),
                      "/gallery/visa/%s/%s" % (code, following))
        review = "/gallery/visa/%s/review" % code
        before = rows()
        self.send(self.vapor, review, cookie, self.visit(self.vapor, review, cookie))
        self.assertEqual(rows(), before + 1)
        answer, _ = self.hummingbird.request("GET", "/gallery/visa/" + code)
        self.assertEqual(answer.status, 410, "the other instance knows it was sent")

    def test_e_no_draft_is_lost_under_saves_split_between_them(self):
        before = rows("formwork_draft")
        connections = 8
        runs = []
        for pages, posts in ((self.hummingbird, self.vapor), (self.vapor, self.hummingbird)):
            answer, html = pages.request("GET", "/gallery/visa")
            cookie = answer.getheader("Set-Cookie").split(";")[0]
            fields = dict(hidden(html), fullName="Load", birthDate="1990-02-01", nationality="Other")
            fields["fw-step"] = "save"
            script = os.path.join(self.folder, "save-%s.lua" % posts.server)
            with open(script, "w") as lua:
                lua.write(WRK_SCRIPT % {"body": urllib.parse.urlencode(fields), "cookie": cookie})
            runs.append(start_wrk(script, "http://127.0.0.1:%d/gallery/visa" % posts.port, connections))
        outputs = [run.communicate(timeout=60)[0] for run in runs]
        seen = [re.search(r"posts 303: (\d+), other: (\d+)", out) for out in outputs]
        self.assertTrue(all(seen), outputs)
        taken = sum(int(match.group(1)) for match in seen)
        self.assertGreater(taken, 50, outputs)
        self.assertEqual(sum(int(match.group(2)) for match in seen), 0, outputs)
        time.sleep(1)
        stored = rows("formwork_draft") - before
        self.assertGreaterEqual(stored, taken, "a draft whose save got 303 is missing")
        self.assertLessEqual(stored, taken + 2 * 2 * connections)

    def review_of_a_new_journey(self, first, second, name):
        """A visa journey walked to its review, its pages taken alternately by the two
        instances: the review's address and the fields its submit button posts."""
        answer, html = first.request("GET", "/gallery/visa")
        cookie = answer.getheader("Set-Cookie").split(";")[0]
        fields = dict(hidden(html), fullName=name, birthDate="1990-02-01", nationality="Other")
        code = self.send(first, "/gallery/visa", cookie, fields).split("/")[3]
        steps = [("2", {"purpose": "Tourism", "nights": "3"}), ("4", {}), ("5", {}), ("6", {"email": "load@example.com"})]
        for number, (page, answers) in enumerate(steps):
            instance = second if number % 2 == 0 else first
            path = "/gallery/visa/%s/%s" % (code, page)
            self.send(instance, path, cookie, dict(self.visit(instance, path, cookie), **answers))
        review = "/gallery/visa/%s/review" % code
        return review, cookie, urllib.parse.urlencode(self.visit(second, review, cookie))

    def test_f_no_submission_is_lost_or_taken_twice_under_load_split_between_them(self):
        journeys = 24
        before = rows()
        reviews = [self.review_of_a_new_journey(pages, posts, "Load %s %d" % (posts.server, n))
                   for pages, posts in ((self.hummingbird, self.vapor), (self.vapor, self.hummingbird))
                   for n in range(journeys)]
        script = os.path.join(self.folder, "submit.lua")
        with open(script, "w") as lua:
            lua.write(WRK_SUBMIT_SCRIPT % {"reviews": ",\n".join('{"%s", "%s", "%s"}' % review for review in reviews)})
        # Every review is sent by both threads of both runs, one run to each instance, at
        # about the same time: four submissions of each journey at once.
        runs = [start_wrk(script, "http://127.0.0.1:%d" % instance.port) for instance in (self.hummingbird, self.vapor)]
        outputs = [run.communicate(timeout=60)[0] for run in runs]
        seen = [re.search(r"submitted 303: (\d+), gone 410: (\d+), other: (\d+)", out) for out in outputs]
        self.assertTrue(all(seen), outputs)
        self.assertEqual(sum(int(match.group(1)) for match in seen), 2 * journeys, "each journey taken once: %s" % outputs)
        self.assertTrue(all(int(match.group(2)) > 0 for match in seen), "a second submit of a code answers 410")
        self.assertEqual(sum(int(match.group(3)) for match in seen), 0, outputs)
        time.sleep(1)
        self.assertEqual(rows() - before, 2 * journeys, "each journey stored once, none lost")
        out = subprocess.run(["psql", DATABASE, "-Atc", "SELECT count(*) FROM formwork_draft WHERE submitted IS NOT NULL "
                              "AND json LIKE '%%Load %%'"], check=True, capture_output=True, text=True).stdout
        self.assertEqual(int(out.strip()), 2 * journeys, "every draft marked sent")

    def test_c_an_unreachable_database_stops_the_instance_at_start(self):
        for database, message in (("postgres://nobody@127.0.0.1:1/none", "Cannot reach the PostgreSQL database"),
                                  ("", "The database is empty")):
            run = subprocess.run([DEMO, "serve", "--port", str(free_port()), "--database", database],
                                 capture_output=True, text=True, timeout=60)
            self.assertNotEqual(run.returncode, 0)
            self.assertIn(message, run.stdout + run.stderr)
            self.assertNotIn("Formwork gallery on", run.stdout)


WRK_SCRIPT = """
wrk.method = "POST"
wrk.body = "%(body)s"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
wrk.headers["Cookie"] = "%(cookie)s"
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) taken = 0; other = 0 end
function response(status, headers, body)
    if status == 303 then taken = taken + 1 else other = other + 1 end
end
function done(summary, latency, requests)
    local a, b = 0, 0
    for _, thread in ipairs(threads) do a = a + thread:get("taken"); b = b + thread:get("other") end
    io.write(string.format("posts 303: %%d, other: %%d\\n", a, b))
end
"""

# Each thread submits every review once, in turn, then the first of them again and
# again (410 from then on).
WRK_SUBMIT_SCRIPT = """
local reviews = {
%(reviews)s
}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
    submitted = 0; gone = 0; other = 0
    mine = reviews
    next = 1
end
function request()
    local review = mine[next] or mine[1]
    next = next + 1
    return wrk.format("POST", review[1], {["Content-Type"] = "application/x-www-form-urlencoded",
                                          ["Cookie"] = review[2]}, review[3])
end
function response(status, headers, body)
    if status == 303 then submitted = submitted + 1 elseif status == 410 then gone = gone + 1 else other = other + 1 end
end
function done(summary, latency, requests)
    local a, b, c = 0, 0, 0
    for _, thread in ipairs(threads) do
        a = a + thread:get("submitted"); b = b + thread:get("gone"); c = c + thread:get("other")
    end
    io.write(string.format("submitted 303: %%d, gone 410: %%d, other: %%d\\n", a, b, c))
end
"""

if __name__ == "__main__":
    unittest.main(verbosity=2)
