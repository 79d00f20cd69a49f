"""Two demo instances that share a secret behind one address, as behind a load
balancer without sticky sessions: the page comes from one, the browser's post
goes to the other, and the other accepts it. A third instance with another
secret refuses the same post with 403, unread; a fourth whose secret replaced the
shared one, which it keeps as a previous secret, takes it. An instance served by
Vapor and one served by Hummingbird take each other's pages the same way.

Run by scripts/browser-tests with FORMWORK_DEMO set to the demo that
scripts/test built; it starts its own instances on free ports.
"""
import http.client
import os
import socket
import subprocess
import tempfile
import threading
import time
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from selenium.webdriver.common.by import By

from gallery_browser_tests import make_driver, wait_until

DEMO = os.environ.get("FORMWORK_DEMO", "Apps/.build/debug/formwork-demo")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Instance:
    """One formwork-demo process with its own database."""

    def __init__(self, secret, folder, previous_secrets=(), server="hummingbird"):
        self.port = free_port()
        self.log = open(os.path.join(folder, "demo-%d.log" % self.port), "w+")
        previous = [flag for old in previous_secrets for flag in ("--previous-secret", old)]
        self.process = subprocess.Popen(
            [DEMO, "serve", "--port", str(self.port), "--secret", secret,
             "--server", server, "--database", os.path.join(folder, "demo-%d.sqlite" % self.port)] + previous,
            stdout=self.log, stderr=subprocess.STDOUT)
        for _ in range(150):
            self.log.seek(0)
            if "Formwork gallery on" in self.log.read():
                return
            time.sleep(0.1)
        raise RuntimeError("formwork-demo did not start")

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.log.close()


class Balancer:
    """Forwards page requests to `pages` and posts, and what a post leads to, to
    `posts`, keeping the browser's Host header: one site, two servers."""

    def __init__(self, pages, posts):
        balancer = self
        self.pages, self.posts = pages, posts
        self.served = []

        class Handler(BaseHTTPRequestHandler):
            def forward(self, method):
                to_posts = method == "POST" or "/submissions" in self.path
                instance = balancer.posts if to_posts else balancer.pages
                balancer.served.append((method, self.path, instance.port))
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else None
                connection = http.client.HTTPConnection("127.0.0.1", instance.port, timeout=30)
                headers = {k: v for k, v in self.headers.items() if k.lower() != "connection"}
                connection.request(method, self.path, body=body, headers=headers)
                answer = connection.getresponse()
                data = answer.read()
                self.send_response(answer.status)
                for name, value in answer.getheaders():
                    if name.lower() not in ("connection", "transfer-encoding", "content-length"):
                        self.send_header(name, value)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                connection.close()

            def do_GET(self):
                self.forward("GET")

            def do_POST(self):
                self.forward("POST")

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = "http://127.0.0.1:%d" % self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


class TwoInstanceTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp()
        cls.first = Instance("a secret the two share", cls.folder)
        cls.second = Instance("a secret the two share", cls.folder)
        cls.stranger = Instance("another secret entirely", cls.folder)
        # The shared secret changed: the old one still takes the pages made under it.
        cls.rotated = Instance("the secret that replaced it", cls.folder, previous_secrets=["a secret the two share"])
        cls.vapor = Instance("a secret the two share", cls.folder, server="vapor")
        cls.driver = make_driver()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        for instance in (cls.first, cls.second, cls.stranger, cls.rotated, cls.vapor):
            instance.stop()

    def submit_through(self, balancer, email):
        d = self.driver
        d.delete_all_cookies()
        d.get(balancer.url + "/gallery/account")
        d.find_element(By.ID, "email").send_keys(email)
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()

    def test_a_page_from_one_instance_posts_to_another_that_shares_the_secret(self):
        balancer = Balancer(self.first, self.second)
        try:
            self.submit_through(balancer, "shared@example.com")
            wait_until(self.driver, lambda d: "/submissions" in d.current_url)
            self.assertIn("shared@example.com", self.driver.find_element(By.TAG_NAME, "main").text)
            pages = [port for method, path, port in balancer.served if path == "/gallery/account" and method == "GET"]
            posts = [port for method, path, port in balancer.served if method == "POST"]
            self.assertEqual(pages, [self.first.port], "the page came from the first instance")
            self.assertEqual(posts, [self.second.port], "the post went to the second")
        finally:
            balancer.stop()
        # Stored by the second instance, in its own database.
        connection = http.client.HTTPConnection("127.0.0.1", self.second.port, timeout=30)
        connection.request("GET", "/submissions")
        stored = connection.getresponse().read().decode()
        connection.close()
        self.assertIn("shared@example.com", stored)

    def submit_across(self, pages, posts, email):
        balancer = Balancer(pages, posts)
        try:
            self.submit_through(balancer, email)
            wait_until(self.driver, lambda d: "/submissions" in d.current_url)
            self.assertIn(email, self.driver.find_element(By.TAG_NAME, "main").text)
            served = {(method, port) for method, path, port in balancer.served if path == "/gallery/account"}
            self.assertEqual(served, {("GET", pages.port), ("POST", posts.port)})
        finally:
            balancer.stop()

    def test_a_hummingbird_page_posts_to_vapor_and_a_vapor_page_to_hummingbird(self):
        self.submit_across(self.first, self.vapor, "to-vapor@example.com")
        self.submit_across(self.vapor, self.second, "from-vapor@example.com")

    def test_vapor_takes_bodies_of_every_shape_and_stays_up(self):
        # No body at all, an empty chunked one, chunks, and one shorter than it says:
        # each gets its answer, and the server answers the next request.
        heads = "POST /gallery/account HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        for request, status in ((heads + "Content-Length: 0\r\n\r\n", b" 403 "),
                                (heads + "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n", b" 403 "),
                                (heads + "Cookie: fw_csrf=AAAAAAAAAAAAAAAAAAAAAA\r\nTransfer-Encoding: chunked\r\n\r\n"
                                 "3\r\na=b\r\n0\r\n\r\n", b" 403 ")):
            with socket.create_connection(("127.0.0.1", self.vapor.port), timeout=10) as connection:
                connection.sendall(request.encode())
                answer = connection.recv(200)
            self.assertIn(status, answer.split(b"\r\n")[0], request)
        with socket.create_connection(("127.0.0.1", self.vapor.port), timeout=10) as connection:
            connection.sendall((heads + "Content-Length: 50\r\n\r\nshort").encode())
            connection.shutdown(socket.SHUT_WR)
            connection.recv(200)
        answer = http.client.HTTPConnection("127.0.0.1", self.vapor.port, timeout=10)
        answer.request("GET", "/gallery/account")
        self.assertEqual(answer.getresponse().status, 200)
        answer.close()

    def test_an_instance_with_another_secret_refuses_the_post_unread(self):
        balancer = Balancer(self.first, self.stranger)
        try:
            self.submit_through(balancer, "refused@example.com")
            wait_until(self.driver, lambda d: "Refused" in d.find_element(By.TAG_NAME, "h1").text)
            main = self.driver.find_element(By.TAG_NAME, "main").text
            self.assertIn("Open it again", main)
            self.assertNotIn("refused@example.com", self.driver.page_source, "nothing a forged post carries is shown")
            posts = [port for method, path, port in balancer.served if method == "POST"]
            self.assertEqual(posts, [self.stranger.port])
            self.assertNotIn("/submissions", self.driver.current_url)
        finally:
            balancer.stop()

    def test_an_instance_with_a_new_secret_takes_pages_of_the_previous_one(self):
        balancer = Balancer(self.first, self.rotated)
        try:
            self.submit_through(balancer, "rotated@example.com")
            wait_until(self.driver, lambda d: "/submissions" in d.current_url)
            self.assertIn("rotated@example.com", self.driver.find_element(By.TAG_NAME, "main").text)
        finally:
            balancer.stop()


if __name__ == "__main__":
    unittest.main(verbosity=2)
