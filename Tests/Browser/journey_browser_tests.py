"""A journey of several pages in a real browser, with scripts and without: the
gallery's visa application served by formwork-demo, driven by headless Chromium.

Run by scripts/browser-tests with the gallery's address in FORMWORK_URL. When
FORMWORK_DRAFT_FILE is set, the code of a draft saved here is written to it, for
the terminal tests to resume.
"""
import os
import re
import tempfile
import unittest

from selenium.webdriver.common.by import By
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.support.ui import Select, WebDriverWait

from gallery_browser_tests import BASE, axe_script, make_driver, wait_until

VISA = BASE + "/gallery/visa"
PAGE = re.compile(r"/gallery/visa/([0-9a-z]{26})/(\w+)$")


def heading(driver):
    return driver.find_element(By.TAG_NAME, "h1").text


def progress(driver):
    return driver.find_element(By.CLASS_NAME, "fw-progress-label").text


def place(driver):
    """The draft's code and the page (a number, `review` or `saved`) of the address."""
    match = PAGE.search(driver.current_url.split("?")[0].split("#")[0])
    return (match.group(1), match.group(2)) if match else (None, None)


def press(driver, value, name="fw-step"):
    proceed(driver, value, name)


def proceed(driver, value="submit", name="fw-action"):
    """Presses Continue (or another button) and waits for the page the server answers."""
    button = driver.find_element(By.CSS_SELECTOR, 'button[name="%s"][value="%s"]' % (name, value))
    button.click()

    def replaced(_):
        try:
            button.is_enabled()
            return False
        except StaleElementReferenceException:
            return True
        except WebDriverException as error:
            # Chromium may say the element left the document rather than went stale.
            if "does not belong to the document" in str(error):
                return True
            raise

    WebDriverWait(driver, 15).until(replaced)


def fill(driver, identifier, text):
    field = driver.find_element(By.ID, identifier)
    field.clear()
    field.send_keys(text)


def answer_about_you(driver, name="Ada Lovelace"):
    fill(driver, "fullName", name)
    # A date field takes the digits of its locale's order: month, day, year.
    driver.find_element(By.ID, "birthDate").send_keys("02011990")
    Select(driver.find_element(By.ID, "nationality")).select_by_visible_text("French")


def choose(driver, identifier, label):
    for choice in driver.find_elements(By.CSS_SELECTOR, "#%s label" % identifier):
        if choice.text == label:
            choice.click()
            return
    raise AssertionError("no choice %r in %s" % (label, identifier))


def review_answers(driver):
    """The review's answers, question to answer."""
    answers = {}
    for row in driver.find_elements(By.CLASS_NAME, "fw-summary-row"):
        question = row.find_element(By.TAG_NAME, "dt").text
        answers[question] = row.find_elements(By.TAG_NAME, "dd")[0].text
    return answers


class JourneyTests(unittest.TestCase):
    javascript = True

    @classmethod
    def setUpClass(cls):
        cls.driver = make_driver(javascript=cls.javascript)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def start(self, name="Ada Lovelace"):
        d = self.driver
        d.get(VISA)
        answer_about_you(d, name)
        proceed(d)
        code, page = place(d)
        self.assertEqual(page, "2", d.current_url)
        return code

    def test_a_whole_journey_with_back_refresh_change_and_submit(self):
        d = self.driver
        d.get(VISA)
        self.assertEqual(heading(d), "About you")
        self.assertEqual(progress(d), "Page 1 of 5")
        bar = d.find_element(By.TAG_NAME, "progress")
        self.assertEqual((bar.get_attribute("value"), bar.get_attribute("max")), ("1", "5"))
        self.assertEqual(d.find_element(By.CSS_SELECTOR, '[aria-current="step"]').text, "About you")

        # A failed Continue: the errors are summed up and have the focus; what was typed stays.
        fill(d, "fullName", "Ada Lovelace")
        proceed(d)
        self.assertEqual(d.switch_to.active_element.get_attribute("id"), "fw-error-summary")
        self.assertIn("Date of birth", d.find_element(By.ID, "fw-error-summary").text)
        self.assertEqual(d.find_element(By.ID, "fullName").get_attribute("value"), "Ada Lovelace")

        answer_about_you(d)
        proceed(d)
        code, page = place(d)
        self.assertEqual((page, heading(d), progress(d)), ("2", "Your trip", "Page 2 of 5"))
        # Refreshing a page reached by a redirect posts nothing again.
        d.refresh()
        self.assertEqual((place(d), heading(d)), ((code, "2"), "Your trip"))

        choose(d, "purpose", "Study")
        fill(d, "nights", "30")
        proceed(d)
        self.assertEqual((place(d)[1], heading(d), progress(d)), ("3", "Your studies", "Page 3 of 6"))
        # The browser's Back shows the page as it was left, and Continue from it goes on.
        d.back()
        wait_until(d, lambda d: place(d)[1] == "2")
        self.assertTrue(d.find_element(By.ID, "purpose-2").is_selected())
        self.assertEqual(d.find_element(By.ID, "nights").get_attribute("value"), "30")
        proceed(d)
        self.assertEqual(place(d)[1], "3")
        fill(d, "school", "Sorbonne")
        proceed(d)

        self.assertEqual(heading(d), "Travelling with you")
        d.find_element(By.ID, "companions.add").click()
        wait_until(d, lambda d: d.find_elements(By.CSS_SELECTOR, "#section-companions input[type=text]"))
        d.find_element(By.CSS_SELECTOR, "#section-companions input[type=text]").send_keys("Mary Somerville")
        proceed(d)

        self.assertEqual(heading(d), "Documents")
        scan = tempfile.NamedTemporaryFile(suffix=".pdf", delete=False)
        scan.write(b"%PDF-1.4 a passport\n")
        scan.close()
        d.find_element(By.ID, "passport").send_keys(scan.name)
        proceed(d)
        os.unlink(scan.name)

        self.assertEqual(heading(d), "Contact")
        fill(d, "email", "ada@example.com")
        proceed(d)
        self.assertEqual((place(d), heading(d)), ((code, "review"), "Check your answers"))
        answers = review_answers(d)
        self.assertEqual(answers["Full name"], "Ada Lovelace")
        self.assertEqual(answers["School or university"], "Sorbonne")
        self.assertEqual(answers["Course"], "Not provided")
        self.assertEqual(answers["Phone"], "Not provided")
        self.assertIn("Mary Somerville", d.find_element(By.CLASS_NAME, "fw-summary-title").find_element(
            By.XPATH, "following::dl").text + " ".join(answers.values()))

        # Change the purpose from the review: the studies' page leaves the path and
        # Continue comes straight back to the review.
        for link in d.find_elements(By.CSS_SELECTOR, ".fw-summary-change a"):
            if link.text.endswith("Purpose of the trip"):
                link.click()
                break
        wait_until(d, lambda d: place(d)[1] == "2")
        choose(d, "purpose", "Tourism")
        proceed(d)
        self.assertEqual(place(d)[1], "review")
        self.assertNotIn("School or university", review_answers(d))

        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: "/submissions" in d.current_url)
        stored = d.find_element(By.TAG_NAME, "main").text
        self.assertIn("Ada Lovelace", stored)
        self.assertNotIn("Sorbonne", stored, "answers off the path are not stored")
        # The code now says the answers were sent.
        d.get(VISA + "/" + code)
        self.assertIn("already sent", d.find_element(By.TAG_NAME, "main").text)

    def test_two_tabs_on_one_draft_the_second_write_gets_the_conflict_page(self):
        d = self.driver
        code = self.start()
        first = d.current_window_handle
        d.get(VISA + "/" + code + "/1")
        d.switch_to.new_window("tab")
        second = d.current_window_handle
        d.get(VISA + "/" + code + "/1")
        d.switch_to.window(first)
        fill(d, "fullName", "Ada King")
        proceed(d)
        self.assertEqual(place(d)[1], "2")
        d.switch_to.window(second)
        fill(d, "fullName", "Ada Byron")
        proceed(d)
        conflict = d.find_element(By.CLASS_NAME, "fw-conflict").text
        self.assertIn("changed elsewhere", conflict)
        self.assertIn("Ada King", conflict)
        self.assertIn("Ada Byron", conflict)
        self.assertEqual(d.find_element(By.ID, "fullName").get_attribute("value"), "Ada Byron")
        # "Use my answers" saves this tab's over them.
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: place(d)[1] == "2")
        d.get(VISA + "/" + code + "/1")
        self.assertEqual(d.find_element(By.ID, "fullName").get_attribute("value"), "Ada Byron")
        d.close()
        d.switch_to.window(first)

    def test_save_and_a_resume_link_opened_in_a_new_browser(self):
        d = self.driver
        code = self.start(name="Grace Hopper")
        choose(d, "purpose", "Business")
        press(d, "save")
        wait_until(d, lambda d: place(d)[1] == "saved")
        self.assertEqual(heading(d), "Your answers are saved")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".fw-draft-code code").text, code)
        link = d.find_element(By.CLASS_NAME, "fw-resume").get_attribute("href")
        other = make_driver(javascript=self.javascript)
        try:
            other.get(link)
            self.assertEqual(place(other), (code, "2"))
            self.assertTrue(other.find_element(By.ID, "purpose-1").is_selected())
            press(other, "back")
            wait_until(other, lambda d: place(d)[1] == "1")
            self.assertEqual(other.find_element(By.ID, "fullName").get_attribute("value"), "Grace Hopper")
        finally:
            other.quit()
        if os.environ.get("FORMWORK_DRAFT_FILE") and self.javascript:
            with open(os.environ["FORMWORK_DRAFT_FILE"], "w") as saved:
                saved.write(code)

    def test_an_address_past_the_first_unanswered_page_leads_back_to_it(self):
        d = self.driver
        code = self.start()
        d.get(VISA + "/" + code + "/6")
        self.assertEqual(place(d), (code, "2"))
        d.get(VISA + "/" + code + "/review")
        self.assertEqual(place(d), (code, "2"))


def screenshots(driver, folder, scheme, size):
    """The README's screenshots of the journey: a page part answered, and the review."""
    d = driver
    d.get(VISA)
    answer_about_you(d)
    proceed(d)
    choose(d, "purpose", "Study")
    fill(d, "nights", "30")
    proceed(d)
    fill(d, "school", "Sorbonne")
    size(d)
    d.save_screenshot(os.path.join(folder, "journey-page-%s.png" % scheme))
    proceed(d)
    d.find_element(By.ID, "companions.add").click()
    wait_until(d, lambda d: d.find_elements(By.CSS_SELECTOR, "#section-companions input[type=text]"))
    d.find_element(By.CSS_SELECTOR, "#section-companions input[type=text]").send_keys("Mary Somerville")
    proceed(d)
    proceed(d)
    fill(d, "email", "ada@example.com")
    proceed(d)
    size(d)
    d.save_screenshot(os.path.join(folder, "journey-review-%s.png" % scheme))


class JourneyWithoutScriptsTests(JourneyTests):
    javascript = False


class JourneyAccessibilityTests(unittest.TestCase):
    """axe-core finds no serious or critical problem on a journey's own pages."""

    @classmethod
    def setUpClass(cls):
        cls.driver = make_driver()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def audit(self, what):
        from axe_selenium_python import Axe
        axe = Axe(self.driver, script_url=axe_script()) if axe_script() else Axe(self.driver)
        axe.inject()
        bad = [v for v in axe.run()["violations"] if v.get("impact") in ("serious", "critical")]
        self.assertEqual(bad, [], "%s: %s" % (what, [(v["id"], v["help"]) for v in bad]))

    def test_the_review_the_saved_page_the_conflict_and_a_failed_continue(self):
        d = self.driver
        d.get(VISA)
        proceed(d)
        self.audit("a failed Continue")
        answer_about_you(d)
        proceed(d)
        code = place(d)[0]
        choose(d, "purpose", "Tourism")
        fill(d, "nights", "3")
        proceed(d)
        proceed(d)
        proceed(d)
        fill(d, "email", "ada@example.com")
        proceed(d)
        self.assertEqual(place(d), (code, "review"))
        self.audit("the review")
        press(d, "save")
        self.audit("the saved page")
        d.get(VISA + "/" + code + "/1")
        stale = d.find_element(By.NAME, "fw-base").get_attribute("value")
        fill(d, "fullName", "Ada King")
        proceed(d)
        d.get(VISA + "/" + code + "/1")
        # The page as another tab had it: its fingerprint from before that change.
        d.execute_script("arguments[0].value = arguments[1]", d.find_element(By.NAME, "fw-base"), stale)
        d.execute_script("arguments[0].value = 'AAAAAAAAAAAAAAAA'", d.find_element(By.NAME, "fw-view"))
        fill(d, "fullName", "Ada Byron")
        proceed(d)
        self.assertTrue(d.find_elements(By.CLASS_NAME, "fw-conflict"))
        self.audit("the conflict page")


if __name__ == "__main__":
    unittest.main(verbosity=2)
