"""What a person sees and does in a real browser: the gallery served by
formwork-demo, driven by headless Chromium through Selenium.

Run by scripts/browser-tests, which builds nothing: it starts the demo that
scripts/test built, on a free port with a fresh database, and passes its address
in FORMWORK_URL.
"""
import importlib.util
import json
import os
import time
import unittest

from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

BASE = os.environ.get("FORMWORK_URL", "http://127.0.0.1:8080")
SCREENSHOTS = os.environ.get("FORMWORK_SCREENSHOTS")
PAGES = os.environ.get("FORMWORK_PAGES", "account catalogue conditions validation selection model schema event hidden "
                       "disabled multivalued signup french arabic custom cells rsformview registration visa jsonschema openapi").split()

# Words Formwork says in English on a page (its catalogue's, and what a page or its
# script could write on their own): none may show on the French page. The words of
# the page's author are French there.
ENGLISH = set("""choose filter close cancel add delete move up down submit update yes no on off required
enter valid email address field fields problem problems there is with this value the of to and or page form
error errors characters character number whole date time file image items item options option listed
only not matches match type edit done back more least most exactly greater smaller than check
skip main content steps from none selected""".split())


def axe_script():
    """axe-core 4 (the copy in axe-playwright-python, read without importing it):
    axe-selenium-python's own copy is axe 3.1, older than the ARIA rules of today."""
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec and spec.submodule_search_locations:
        path = os.path.join(list(spec.submodule_search_locations)[0], "axe.min.js")
        if os.path.exists(path):
            return path
    return None


def make_driver(javascript=True):
    options = webdriver.ChromeOptions()
    options.add_argument("--headless=new")
    options.add_argument("--no-sandbox")
    options.add_argument("--disable-dev-shm-usage")
    options.add_argument("--window-size=900,1200")
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    binary = os.environ.get("CHROMIUM_BINARY", "/usr/bin/chromium")
    if os.path.exists(binary):
        options.binary_location = binary
    service = webdriver.ChromeService(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(options=options, service=service)


def wait_until(driver, condition, timeout=15):
    """Waits for `condition`; elements of a page being replaced by the server's
    answer go stale or missing meanwhile, which only means "not yet"."""
    ignored = (StaleElementReferenceException, NoSuchElementException)

    def check(d):
        try:
            return condition(d)
        except WebDriverException as error:
            # An element found just before the page was replaced can be reported as
            # no longer in the document rather than stale: the same "not yet".
            if "does not belong to the document" in str(error):
                return False
            raise

    return WebDriverWait(driver, timeout, ignored_exceptions=ignored).until(check)


def row(driver, identifier):
    return driver.find_element(By.CSS_SELECTOR, '[data-row="%s"]' % identifier)


def shown(driver, identifier):
    return row(driver, identifier).is_displayed()


class BrowserCase(unittest.TestCase):
    """One browser for the tests of a class; `javascript` says whether it runs scripts."""

    javascript = True

    @classmethod
    def setUpClass(cls):
        cls.driver = make_driver(javascript=cls.javascript)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def submit_and_read_stored(self):
        """Presses Submit, waits for the stored submissions and returns their text."""
        d = self.driver
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: "/submissions" in d.current_url)
        return d.find_element(By.TAG_NAME, "main").text


class LiveBrowserTests(BrowserCase):
    """JavaScript on: conditions run in the page as people change values."""

    def test_conditions_hide_and_show_rows_live(self):
        d = self.driver
        d.get(BASE + "/gallery/conditions")
        self.assertTrue(shown(d, "country"))
        self.assertTrue(shown(d, "state"))
        d.find_element(By.ID, "ship").click()
        wait_until(d, lambda d: not shown(d, "country"))
        self.assertFalse(shown(d, "state"), "a row read by a hidden row's condition follows it")
        d.find_element(By.ID, "ship").click()
        wait_until(d, lambda d: shown(d, "country"))
        Select(d.find_element(By.ID, "country")).select_by_visible_text("JP")
        wait_until(d, lambda d: not shown(d, "state"))
        self.assertFalse(d.find_element(By.ID, "express").is_enabled(), "express is disabled for JP")
        Select(d.find_element(By.ID, "country")).select_by_visible_text("FR")
        wait_until(d, lambda d: d.find_element(By.ID, "express").is_enabled())

    def test_eureka_custom_cells_float_their_label_and_colour_an_invalid_title(self):
        d = self.driver
        d.get(BASE + "/gallery/cells")
        field = d.find_element(By.ID, "floatLabel")
        label = d.find_element(By.CSS_SELECTOR, 'label[for="floatLabel"]')
        size = lambda: float(d.execute_script("return parseFloat(getComputedStyle(arguments[0]).fontSize)", label))
        inside = label.rect["y"]
        full = size()
        self.assertGreater(inside, field.rect["y"] + 4, "the empty field's label sits inside it")
        field.click()
        field.send_keys("Hello")
        wait_until(d, lambda d: size() < full)
        # The label floats to the top of the field, above the text (once its short
        # transition ends).
        wait_until(d, lambda d: label.rect["y"] + label.rect["height"] < field.rect["y"] + field.rect["height"] / 2 + 4)
        self.assertLess(label.rect["y"], inside)
        # The week days are the gallery's pills, drawn for the ported row's type.
        self.assertTrue(d.find_element(By.ID, "days-0").is_selected())
        self.assertFalse(d.find_element(By.ID, "days-1").is_selected())
        email = d.find_element(By.ID, "email")
        email.send_keys("not an email")
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".fw-error-summary"))
        title = d.find_element(By.CSS_SELECTOR, 'label[for="email"]')
        invalid = d.execute_script("return getComputedStyle(document.documentElement).getPropertyValue('--fw-invalid').trim()")
        colour = d.execute_script("return getComputedStyle(arguments[0]).color", title)
        probe = d.execute_script(
            "var s = document.createElement('span'); s.style.color = arguments[0]; document.body.appendChild(s);"
            "var c = getComputedStyle(s).color; s.remove(); return c;", invalid)
        self.assertEqual(colour, probe, "cellUpdate's invalid colour is the theme's")
        self.assertEqual(d.find_element(By.ID, "floatLabel").get_attribute("value"), "Hello", "what was typed is kept")
        # The image checks are the gallery's marks: an empty square, filled once chosen.
        mark = lambda i: d.execute_script(
            "return getComputedStyle(document.querySelector('label[for=\"oceans-' + arguments[0] + '\"]'), '::before').content", i)
        self.assertIn("\u25a1", mark(1))
        d.find_element(By.CSS_SELECTOR, 'label[for="oceans-1"]').click()
        self.assertTrue(d.find_element(By.ID, "oceans-1").is_selected())
        self.assertIn("\u25a3", mark(1))
        d.find_element(By.ID, "email").clear()
        d.find_element(By.ID, "email").send_keys("ada@example.com")
        stored = self.submit_and_read_stored()
        self.assertIn('"Atlantic"', stored)
        self.assertIn('"days":["Monday","Wednesday","Friday"]', stored)
        self.assertIn('"floatLabel":"Hello"', stored)

    def test_the_row_being_edited_takes_the_accent_as_eurekas_highlighted_cell(self):
        d = self.driver
        d.get(BASE + "/gallery/signup")
        colour_of = lambda name: d.execute_script(
            "var s = document.createElement('span'); s.style.color = getComputedStyle(document.documentElement)"
            ".getPropertyValue(arguments[0]).trim(); document.body.appendChild(s);"
            "var c = getComputedStyle(s).color; s.remove(); return c;", name)
        name = d.find_element(By.XPATH, "//label[normalize-space()='Full name']/following::input[1]")
        label = d.find_element(By.XPATH, "//label[normalize-space()='Full name']")
        colour = lambda: d.execute_script("return getComputedStyle(arguments[0]).color", label)
        self.assertEqual(colour(), colour_of("--fw-title"))
        name.click()
        self.assertEqual(colour(), colour_of("--fw-accent"), "focused, the title takes the accent")
        name.send_keys("Ada")
        d.execute_script("document.activeElement.blur()")
        wait_until(d, lambda d: colour() == colour_of("--fw-title"))
        # An error keeps its colour while the row is edited: emptied, the required
        # name is checked as it loses focus.
        name.clear()
        d.execute_script("document.activeElement.blur()")
        wait_until(d, lambda d: colour() == colour_of("--fw-invalid"))
        name.click()
        self.assertEqual(colour(), colour_of("--fw-invalid"), "an invalid row's title stays the error's colour")

    def test_rsformview_pairs_share_a_line_and_stack_when_narrow(self):
        d = self.driver
        row = lambda title: d.find_element(
            By.XPATH, f"//div[contains(@class,'fw-row')][.//label[normalize-space()='{title}']]")
        try:
            d.set_window_size(1000, 1200)
            d.get(BASE + "/gallery/rsformview")
            city, state = row("CITY").rect, row("STATE").rect
            self.assertAlmostEqual(city["y"], state["y"], delta=2, msg="two fields of one item share a line")
            self.assertGreaterEqual(state["x"], city["x"] + city["width"] - 2)
            self.assertLess(row("ADDRESS").rect["y"], city["y"], "lines keep the items' order")
            # The custom evaluator compares the last name with the first, in this page.
            last = d.find_element(By.XPATH, "//label[normalize-space()='LAST NAME']/following::input[1]")
            last.send_keys("John")
            d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
            wait_until(d, lambda d: d.find_elements(By.ID, "fw-error-summary"))
            self.assertIn("Please enter a last name", row("LAST NAME").text)
            # A phone's width (headless windows are not made that narrow: the viewport is).
            d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                              {"width": 400, "height": 900, "deviceScaleFactor": 1, "mobile": False})
            wait_until(d, lambda d: row("STATE").rect["y"] > row("CITY").rect["y"] + 10)
            self.assertLessEqual(abs(row("STATE").rect["x"] - row("CITY").rect["x"]), 2, "narrow, they stack")
        finally:
            d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
            d.set_window_size(900, 1200)

    def test_markdown_in_the_authors_words_shows_styled_and_links_open_apart(self):
        d = self.driver
        d.get(BASE + "/gallery/signup")
        footer = d.find_element(By.XPATH, "//p[contains(@class,'fw-footer')][contains(.,'terms')]")
        self.assertNotIn("**", footer.text)
        self.assertNotIn("](", footer.text)
        # A line break in the words starts a new line, as in the terminal.
        self.assertEqual(footer.text.split("\n"), ["The expiry is checked against today's date.", "Read the terms before you accept them."])
        strong = footer.find_element(By.TAG_NAME, "strong")
        self.assertEqual(strong.text, "today's")
        self.assertGreaterEqual(int(strong.value_of_css_property("font-weight")), 600)
        link = footer.find_element(By.TAG_NAME, "a")
        self.assertEqual(link.text, "the terms")
        self.assertEqual(link.get_attribute("href"), "https://example.com/terms")
        self.assertEqual(link.get_attribute("target"), "_blank", "following it keeps what was typed")
        self.assertEqual(set(link.get_attribute("rel").split()), {"noopener", "noreferrer"})
        self.assertIn("underline", link.value_of_css_property("text-decoration-line"), "a link shows without colour")
        # Help shows when its row is drawn; its code is in a fixed-width face.
        code = d.find_element(By.CSS_SELECTOR, ".fw-help code")
        self.assertEqual(code.text, "correct horse battery staple")
        self.assertIn("mono", code.value_of_css_property("font-family").lower())
        emphasis = d.find_element(By.CSS_SELECTOR, ".fw-help em")
        self.assertEqual(emphasis.value_of_css_property("font-style"), "italic")
        # What a person types is never read as markup.
        name = d.find_element(By.XPATH, "//label[normalize-space()='Full name']/following::input[1]")
        name.send_keys("*Ada* [x](https://example.com)")
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: d.find_elements(By.ID, "fw-error-summary"))
        name = d.find_element(By.XPATH, "//label[normalize-space()='Full name']/following::input[1]")
        self.assertEqual(name.get_attribute("value"), "*Ada* [x](https://example.com)")
        self.assertEqual(len(d.find_elements(By.CSS_SELECTOR, "a.fw-link")), 1, "only the author's link")

    def test_a_selector_takes_its_title_and_stays_open_as_on_present_says(self):
        d = self.driver
        d.get(BASE + "/gallery/cells")
        d.find_element(By.CSS_SELECTOR, "#sea + .fw-choose").click()
        dialog = wait_until(d, lambda d: d.find_element(By.CSS_SELECTOR, "dialog.fw-dialog[open]"))
        self.assertEqual(dialog.find_element(By.TAG_NAME, "h2").text, "Which sea?")
        self.assertEqual(dialog.get_attribute("aria-label"), "Which sea?")
        dialog.find_element(By.XPATH, './/li[@role="option"][text()="Baltic"]').click()
        self.assertTrue(dialog.is_displayed(), "choosing leaves the list open")
        self.assertEqual(dialog.find_element(By.XPATH, './/li[@aria-selected="true"]').text, "Baltic")
        dialog.find_element(By.XPATH, './/li[@role="option"][text()="Coral"]').click()
        dialog.find_element(By.CSS_SELECTOR, "button.fw-button").click()
        wait_until(d, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.fw-dialog[open]"))
        self.assertEqual(d.find_element(By.ID, "sea").get_attribute("value"), "Coral")
        # The alert's dialog says its selector title and closes on a choice.
        d.find_element(By.CSS_SELECTOR, "#draft .fw-choose").click()
        sheet = wait_until(d, lambda d: d.find_element(By.CSS_SELECTOR, "dialog.fw-sheet-dialog[open]"))
        self.assertEqual(sheet.find_element(By.TAG_NAME, "h2").text, "Keep the draft?")
        sheet.find_element(By.XPATH, './/button[text()="Discard"]').click()
        wait_until(d, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.fw-sheet-dialog[open]"))
        self.assertTrue(d.find_element(By.ID, "draft-1").is_selected())

    def test_a_segmented_choice_hides_live_in_the_account_form(self):
        d = self.driver
        d.get(BASE + "/gallery/account")
        self.assertTrue(shown(d, "frequency"))
        d.find_element(By.ID, "newsletter").click()
        wait_until(d, lambda d: not shown(d, "frequency"))

    def test_repeating_group_with_the_keyboard_only(self):
        d = self.driver
        d.get(BASE + "/gallery/account")
        d.find_element(By.ID, "email").send_keys("kb@example.com")
        add = d.find_element(By.ID, "phones.add")
        add.send_keys(Keys.ENTER)
        wait_until(d, lambda d: d.find_elements(By.ID, "phones.0"))
        phone = d.find_element(By.ID, "phones.0")
        phone.send_keys("5551112222")
        d.find_element(By.ID, "phones.add").send_keys(Keys.ENTER)
        wait_until(d, lambda d: d.find_elements(By.ID, "phones.1"))
        d.find_element(By.ID, "phones.1").send_keys("5553334444")
        self.assertEqual(d.find_element(By.ID, "email").get_attribute("value"), "kb@example.com", "typing survives the round trip")
        up = d.find_element(By.CSS_SELECTOR, 'button[value="up phones 1"]')
        up.send_keys(Keys.ENTER)
        wait_until(d, lambda d: d.find_element(By.ID, "phones.0").get_attribute("value") == "555-333-4444")
        self.assertEqual(d.find_element(By.ID, "phones.1").get_attribute("value"), "555-111-2222")
        d.find_element(By.CSS_SELECTOR, 'button[value="delete phones 0"]').send_keys(Keys.ENTER)
        wait_until(d, lambda d: not d.find_elements(By.ID, "phones.1"))
        self.assertEqual(d.find_element(By.ID, "phones.0").get_attribute("value"), "555-111-2222")

    def test_a_failed_submit_focuses_the_error_summary_and_keeps_input(self):
        d = self.driver
        d.get(BASE + "/gallery/validation")
        d.find_element(By.ID, "email").send_keys("not an email")
        d.find_element(By.ID, "age").send_keys("twelve")
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: d.find_elements(By.ID, "fw-error-summary"))
        self.assertEqual(d.switch_to.active_element.get_attribute("id"), "fw-error-summary")
        self.assertEqual(d.find_element(By.ID, "age").get_attribute("value"), "twelve")
        self.assertEqual(d.find_element(By.ID, "email").get_attribute("aria-invalid"), "true")
        link = d.find_element(By.CSS_SELECTOR, '#fw-error-summary a[href="#email"]')
        self.assertIn("Email", link.text)

    def test_live_checks_say_what_the_server_says(self):
        d = self.driver
        d.get(BASE + "/gallery/validation")
        age = d.find_element(By.ID, "age")
        age.send_keys("12")
        d.find_element(By.ID, "email").click()
        wait_until(d, lambda d: d.find_elements(By.ID, "age-errors"))
        live = d.find_element(By.ID, "age-errors").text
        self.assertEqual(age.get_attribute("aria-invalid"), "true")
        self.assertIn("age-errors", age.get_attribute("aria-describedby"))
        age.clear()
        age.send_keys("20")
        wait_until(d, lambda d: not d.find_elements(By.ID, "age-errors"))
        self.assertIsNone(age.get_attribute("aria-invalid"))
        # The same value sent to the server gets the same words.
        age.clear()
        age.send_keys("12")
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: d.find_elements(By.ID, "fw-error-summary"))
        self.assertEqual(d.find_element(By.ID, "age-errors").text, live)

    def test_a_server_only_check_answers_when_the_field_loses_focus(self):
        d = self.driver
        d.get(BASE + "/gallery/validation")
        d.find_element(By.ID, "username").send_keys("admin")
        d.find_element(By.ID, "email").click()
        wait_until(d, lambda d: d.find_elements(By.ID, "username-errors"))
        self.assertEqual(d.find_element(By.ID, "username-errors").text, "This username is taken.")
        name = d.find_element(By.ID, "username")
        name.clear()
        name.send_keys("ada")
        d.find_element(By.ID, "email").click()
        wait_until(d, lambda d: not d.find_elements(By.ID, "username-errors"))

    def test_an_uploaded_image_is_previewed_and_survives_a_round_trip(self):
        import struct
        import tempfile
        import zlib

        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
        png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0))
               + chunk(b"IDAT", zlib.compress(b"\x00" + b"\xff\x00\x00" * 2 + b"\x00" + b"\x00\x00\xff" * 2)) + chunk(b"IEND", b""))
        path = os.path.join(tempfile.mkdtemp(), "dot.png")
        with open(path, "wb") as f:
            f.write(png)
        d = self.driver
        d.get(BASE + "/gallery/catalogue")
        d.find_element(By.ID, "avatar").send_keys(path)
        d.find_element(By.CSS_SELECTOR, 'button[value="increment stepper"]').click()
        wait_until(d, lambda d: d.find_elements(By.CSS_SELECTOR, "img.fw-preview"))
        preview = d.find_element(By.CSS_SELECTOR, "img.fw-preview")
        self.assertTrue(d.execute_script("return arguments[0].complete && arguments[0].naturalWidth === 2", preview))
        self.assertIn("dot.png", row(d, "avatar").text)
        # A file of another kind beside it: refused when its bytes belie its name,
        # taken and kept like the image otherwise.
        fake = os.path.join(os.path.dirname(path), "notes.pdf")
        with open(fake, "wb") as f:
            f.write(b"MZ not a pdf")
        d.find_element(By.ID, "attachment").send_keys(fake)
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: d.find_elements(By.ID, "fw-error-summary"))
        self.assertIn("Choose a .pdf or .txt file.", row(d, "attachment").text)
        notes = os.path.join(os.path.dirname(path), "notes.txt")
        with open(notes, "wb") as f:
            f.write(b"Bring the keys.")
        d.find_element(By.ID, "attachment").send_keys(notes)
        d.find_element(By.CSS_SELECTOR, 'button[value="increment stepper"]').click()
        wait_until(d, lambda d: "notes.txt, 15 bytes" in row(d, "attachment").text)
        self.assertIn("dot.png", row(d, "avatar").text)
        # Another round trip without choosing the file again keeps it.
        steps = int(d.find_element(By.ID, "stepper").get_attribute("value"))
        d.find_element(By.CSS_SELECTOR, 'button[value="increment stepper"]').click()
        wait_until(d, lambda d: d.find_element(By.ID, "stepper").get_attribute("value") == str(steps + 1))
        self.assertIn("dot.png", row(d, "avatar").text)
        self.assertIn("notes.txt", row(d, "attachment").text)
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: "/submissions" in d.current_url)
        self.assertIn("dot.png", d.find_element(By.TAG_NAME, "main").text)
        self.assertIn("notes.txt", d.find_element(By.TAG_NAME, "main").text)

    def test_a_colour_is_chosen_in_a_colour_input_and_stored(self):
        d = self.driver
        d.get(BASE + "/gallery/catalogue")
        accent = d.find_element(By.ID, "accent")
        self.assertEqual(accent.get_attribute("type"), "color")
        self.assertEqual(accent.get_attribute("value"), "#3366cc")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, 'label[for="accent"]').text, "Accent colour")
        # The browser's own picker is outside the page: what a person picks reaches
        # the input as its value, with the events a pick sends.
        d.execute_script("const input = arguments[0]; input.value = '#ff8800';"
                         "input.dispatchEvent(new Event('input', {bubbles: true}));"
                         "input.dispatchEvent(new Event('change', {bubbles: true}));", accent)
        self.assertEqual(accent.get_attribute("value"), "#ff8800")
        self.assertIn("#ff8800", self.submit_and_read_stored())

    def test_choosing_in_a_long_list_through_its_dialog(self):
        d = self.driver
        d.get(BASE + "/gallery/selection")
        select = d.find_element(By.ID, "country")
        self.assertFalse(select.is_displayed(), "the script puts a button in place of the long select")
        button = d.find_element(By.CSS_SELECTOR, "#country + button.fw-choose")
        button.click()
        dialog = d.find_element(By.CSS_SELECTOR, "dialog.fw-dialog[open]")
        groups = [g.text for g in dialog.find_elements(By.CSS_SELECTOR, ".fw-group")]
        self.assertEqual(groups[:2], ["AFRICA", "AMERICAS"])
        active = d.switch_to.active_element
        self.assertEqual(active.get_attribute("type"), "search", "focus goes to the filter")
        active.send_keys("por")
        shown = [o.text for o in dialog.find_elements(By.CSS_SELECTOR, '[role="option"]') if o.is_displayed()]
        self.assertEqual(shown, ["Portugal"])
        active.send_keys(Keys.ENTER)
        wait_until(d, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.fw-dialog[open]"))
        self.assertEqual(select.get_attribute("value"), "Portugal")
        self.assertEqual(d.switch_to.active_element.text, "Portugal", "focus comes back to the button")
        # Escape closes without choosing.
        button.send_keys(Keys.ENTER)
        d.switch_to.active_element.send_keys(Keys.ESCAPE)
        wait_until(d, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.fw-dialog[open]"))
        self.assertEqual(select.get_attribute("value"), "Portugal")

    def test_a_group_of_checkboxes_is_checked_live_as_a_whole(self):
        d = self.driver
        d.get(BASE + "/gallery/custom")
        boxes = d.find_elements(By.CSS_SELECTOR, 'input[name="days"]')
        boxes[0].send_keys(Keys.SPACE)
        for index in range(1, 5):
            boxes[index - 1].send_keys(Keys.TAB)
            d.switch_to.active_element.send_keys(Keys.SPACE)
        self.assertFalse(any(box.is_selected() for box in boxes))
        self.assertFalse(d.find_elements(By.ID, "days-errors"), "moving between the days is not leaving the group")
        d.switch_to.active_element.send_keys(Keys.TAB, Keys.TAB, Keys.TAB)
        wait_until(d, lambda d: d.find_element(By.ID, "days-errors").text == "Choose at least one day.")
        boxes[6].send_keys(Keys.SPACE)
        wait_until(d, lambda d: not d.find_elements(By.ID, "days-errors"))

    def test_conditions_follow_custom_rows_live(self):
        """Rows read by what they hold: the week-day picker as a set of days, the
        counted text as text; no Update button is pressed."""
        d = self.driver
        d.get(BASE + "/gallery/custom")
        self.assertFalse(shown(d, "weekendHours"))
        self.assertFalse(shown(d, "holidays"))
        saturday = d.find_element(By.CSS_SELECTOR, 'input[name="days"][value="sat"]')
        saturday.send_keys(Keys.SPACE)
        wait_until(d, lambda d: shown(d, "weekendHours"))
        saturday.send_keys(Keys.SPACE)
        wait_until(d, lambda d: not shown(d, "weekendHours"))
        note = d.find_element(By.ID, "note")
        note.send_keys("Closed on public Holidays")
        wait_until(d, lambda d: shown(d, "holidays"))
        note.clear()
        note.send_keys("x")
        wait_until(d, lambda d: not shown(d, "holidays"))

    def test_conditions_follow_a_cascading_picker_and_a_list_check_live(self):
        """A cascading picker offers the second column for the first choice as it is
        made, and conditions read it, and one choice of a selectable section, live."""
        d = self.driver
        d.get(BASE + "/gallery/selection")
        self.assertFalse(shown(d, "arrondissement"))
        self.assertFalse(shown(d, "engraving"))
        first, second = Select(d.find_element(By.ID, "city-0")), Select(d.find_element(By.ID, "city-1"))
        self.assertEqual([o.text for o in second.options], ["Choose…"], "nothing to offer before a country is chosen")
        first.select_by_visible_text("Japan")
        wait_until(d, lambda d: [o.text for o in second.options][1:] == ["Tokyo", "Osaka"])
        self.assertEqual(second.first_selected_option.text, "Tokyo", "the first city offered is chosen, as the server does")
        self.assertFalse(shown(d, "arrondissement"))
        first.select_by_visible_text("France")
        wait_until(d, lambda d: shown(d, "arrondissement"))
        self.assertEqual([o.text for o in second.options][1:], ["Paris", "Lyon"])
        second.select_by_visible_text("Lyon")
        wait_until(d, lambda d: not shown(d, "arrondissement"))
        second.select_by_visible_text("Paris")
        wait_until(d, lambda d: shown(d, "arrondissement"))
        # One choice of the sizes: Large shows the engraving, another hides it.
        d.find_element(By.CSS_SELECTOR, 'input[name="size"][value="Large"]').click()
        wait_until(d, lambda d: shown(d, "engraving"))
        d.find_element(By.CSS_SELECTOR, 'input[name="size"][value="Small"]').click()
        wait_until(d, lambda d: not shown(d, "engraving"))
        d.find_element(By.ID, "arrondissement").send_keys("7e")
        stored = self.submit_and_read_stored()
        self.assertIn('"city":"France,Paris"', stored.replace(" ", "").replace("\n", ""))
        self.assertIn('"arrondissement":"7e"', stored.replace(" ", "").replace("\n", ""))

    def test_week_days_picked_with_the_keyboard_only_are_stored(self):
        d = self.driver
        d.get(BASE + "/gallery/custom")
        body = d.find_element(By.TAG_NAME, "body")
        d.execute_script("arguments[0].focus()", body)
        keys = ActionChains(d)

        def press(*sequence):
            keys.send_keys(*sequence).perform()

        for _ in range(60):
            if d.switch_to.active_element.get_attribute("id") == "days-0":
                break
            press(Keys.TAB)
        self.assertEqual(d.switch_to.active_element.get_attribute("id"), "days-0", "Tab reaches the first day")
        label = d.find_element(By.CSS_SELECTOR, 'label[for="days-0"]')
        self.assertNotEqual(d.execute_script("return getComputedStyle(arguments[0]).outlineStyle", label), "none",
                            "the focused day shows where focus is")
        # Monday to Friday come ticked: Space leaves them out, and picks Saturday and Sunday.
        for index in range(7):
            self.assertEqual(d.switch_to.active_element.get_attribute("id"), "days-%d" % index)
            press(Keys.SPACE)
            if index < 6:
                press(Keys.TAB)
        ticked = [box.get_attribute("value") for box in d.find_elements(By.CSS_SELECTOR, 'input[name="days"]') if box.is_selected()]
        self.assertEqual(ticked, ["sat", "sun"])
        press(Keys.TAB)
        self.assertEqual(d.switch_to.active_element.get_attribute("id"), "note")
        press("Weekends only")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, "#note-count .fw-count-text").text, "13 / 40",
                         "the count follows typing")
        press(Keys.ENTER)
        wait_until(d, lambda d: "/submissions" in d.current_url)
        stored = d.find_element(By.TAG_NAME, "main").text
        self.assertIn('"days":["sat","sun"]', stored)
        self.assertIn('"note":"Weekends only"', stored)

    def test_an_action_sheet_and_an_alert_choose_in_a_dialog(self):
        d = self.driver
        d.get(BASE + "/gallery/catalogue")
        radio = d.find_element(By.ID, "sheet-1")
        self.assertFalse(radio.is_displayed(), "the script puts a button in place of the choices")
        button = d.find_element(By.CSS_SELECTOR, "#sheet button.fw-choose")
        self.assertEqual(button.text, "Choose…")
        button.send_keys(Keys.ENTER)
        dialog = wait_until(d, lambda d: d.find_element(By.CSS_SELECTOR, "dialog.fw-action-sheet[open]"))
        self.assertEqual(dialog.find_element(By.TAG_NAME, "h2").text, "Action sheet")
        choices = [b.text for b in dialog.find_elements(By.CSS_SELECTOR, ".fw-sheet-choice")]
        self.assertEqual(choices, ["A", "B"])
        self.assertEqual(d.switch_to.active_element.text, "A", "focus goes to the first choice")
        d.switch_to.active_element.send_keys(Keys.TAB)
        d.switch_to.active_element.send_keys(Keys.ENTER)
        wait_until(d, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.fw-dialog[open]"))
        self.assertTrue(radio.is_selected(), "choosing B checks its radio, which the form submits")
        self.assertEqual(button.text, "B")
        self.assertEqual(d.switch_to.active_element, button, "focus comes back to the button")
        # An alert opens on the current choice; Cancel closes without choosing.
        alert = d.find_element(By.CSS_SELECTOR, "#alert button.fw-choose")
        self.assertEqual(alert.text, "Keep")
        alert.click()
        dialog = wait_until(d, lambda d: d.find_element(By.CSS_SELECTOR, "dialog.fw-alert[open]"))
        self.assertEqual(d.switch_to.active_element.text, "Keep")
        self.assertEqual(d.switch_to.active_element.get_attribute("aria-pressed"), "true")
        dialog.find_element(By.CSS_SELECTOR, ".fw-secondary").click()
        wait_until(d, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.fw-dialog[open]"))
        self.assertTrue(d.find_element(By.ID, "alert-0").is_selected())

    def test_inline_rows_open_in_place(self):
        d = self.driver
        d.get(BASE + "/gallery/catalogue")
        picker = d.find_element(By.ID, "picker")
        self.assertFalse(picker.is_displayed(), "collapsed, the control is hidden")
        toggle = d.find_element(By.CSS_SELECTOR, '[data-row="picker"] .fw-inline-toggle')
        self.assertEqual(toggle.get_attribute("aria-expanded"), "false")
        toggle.send_keys(Keys.ENTER)
        wait_until(d, lambda d: picker.is_displayed())
        self.assertEqual(toggle.get_attribute("aria-expanded"), "true")
        self.assertEqual(d.switch_to.active_element, picker, "focus goes to the control")
        self.assertTrue(d.find_element(By.CSS_SELECTOR, '[data-row="picker"] input[name="fw-open"]').is_enabled())
        Select(picker).select_by_visible_text("3")
        wait_until(d, lambda d: toggle.find_element(By.CLASS_NAME, "fw-value").text == "3")
        toggle.click()
        wait_until(d, lambda d: not picker.is_displayed())

    def test_a_form_from_a_json_schema_checks_what_only_the_schema_says(self):
        d = self.driver
        d.get(BASE + "/gallery/jsonschema")
        self.assertFalse(shown(d, "state"), "the state is asked only for the United States (if/then)")
        d.find_element(By.ID, "country-1").click()
        wait_until(d, lambda d: shown(d, "state"))
        d.find_element(By.ID, "email").send_keys("ada@example.com")
        d.find_element(By.ID, "state").send_keys("CA")
        d.find_element(By.ID, "travellers.add").send_keys(Keys.ENTER)
        wait_until(d, lambda d: d.find_elements(By.ID, "travellers.0"))
        d.find_element(By.ID, "travellers.0").click()
        wait_until(d, lambda d: d.find_element(By.ID, "travellers.0.name").is_displayed())
        d.find_element(By.ID, "travellers.0.name").send_keys("Ann")
        d.find_element(By.ID, "code").send_keys("TEST00")
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: d.find_elements(By.ID, "fw-error-summary"))
        summary = d.find_element(By.ID, "fw-error-summary").text
        self.assertIn("This value is not valid here.", summary, "the schema's `not`, checked on the server")
        self.assertIn("This field is required.", summary, "`dependentRequired`: a code needs a departure date")
        self.assertIn("This value is not valid here.", row(d, "code").text, "the error is next to its field")
        self.assertIn("This field is required.", row(d, "departure").text)
        self.assertEqual(d.find_element(By.ID, "code").get_attribute("value"), "TEST00", "what was typed is kept")
        self.assertEqual(d.find_element(By.ID, "travellers.0.name").get_attribute("value"), "Ann")
        d.find_element(By.ID, "code").clear()
        stored = self.submit_and_read_stored()
        self.assertIn("ada@example.com", stored)
        self.assertIn("Ann", stored)

    def test_a_valid_submission_is_stored_and_listed(self):
        d = self.driver
        d.get(BASE + "/gallery/account")
        d.find_element(By.ID, "email").send_keys("stored@example.com")
        self.assertIn("stored@example.com", self.submit_and_read_stored())


class NoScriptBrowserTests(BrowserCase):
    """JavaScript off: the same pages work through the server."""

    javascript = False

    def test_conditions_apply_through_the_update_button(self):
        d = self.driver
        d.get(BASE + "/gallery/conditions")
        wait_until(d, lambda d: d.find_element(By.ID, "ship").is_selected())
        d.find_element(By.ID, "ship").click()
        wait_until(d, lambda d: not d.find_element(By.ID, "ship").is_selected())
        self.assertTrue(shown(d, "country"), "without scripts nothing changes before the server answers")
        d.find_element(By.CSS_SELECTOR, 'button[value="update"]').click()
        wait_until(d, lambda d: not shown(d, "country"))

    def test_an_action_sheet_is_a_group_of_radio_buttons(self):
        d = self.driver
        d.get(BASE + "/gallery/catalogue")
        self.assertTrue(d.find_element(By.ID, "sheet-1").is_displayed())
        self.assertFalse(d.find_elements(By.CSS_SELECTOR, "#sheet button.fw-choose"))

    def test_inline_rows_open_through_the_server(self):
        d = self.driver
        d.get(BASE + "/gallery/catalogue")
        self.assertFalse(d.find_element(By.ID, "time").is_displayed())
        d.find_element(By.CSS_SELECTOR, '[data-row="time"] .fw-inline-toggle').click()
        wait_until(d, lambda d: d.find_element(By.ID, "time").is_displayed())
        # Another round trip through the server (the stepper's + button).
        d.find_element(By.CSS_SELECTOR, 'button[value="increment stepper"]').click()
        wait_until(d, lambda d: d.find_element(By.ID, "stepper").get_attribute("value") == "3")
        self.assertTrue(d.find_element(By.ID, "time").is_displayed(), "it stays open through the server's answers")
        d.find_element(By.CSS_SELECTOR, '[data-row="time"] .fw-inline-toggle').click()
        wait_until(d, lambda d: not d.find_element(By.ID, "time").is_displayed())

    def test_repeating_group_round_trips(self):
        d = self.driver
        d.get(BASE + "/gallery/account")
        d.find_element(By.ID, "phones.add").click()
        wait_until(d, lambda d: d.find_elements(By.ID, "phones.0"))
        d.find_element(By.ID, "phones.0").send_keys("5559990000")
        d.find_element(By.ID, "email").send_keys("noscript@example.com")
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: "/submissions" in d.current_url)
        self.assertIn("555-999-0000", d.find_element(By.TAG_NAME, "main").text)


    def test_week_days_round_trip_without_scripts(self):
        d = self.driver
        d.get(BASE + "/gallery/custom")
        for key in ("mon", "tue", "wed", "thu", "fri"):
            d.find_element(By.CSS_SELECTOR, 'input[value="%s"] + label' % key).click()
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: d.find_elements(By.ID, "fw-error-summary"))
        self.assertIn("Choose at least one day.", d.find_element(By.ID, "days-errors").text)
        d.find_element(By.CSS_SELECTOR, 'input[value="wed"] + label').click()
        wait_until(d, lambda d: d.find_element(By.ID, "days-2").is_selected())
        self.assertIn('"days":["wed"]', self.submit_and_read_stored())


def words(text):
    """The words of a text, lowercased: runs of letters of two or more."""
    found, word = set(), ""
    for character in text.lower() + " ":
        if character.isalpha():
            word += character
        else:
            if len(word) > 1:
                found.add(word)
            word = ""
    return found


def said(driver):
    """What the page says to a person: the text shown in its main part and its
    title, and the names and hints its controls give screen readers."""
    return driver.execute_script("""
        const main = document.querySelector('main');
        const parts = [document.title, main.innerText];
        for (const element of main.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
            for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
                if (element.hasAttribute(name)) parts.push(element.getAttribute(name));
            }
        }
        for (const dialog of main.querySelectorAll('dialog[open]')) parts.push(dialog.innerText);
        return parts.join('\\n');""")


class LanguageTests(BrowserCase):
    """A page in French says nothing in English; a page in Arabic is laid out right
    to left."""

    def test_the_french_page_says_no_english_word(self):
        d = self.driver
        d.get(BASE + "/gallery/french")
        texts = [said(d)]
        # Checks as people type, and a failed submit with its summary.
        email = d.find_element(By.ID, "courriel")
        email.send_keys("pas-un-courriel")
        d.find_element(By.ID, "age").send_keys("12")
        d.find_element(By.ID, "taille").click()
        wait_until(d, lambda d: d.find_element(By.ID, "age-errors").text)
        texts.append(said(d))
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: d.find_elements(By.ID, "fw-error-summary"))
        texts.append(said(d))
        everything = "\n".join(texts)
        self.assertIn("Saisissez une adresse e-mail valide.", everything)
        self.assertIn("Ajouter", everything)
        left = words(everything) & ENGLISH
        self.assertEqual(left, set(), "English on the French page: %s\n%s" % (sorted(left), everything))

    def test_the_arabic_page_is_laid_out_right_to_left(self):
        d = self.driver
        d.get(BASE + "/gallery/arabic")
        html = d.find_element(By.TAG_NAME, "html")
        self.assertEqual((html.get_attribute("lang"), html.get_attribute("dir")), ("ar", "rtl"))
        self.assertEqual(d.find_element(By.CSS_SELECTOR, "form.fw-form").get_attribute("dir"), "rtl")
        # A row's label is at the right of its control, and text starts at the right.
        label = d.find_element(By.CSS_SELECTOR, 'label[for="age"]').rect
        field = d.find_element(By.ID, "age").rect
        self.assertGreater(label["x"] + label["width"], field["x"] + field["width"] - 1)
        self.assertEqual(d.execute_script("return getComputedStyle(document.getElementById('age')).direction"), "rtl")
        # The switch's knob is at the start of the line, now on the right, when on.
        switch = d.find_element(By.ID, "newsletter")
        knob_on = d.execute_script("return getComputedStyle(arguments[0], '::after').transform", switch)
        self.assertIn("-", knob_on, "the knob moves left when on")
        # What the page says is Arabic: the catalogue's words and its errors.
        d.find_element(By.ID, "email").send_keys("x")
        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
        wait_until(d, lambda d: d.find_elements(By.ID, "fw-error-summary"))
        text = said(d)
        self.assertIn("أدخل عنوان بريد إلكتروني صالحًا.", text)
        self.assertIn("إرسال", text)
        self.assertEqual(words(text) & ENGLISH, set(), text)


class AccessibilityTests(BrowserCase):
    """axe-core finds no serious or critical problem on any page, light or dark."""

    def audit(self, path, scheme):
        from axe_selenium_python import Axe
        d = self.driver
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        d.get(BASE + path)
        time.sleep(0.1)
        axe = Axe(d, script_url=axe_script()) if axe_script() else Axe(d)
        axe.inject()
        results = axe.run()
        bad = [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]
        self.assertEqual(bad, [], "%s (%s): %s" % (path, scheme, json.dumps(
            [(v["id"], v["help"], [n["target"] for n in v["nodes"]][:5]) for v in bad], indent=1)))

    def test_every_gallery_page_in_light_and_dark_mode(self):
        for scheme in ("light", "dark"):
            for page in ["/", "/submissions"] + ["/gallery/" + name for name in PAGES]:
                with self.subTest(page=page, scheme=scheme):
                    self.audit(page, scheme)

    def test_pages_with_errors(self):
        d = self.driver
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
        from axe_selenium_python import Axe
        for page, fill in (("validation", None), ("custom", "days")):
            with self.subTest(page=page):
                d.get(BASE + "/gallery/" + page)
                if fill == "days":
                    for box in d.find_elements(By.CSS_SELECTOR, 'input[name="days"]:checked'):
                        d.execute_script("arguments[0].click()", box)
                d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
                wait_until(d, lambda d: d.find_elements(By.ID, "fw-error-summary"))
                axe = Axe(d, script_url=axe_script()) if axe_script() else Axe(d)
                axe.inject()
                bad = [v for v in axe.run()["violations"] if v.get("impact") in ("serious", "critical")]
                self.assertEqual(bad, [], json.dumps([(v["id"], v["help"]) for v in bad]))


def fit_window(d):
    """Makes the window as tall as the page, within bounds."""
    d.set_window_size(900, 600)
    height = d.execute_script("return document.body.scrollHeight")
    # The window's height holds more than the page's view: add the difference.
    chrome = d.get_window_size()["height"] - d.execute_script("return window.innerHeight")
    d.set_window_size(900, min(max(height, 600), 2400) + max(chrome, 0))


class Screenshots(unittest.TestCase):
    """Screenshots for the README, when FORMWORK_SCREENSHOTS names a folder."""

    def test_take_screenshots(self):
        if not SCREENSHOTS:
            return
        d = make_driver()
        try:
            for scheme in ("light", "dark"):
                d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                for page in ("catalogue", "validation", "arabic", "rsformview", "signup", "jsonschema"):
                    d.get(BASE + "/gallery/" + page)
                    if page == "validation":
                        d.find_element(By.ID, "email").send_keys("not an email")
                        d.find_element(By.CSS_SELECTOR, 'button[value="submit"]').click()
                        wait_until(d, lambda d: d.find_elements(By.ID, "fw-error-summary"))
                    fit_window(d)
                    d.save_screenshot(os.path.join(SCREENSHOTS, "%s-%s.png" % (page, scheme)))
                from journey_browser_tests import screenshots
                screenshots(d, SCREENSHOTS, scheme, fit_window)
        finally:
            d.quit()


if __name__ == "__main__":
    unittest.main(verbosity=2)
