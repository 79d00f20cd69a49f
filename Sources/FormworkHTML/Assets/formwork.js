/* Formwork client script: runs a form's conditions and checks live in the
   browser, from what the server writes into <script type="application/json"
   class="fw-data">: conditions as syntax trees, rules with the server's messages. No eval, no inline script: a small interpreter with the
   same comparison rules as the Swift evaluator (a shared table of cases checks
   both). Without this script every page still works through the server. */
(function () {
  'use strict';

  // ---- Values: null, true/false, numbers, strings, {date: seconds}, {list: [...]} ----

  function kindOf(v) {
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'boolean') return 'bool';
    if (typeof v === 'number') return 'number';
    if (typeof v === 'string') return 'string';
    if (Object.prototype.hasOwnProperty.call(v, 'date')) return 'date';
    if (Object.prototype.hasOwnProperty.call(v, 'list')) return 'list';
    return 'null';
  }

  /* [c] lower-cases; [d] drops combining marks. Each character is lower-cased on
     its own, as Swift does: no final-sigma rule. */
  function fold(s, options) {
    if (options & 2) s = s.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC');
    if (options & 1) s = Array.from(s, function (c) { return c.toLowerCase(); }).join('');
    return s;
  }

  function two(text, at) {
    var a = text.charCodeAt(at) - 48, b = text.charCodeAt(at + 1) - 48;
    if (!(a >= 0 && a <= 9 && b >= 0 && b <= 9)) return null;
    return a * 10 + b;
  }

  /* ISO 8601 text (2024-05-01, 2024-05-01T13:30, …:05Z, …+02:00) as seconds. */
  function isoSeconds(text) {
    if (text.length < 10 || text[4] !== '-' || text[7] !== '-') return null;
    var y1 = two(text, 0), y2 = two(text, 2), month = two(text, 5), day = two(text, 8);
    if (y1 === null || y2 === null || month === null || day === null) return null;
    if (month < 1 || month > 12 || day < 1 || day > 31) return null;
    var year = y1 * 100 + y2, hour = 0, minute = 0, second = 0, offset = 0, i = 10;
    if (i < text.length) {
      if (text[i] !== 'T' && text[i] !== ' ') return null;
      hour = two(text, i + 1);
      minute = two(text, i + 4);
      if (hour === null || text[i + 3] !== ':' || minute === null || hour >= 24 || minute >= 60) return null;
      i += 6;
      if (i < text.length && text[i] === ':') {
        second = two(text, i + 1);
        if (second === null || second >= 61) return null;
        i += 3;
      }
      if (i < text.length) {
        if (text[i] === 'Z' && i + 1 === text.length) {
          i += 1;
        } else if ((text[i] === '+' || text[i] === '-') && text.length === i + 6 && text[i + 3] === ':') {
          var oh = two(text, i + 1), om = two(text, i + 4);
          if (oh === null || om === null) return null;
          offset = (oh * 3600 + om * 60) * (text[i] === '-' ? -1 : 1);
        } else {
          return null;
        }
      }
    }
    var date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    if (date.getUTCDate() !== day) return null;
    date.setUTCHours(hour, minute, second, 0);
    return date.getTime() / 1000 - offset;
  }

  function seconds(v) {
    switch (kindOf(v)) {
      case 'date': return v.date;
      case 'number': return v;
      case 'string': return isoSeconds(v);
      default: return null;
    }
  }

  function compareNumbers(a, b) {
    if (a < b) return -1;
    if (a > b) return 1;
    return a === b ? 0 : null;
  }

  /* -1, 0 or 1, or null when the two values have no order. */
  function order(a, b, options) {
    var ka = kindOf(a), kb = kindOf(b);
    if (ka === 'number' && kb === 'number') return compareNumbers(a, b);
    if (ka === 'string' && kb === 'string') {
      var x = fold(a, options), y = fold(b, options);
      if (x === y) return 0;
      return x < y ? -1 : 1;
    }
    if (ka === 'date') { var sb = seconds(b); return sb === null ? null : compareNumbers(a.date, sb); }
    if (kb === 'date') { var sa = seconds(a); return sa === null ? null : compareNumbers(sa, b.date); }
    return null;
  }

  function equal(a, b, options) {
    var ka = kindOf(a), kb = kindOf(b);
    if (ka === 'date' || kb === 'date') return order(a, b, options) === 0;
    if (ka !== kb) return false;
    switch (ka) {
      case 'null': return true;
      case 'bool': case 'number': return a === b;
      case 'string': return options ? fold(a, options) === fold(b, options) : a === b;
      case 'list':
        if (a.list.length !== b.list.length) return false;
        for (var i = 0; i < a.list.length; i++) if (!equal(a.list[i], b.list[i], options)) return false;
        return true;
    }
    return false;
  }

  function contains(collection, element, options) {
    var kc = kindOf(collection), ke = kindOf(element);
    if (kc === 'string' && ke === 'string') return fold(collection, options).indexOf(fold(element, options)) >= 0;
    if (kc !== 'list') return false;
    var has = function (part) {
      return collection.list.some(function (item) { return equal(item, part, options); });
    };
    if (ke === 'list') return element.list.every(has);
    return has(element);
  }

  /* LIKE: `*` matches any run of characters, `?` exactly one (by code point). */
  function like(text, pattern) {
    var t = Array.from(text), p = Array.from(pattern);
    var matchesAt = function (piece, offset) {
      for (var i = 0; i < piece.length; i++) if (piece[i] !== '?' && piece[i] !== t[offset + i]) return false;
      return true;
    };
    var pieces = [[]];
    p.forEach(function (c) { if (c === '*') pieces.push([]); else pieces[pieces.length - 1].push(c); });
    if (pieces.length === 1) return t.length === p.length && matchesAt(p, 0);
    var first = pieces[0], last = pieces[pieces.length - 1];
    if (t.length < first.length + last.length || !matchesAt(first, 0) || !matchesAt(last, t.length - last.length)) return false;
    var start = first.length, end = t.length - last.length;
    for (var k = 1; k < pieces.length - 1; k++) {
      var piece = pieces[k];
      if (piece.length === 0) continue;
      var found = -1;
      for (var at = start; at + piece.length <= end; at++) if (matchesAt(piece, at)) { found = at; break; }
      if (found < 0) return false;
      start = found + piece.length;
    }
    return true;
  }

  function compare(op, a, b, options) {
    var o;
    switch (op) {
      case '==': return equal(a, b, options);
      case '!=': return !equal(a, b, options);
      case '<': o = order(a, b, options); return o !== null && o < 0;
      case '<=': o = order(a, b, options); return o !== null && o <= 0;
      case '>': o = order(a, b, options); return o !== null && o > 0;
      case '>=': o = order(a, b, options); return o !== null && o >= 0;
      case 'CONTAINS': return contains(a, b, options);
      case 'IN': return contains(b, a, options);
      case 'BEGINSWITH':
        return kindOf(a) === 'string' && kindOf(b) === 'string' && fold(a, options).startsWith(fold(b, options));
      case 'ENDSWITH':
        return kindOf(a) === 'string' && kindOf(b) === 'string' && fold(a, options).endsWith(fold(b, options));
      case 'LIKE':
        return kindOf(a) === 'string' && kindOf(b) === 'string' && like(fold(a, options), fold(b, options));
      case 'BETWEEN':
        if (kindOf(b) !== 'list' || b.list.length !== 2) return false;
        var low = order(a, b.list[0], options), high = order(a, b.list[1], options);
        return low !== null && high !== null && low >= 0 && high <= 0;
    }
    return false;
  }

  function normalized(v) {
    if (typeof v === 'string') return v.normalize('NFC');
    if (kindOf(v) === 'list') return { list: v.list.map(normalized) };
    return v === undefined ? null : v;
  }

  function resolve(operand, lookup) {
    if ('ref' in operand) return lookup(operand.ref);
    if ('lit' in operand) return normalized(operand.lit);
    return { list: operand.items.map(function (item) { return resolve(item, lookup); }) };
  }

  /* Evaluates a condition's syntax tree, reading `$tag` through `lookup`. */
  function evaluate(e, lookup) {
    if ('c' in e) return e.c;
    if ('not' in e) return !evaluate(e.not, lookup);
    if ('and' in e) return e.and.every(function (x) { return evaluate(x, lookup); });
    if ('or' in e) return e.or.some(function (x) { return evaluate(x, lookup); });
    if ('truthy' in e) return resolve(e.truthy, lookup) === true;
    if ('cmp' in e) return compare(e.cmp[1], resolve(e.cmp[0], lookup), resolve(e.cmp[3], lookup), e.cmp[2]);
    return false;
  }

  // ---- Checks: the rules the browser can run, with the server's messages ----

  function characters(text) {
    if (typeof Intl === 'object' && Intl.Segmenter) {
      var count = 0, it = new Intl.Segmenter().segment(text)[Symbol.iterator]();
      while (!it.next().done) count++;
      return count;
    }
    return Array.from(text).length;
  }

  /* The HTML standard's email syntax with a dot in the domain, as the server checks it. */
  function isEmail(text) {
    var at = text.indexOf('@');
    if (at <= 0 || at >= text.length - 1) return false;
    var local = text.slice(0, at), domain = text.slice(at + 1);
    if (!/^[A-Za-z0-9.!#$%&'*+\/=?^_`{|}~-]+$/.test(local)) return false;
    var labels = domain.split('.');
    if (labels.length < 2) return false;
    return labels.every(function (label) {
      return label.length > 0 && label.length <= 63 && /^[A-Za-z0-9-]+$/.test(label) &&
        label[0] !== '-' && label[label.length - 1] !== '-';
    });
  }

  function parseNumber(raw, decimal) {
    var text = raw.trim();
    if (decimal !== '.') text = text.split(decimal).join('.');
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return null;
    return Number(text);
  }

  /* The messages of the rules `text` fails, in order; null when the text needs
     the server to word what is wrong (a number that does not parse). */
  function check(rules, text, isNumber, decimal) {
    var blank = text.trim() === '';
    var number = null;
    if (isNumber && !blank) {
      number = parseNumber(text, decimal);
      if (number === null) return null;
    }
    var messages = [];
    rules.forEach(function (rule) {
      var name = rule[0], n = rule[1], fails = false;
      if (name === 'required') fails = blank;
      else if (blank) fails = false;
      else if (name === 'email') fails = !isEmail(text);
      else if (name === 'minLength') fails = characters(text) < n;
      else if (name === 'maxLength') fails = characters(text) > n;
      else if (name === 'exactLength') fails = characters(text) !== n;
      else if (number !== null) {
        if (name === 'greaterThan') fails = !(number > n);
        else if (name === 'greaterOrEqual') fails = !(number >= n);
        else if (name === 'smallerThan') fails = !(number < n);
        else if (name === 'smallerOrEqual') fails = !(number <= n);
      }
      if (fails) messages.push(rule[2]);
    });
    return messages;
  }

  // ---- The page ----

  function reducedMotion() {
    return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  function Page(form, data) {
    this.form = form;
    this.data = data;
    this.leaving = new Map();
  }

  Page.prototype.controls = function (name) {
    return Array.prototype.filter.call(this.form.elements, function (el) { return el.name === name; });
  };

  Page.prototype.isHidden = function (element) {
    for (var node = element; node && node !== this.form; node = node.parentElement) {
      if (node.hidden || this.leaving.has(node)) return true;
    }
    return false;
  };

  Page.prototype.read = function (tag) {
    var reader = this.data.tags[tag];
    if (!reader) return null;
    var holder = reader.row !== undefined
      ? this.form.querySelector('[data-row="' + CSS.escape(reader.row) + '"]')
      : this.form.querySelector('#section-' + CSS.escape(reader.section));
    if (holder && this.isHidden(holder)) return null;
    if (reader.read === 'listCheck') {
      // One choice of a selectable section, read from the section's controls; in a
      // hidden section, or hidden itself, it reads as nothing, as on the server.
      var section = this.form.querySelector('#section-' + CSS.escape(reader.section));
      if (section && this.isHidden(section)) return null;
      var page = this, key = reader.key;
      var chosen = this.controls(reader.section).some(function (el) {
        return el.value === key && el.checked && !page.isHidden(el);
      });
      return chosen ? normalized(reader.chosen) : null;
    }
    var name = reader.row !== undefined ? reader.row : reader.section;
    var controls = this.controls(name);
    var options = reader.options || {};
    // A row its presenter draws without a control of its name reads as the server has it.
    if (!controls.length) return normalized(reader.value);
    switch (reader.read) {
      case 'text': {
        var text = controls.length ? controls[0].value : '';
        return text === '' ? null : text.normalize('NFC');
      }
      case 'number': {
        var raw = controls.length ? controls[0].value.trim() : '';
        if (this.data.decimal !== '.') raw = raw.split(this.data.decimal).join('.');
        if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(raw)) return null;
        return Number(raw);
      }
      case 'bool':
        return controls.length ? controls[0].checked : false;
      case 'choice': {
        var chosen = this.chosenKeys(controls);
        return chosen.length && options[chosen[0]] ? normalized(options[chosen[0]][0]) : null;
      }
      case 'choices': {
        var keys = this.chosenKeys(controls).filter(function (key) { return options[key]; });
        if (reader.sorted) keys.sort(function (a, b) { return options[a][1] < options[b][1] ? -1 : options[a][1] > options[b][1] ? 1 : 0; });
        return { list: keys.map(function (key) { return normalized(options[key][0]); }) };
      }
      case 'cascade': {
        // A cascading picker: one choice per column, each read in the options its
        // column offers for the choices before it; nothing until every column has one.
        var tree = cascadeTree(controls[0].closest('fieldset.fw-cascade'));
        if (!tree) return normalized(reader.value);
        var values = [];
        for (var i = 0; i < controls.length; i++) {
          var entry = cascadeEntry(tree, controls[i].value);
          if (!entry) return null;
          values.push(normalized(entry[2]));
          tree = entry[3] || [];
        }
        return { list: values };
      }
    }
    return normalized(reader.value);
  };

  Page.prototype.chosenKeys = function (controls) {
    var keys = [];
    controls.forEach(function (el) {
      if (el.tagName === 'SELECT') {
        Array.prototype.forEach.call(el.selectedOptions, function (o) { if (o.value !== '') keys.push(o.value); });
      } else if (el.checked) {
        keys.push(el.value);
      }
    });
    return keys;
  };

  Page.prototype.setHidden = function (element, hidden) {
    if (!element) return false;
    var isHidden = element.hidden || this.leaving.has(element);
    if (isHidden === hidden) return false;
    var page = this;
    if (!hidden) {
      clearTimeout(this.leaving.get(element));
      this.leaving.delete(element);
      element.classList.remove('fw-leaving');
      element.hidden = false;
    } else if (reducedMotion()) {
      element.hidden = true;
    } else {
      element.classList.add('fw-leaving');
      this.leaving.set(element, setTimeout(function () {
        page.leaving.delete(element);
        element.classList.remove('fw-leaving');
        element.hidden = true;
      }, 180));
    }
    return true;
  };

  Page.prototype.setDisabled = function (holder, disabled) {
    if (!holder) return;
    holder.querySelectorAll('input, select, textarea, button, fieldset').forEach(function (el) {
      // An inline row's fw-open is sent only while the row is open.
      if (el.name === 'fw-open') {
        var body = document.getElementById(el.value + '-inline');
        el.disabled = disabled || !body || body.hidden;
      } else {
        el.disabled = disabled;
      }
    });
  };

  /* Evaluates every condition until nothing changes: a row hidden by one
     condition reads as empty in the next, as on the server. */
  Page.prototype.update = function () {
    var page = this, lookup = function (tag) { return page.read(tag); };
    for (var round = 0; round <= this.data.rows.length + this.data.sections.length; round++) {
      var changed = false;
      this.data.sections.forEach(function (s) {
        changed = page.setHidden(page.form.querySelector('#section-' + CSS.escape(s.id)), evaluate(s.hidden, lookup)) || changed;
      });
      this.data.rows.forEach(function (r) {
        var holder = page.form.querySelector('[data-row="' + CSS.escape(r.id) + '"]');
        if (r.hidden) changed = page.setHidden(holder, evaluate(r.hidden, lookup)) || changed;
        if (r.disabled) page.setDisabled(holder, evaluate(r.disabled, lookup));
      });
      if (!changed) break;
    }
  };

  /* Shows `messages` under the row as the server draws them. */
  Page.prototype.showErrors = function (id, messages) {
    var holder = this.form.querySelector('[data-row="' + CSS.escape(id) + '"]');
    if (!holder) return;
    var listId = id + '-errors';
    var list = document.getElementById(listId);
    if (list && list.parentElement !== holder) list = null;
    var controls = this.controls(id);
    if (!messages.length) {
      if (list) list.remove();
      holder.classList.remove('fw-invalid');
      controls.forEach(function (el) {
        el.removeAttribute('aria-invalid');
        var ids = (el.getAttribute('aria-describedby') || '').split(' ').filter(function (x) { return x && x !== listId; });
        if (ids.length) el.setAttribute('aria-describedby', ids.join(' ')); else el.removeAttribute('aria-describedby');
      });
      return;
    }
    if (!list) {
      list = document.createElement('ul');
      list.className = 'fw-errors';
      list.id = listId;
      holder.appendChild(list);
    }
    list.textContent = '';
    messages.forEach(function (message) {
      var item = document.createElement('li');
      item.textContent = message;
      list.appendChild(item);
    });
    holder.classList.add('fw-invalid');
    controls.forEach(function (el) {
      el.setAttribute('aria-invalid', 'true');
      var ids = (el.getAttribute('aria-describedby') || '').split(' ').filter(function (x) { return x; });
      if (ids.indexOf(listId) < 0) ids.push(listId);
      el.setAttribute('aria-describedby', ids.join(' '));
    });
  };

  /* Checks a row in the page; asks the server when a rule or a message is its alone. */
  Page.prototype.validate = function (rowCheck, askServer) {
    var controls = this.controls(rowCheck.id);
    if (!controls.length || controls[0].disabled) return;
    var messages = check(rowCheck.rules, checkedValue(controls), rowCheck.number, this.data.decimal);
    if (messages !== null) this.showErrors(rowCheck.id, messages);
    if (askServer && (rowCheck.server || messages === null)) this.askServer(rowCheck.id);
  };

  /* What a row's controls hold, as the rules read it: a group of radio buttons
     or checkboxes holds what is ticked (nothing ticked is empty); a lone control
     its value. */
  function checkedValue(controls) {
    var first = controls[0];
    var group = (first.type === 'radio' || first.type === 'checkbox') && first.closest('fieldset.fw-choices');
    if (!group) return first.value;
    return controls.filter(function (c) { return c.checked; }).map(function (c) { return c.value; }).join(',');
  }

  Page.prototype.askServer = function (id) {
    if (typeof fetch !== 'function' || typeof FormData !== 'function') return;
    var page = this, body = new URLSearchParams();
    // The fields as text; files, and files carried back from an earlier page, are
    // not needed to check one field.
    new FormData(this.form).forEach(function (value, name) {
      if (typeof value === 'string' && !/\.kept$/.test(name)) body.append(name, value);
    });
    body.set('fw-action', 'validate ' + id);
    fetch(this.form.getAttribute('action') || window.location.href, {
      method: 'POST', body: body, credentials: 'same-origin', headers: { Accept: 'application/json' }
    }).then(function (response) {
      return response.ok ? response.json() : null;
    }).then(function (answer) {
      if (answer && Array.isArray(answer.errors)) page.showErrors(id, answer.errors);
    }).catch(function () { /* the server checks again on submit */ });
  };

  Page.prototype.watchChecks = function () {
    var page = this, byId = new Map(), blurred = new Set();
    var sets = this.data.ruleSets || [];
    (this.data.checks || []).forEach(function (c) {
      var set = sets[c[2]] || {};
      byId.set(c[0], { id: c[0], when: c[1], rules: set.rules || [], number: !!set.number, server: !!set.server });
    });
    var find = function (target) { return target && target.name ? byId.get(target.name) : undefined; };
    this.form.addEventListener('focusout', function (event) {
      var c = find(event.target);
      if (!c || (c.when & 8)) return;
      var next = event.relatedTarget;
      // Moving between the choices of one group is not leaving it.
      if (next && next.name === event.target.name && next.form === event.target.form) return;
      blurred.add(c.id);
      // Focus going to a submit button: the press checks everything, and a message
      // appearing now would move the button away from under the pointer.
      if (next && next.type === 'submit') return;
      if (c.when & 6) page.validate(c, true);
    });
    this.form.addEventListener('input', function (event) {
      var c = find(event.target);
      if (!c || (c.when & 8)) return;
      var showing = !!document.getElementById(c.id + '-errors');
      if ((c.when & 1) || ((c.when & 4) && blurred.has(c.id)) || showing) page.validate(c, false);
    });
  };

  // ---- Long lists: a filterable list in a dialog, grouped as the select is ----

  function LongList(select) {
    this.select = select;
    var label = select.form && select.form.querySelector('label[for="' + CSS.escape(select.id) + '"]');
    this.label = label ? label.textContent.replace(/\s*\*$/, '') : '';
    this.button = document.createElement('button');
    this.button.type = 'button';
    this.button.className = 'fw-choose';
    this.button.setAttribute('aria-haspopup', 'dialog');
    this.button.disabled = select.disabled;
    select.insertAdjacentElement('afterend', this.button);
    select.hidden = true;
    this.showChoice();
    var list = this;
    this.button.addEventListener('click', function () { list.open(); });
  }

  LongList.prototype.showChoice = function () {
    var chosen = this.select.selectedOptions[0];
    var text = chosen && chosen.value !== '' ? chosen.textContent : (this.select.dataset.prompt || '');
    this.button.textContent = text;
    this.button.setAttribute('aria-label', this.label + ': ' + text);
  };

  LongList.prototype.open = function () {
    var list = this, select = this.select;
    var dialog = document.createElement('dialog');
    dialog.className = 'fw-dialog';
    // The row's selector title (its onPresent's), else its label.
    var heading = select.dataset.title || '';
    dialog.setAttribute('aria-label', heading || this.label);
    if (heading) {
      var titled = document.createElement('h2');
      titled.className = 'fw-sheet-title';
      titled.textContent = heading;
      dialog.appendChild(titled);
    }
    var filter = document.createElement('input');
    filter.type = 'search';
    filter.className = 'fw-input fw-filter';
    filter.setAttribute('aria-label', select.dataset.filter || 'Filter');
    filter.placeholder = select.dataset.filter || '';
    var box = document.createElement('ul');
    box.className = 'fw-listbox';
    box.setAttribute('role', 'listbox');
    box.setAttribute('aria-label', this.label);
    box.id = select.id + '-listbox';
    filter.setAttribute('aria-controls', box.id);
    var items = [];
    Array.prototype.forEach.call(select.children, function (child) {
      var options = child.tagName === 'OPTGROUP' ? child.children : [child];
      if (child.tagName === 'OPTGROUP') {
        var header = document.createElement('li');
        header.className = 'fw-group';
        header.setAttribute('role', 'presentation');
        header.textContent = child.label;
        box.appendChild(header);
        items.push({ header: header, group: [] });
      }
      Array.prototype.forEach.call(options, function (option) {
        if (option.value === '') return;
        var item = document.createElement('li');
        item.setAttribute('role', 'option');
        item.id = box.id + '-' + items.length;
        item.dataset.value = option.value;
        item.textContent = option.textContent;
        item.setAttribute('aria-selected', option.selected ? 'true' : 'false');
        box.appendChild(item);
        var last = items.length ? items[items.length - 1] : null;
        if (last && last.group && child.tagName === 'OPTGROUP') last.group.push(item);
        items.push({ item: item });
      });
    });
    var close = document.createElement('button');
    close.type = 'button';
    close.className = 'fw-button';
    close.textContent = select.dataset.close || 'Close';
    dialog.appendChild(filter);
    dialog.appendChild(box);
    dialog.appendChild(close);
    document.body.appendChild(dialog);
    var visible = function () {
      return items.filter(function (x) { return x.item && !x.item.hidden; }).map(function (x) { return x.item; });
    };
    var active = -1;
    var activate = function (index) {
      var shown = visible();
      if (!shown.length) { filter.removeAttribute('aria-activedescendant'); return; }
      active = Math.max(0, Math.min(index, shown.length - 1));
      shown.forEach(function (item, i) { item.classList.toggle('fw-active', i === active); });
      filter.setAttribute('aria-activedescendant', shown[active].id);
      shown[active].scrollIntoView({ block: 'nearest' });
    };
    var choose = function (item) {
      select.value = item.dataset.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      list.showChoice();
      // A selector that stays open after a choice marks it and waits for Close.
      if (select.dataset.keepOpen === 'true') {
        box.querySelectorAll('[role="option"]').forEach(function (x) {
          x.setAttribute('aria-selected', x === item ? 'true' : 'false');
        });
        return;
      }
      dialog.close();
    };
    filter.addEventListener('input', function () {
      var words = filter.value.toLowerCase();
      items.forEach(function (x) {
        if (x.item) x.item.hidden = words !== '' && x.item.textContent.toLowerCase().indexOf(words) < 0;
      });
      items.forEach(function (x) {
        if (x.header) x.header.hidden = x.group.every(function (item) { return item.hidden; });
      });
      activate(0);
    });
    filter.addEventListener('keydown', function (event) {
      if (event.key === 'ArrowDown') { activate(active + 1); event.preventDefault(); }
      else if (event.key === 'ArrowUp') { activate(active - 1); event.preventDefault(); }
      else if (event.key === 'Home') { activate(0); event.preventDefault(); }
      else if (event.key === 'End') { activate(visible().length - 1); event.preventDefault(); }
      else if (event.key === 'PageDown') { activate(active + 10); event.preventDefault(); }
      else if (event.key === 'PageUp') { activate(active - 10); event.preventDefault(); }
      else if (event.key === 'Enter') {
        var shown = visible();
        if (active >= 0 && shown[active]) choose(shown[active]);
        event.preventDefault();
      }
    });
    box.addEventListener('click', function (event) {
      var item = event.target.closest('[role="option"]');
      if (item) choose(item);
    });
    close.addEventListener('click', function () { dialog.close(); });
    dialog.addEventListener('close', function () {
      dialog.remove();
      list.button.focus();
    });
    dialog.showModal();
    filter.focus();
  };

  // ---- Counts: how many characters a field holds, out of its limit ----

  /* An element with `data-count-for` (a field's id) and `data-count-limit` shows
     the field's count as the server drew it; this keeps it right as people type:
     its text, a <progress> in it, and `fw-count-over` past the limit. */
  function watchCount(element) {
    var field = document.getElementById(element.getAttribute('data-count-for'));
    var limit = Number(element.getAttribute('data-count-limit'));
    var text = element.querySelector('.fw-count-text'), bar = element.querySelector('progress');
    if (!field || !text || !(limit > 0)) return;
    field.addEventListener('input', function () {
      var used = characters(field.value);
      text.textContent = used + ' / ' + limit;
      if (bar) bar.value = Math.min(used, limit);
      element.classList.toggle('fw-count-over', used > limit);
    });
  }

  // ---- Cascading pickers: a column offers what the choices before it allow ----

  /* A fieldset with `data-cascade` holds every column's options for the choices
     before it, `[[key, title, value, [children]], …]`. Choosing in a column offers the next
     columns' options for it, keeping each choice that is still offered and otherwise
     choosing the first, as the server does. */
  var cascades = new WeakMap();

  function cascadeTree(fieldset) {
    if (!fieldset || !fieldset.hasAttribute('data-cascade')) return null;
    if (!cascades.has(fieldset)) {
      var tree = null;
      try { tree = JSON.parse(fieldset.getAttribute('data-cascade')); } catch (error) { tree = null; }
      cascades.set(fieldset, tree);
    }
    return cascades.get(fieldset);
  }

  function cascadeEntry(options, key) {
    for (var i = 0; i < options.length; i++) if (options[i][0] === key) return options[i];
    return null;
  }

  function watchCascade(fieldset) {
    var tree = cascadeTree(fieldset);
    var selects = Array.prototype.slice.call(fieldset.querySelectorAll('select'));
    if (!tree || selects.length < 2) return;
    // The columns after `column` offer what the choices up to it allow.
    function follow(column) {
      var options = tree;
      for (var i = 0; i <= column; i++) {
        var entry = cascadeEntry(options, selects[i].value);
        options = entry ? (entry[3] || []) : [];
      }
      for (var next = column + 1; next < selects.length; next++) {
        var select = selects[next], kept = select.value;
        while (select.options.length > 1) select.remove(1);
        options.forEach(function (option) { select.add(new Option(option[1], option[0])); });
        var chosen = cascadeEntry(options, kept) || options[0];
        select.value = chosen ? chosen[0] : '';
        options = chosen ? (chosen[3] || []) : [];
      }
    }
    // As the page comes (a first column not chosen yet offers nothing after it; a
    // page the browser restored has its own choices), and in the capture phase of
    // each change, so the columns are right before the form reads them.
    follow(0);
    fieldset.addEventListener('change', function (event) {
      var column = selects.indexOf(event.target);
      if (column >= 0) follow(column);
    }, true);
  }

  // ---- Action sheets and alerts: a button that opens a dialog of the choices ----

  function Sheet(fieldset) {
    this.fieldset = fieldset;
    var legend = fieldset.querySelector('legend');
    this.label = legend ? legend.textContent : '';
    this.radios = Array.prototype.slice.call(fieldset.querySelectorAll('input[type="radio"]'));
    this.button = document.createElement('button');
    this.button.type = 'button';
    this.button.className = 'fw-choose';
    this.button.setAttribute('aria-haspopup', 'dialog');
    this.button.disabled = fieldset.disabled;
    if (legend) legend.insertAdjacentElement('afterend', this.button);
    else fieldset.insertBefore(this.button, fieldset.firstChild);
    fieldset.classList.add('fw-sheet-ready');
    var sheet = this;
    this.showChoice();
    this.button.addEventListener('click', function () { sheet.open(); });
    fieldset.addEventListener('change', function () { sheet.showChoice(); });
  }

  Sheet.prototype.titleOf = function (radio) {
    var label = this.fieldset.querySelector('label[for="' + CSS.escape(radio.id) + '"]');
    return label ? label.textContent : radio.value;
  };

  Sheet.prototype.showChoice = function () {
    var chosen = this.radios.filter(function (radio) { return radio.checked; })[0];
    var text = chosen ? this.titleOf(chosen) : (this.fieldset.dataset.prompt || '');
    this.button.textContent = text;
    this.button.setAttribute('aria-label', this.label + ': ' + text);
  };

  Sheet.prototype.open = function () {
    var sheet = this;
    var dialog = document.createElement('dialog');
    dialog.className = 'fw-dialog fw-sheet-dialog fw-' + (this.fieldset.dataset.sheet === 'alert' ? 'alert' : 'action-sheet');
    dialog.setAttribute('aria-labelledby', this.fieldset.id + '-sheet-title');
    var title = document.createElement('h2');
    title.id = this.fieldset.id + '-sheet-title';
    title.className = 'fw-sheet-title';
    title.textContent = this.fieldset.dataset.title || this.label;
    dialog.appendChild(title);
    var list = document.createElement('div');
    list.className = 'fw-sheet-choices';
    var first = null;
    this.radios.forEach(function (radio) {
      var choice = document.createElement('button');
      choice.type = 'button';
      choice.className = 'fw-button fw-sheet-choice';
      choice.textContent = sheet.titleOf(radio);
      choice.setAttribute('aria-pressed', radio.checked ? 'true' : 'false');
      choice.disabled = radio.disabled;
      choice.addEventListener('click', function () {
        radio.checked = true;
        radio.dispatchEvent(new Event('change', { bubbles: true }));
        if (sheet.fieldset.dataset.keepOpen === 'true') {
          list.querySelectorAll('.fw-sheet-choice').forEach(function (other) {
            other.setAttribute('aria-pressed', other === choice ? 'true' : 'false');
          });
          sheet.showChoice();
          return;
        }
        dialog.close();
      });
      list.appendChild(choice);
      if (!first || radio.checked) first = choice;
    });
    dialog.appendChild(list);
    var cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.className = 'fw-button fw-secondary';
    cancel.textContent = this.fieldset.dataset.cancel || 'Cancel';
    cancel.addEventListener('click', function () { dialog.close(); });
    dialog.appendChild(cancel);
    dialog.addEventListener('close', function () {
      dialog.remove();
      sheet.button.focus();
    });
    document.body.appendChild(dialog);
    dialog.showModal();
    (first || cancel).focus();
  };

  // ---- Inline rows: open and close the control in place, without the server ----

  function InlineRow(button) {
    var body = document.getElementById(button.getAttribute('aria-controls'));
    if (!body) return;
    var open = button.parentNode.querySelector('input[type="hidden"][name="fw-open"]');
    var value = button.querySelector('.fw-value');
    button.addEventListener('click', function (event) {
      event.preventDefault();
      var expand = body.hidden;
      body.hidden = !expand;
      button.setAttribute('aria-expanded', expand ? 'true' : 'false');
      if (open) open.disabled = !expand;
      if (expand) {
        var control = body.querySelector('input:not([type="hidden"]), select, textarea');
        if (control) control.focus();
      }
    });
    body.addEventListener('change', function (event) {
      var control = event.target;
      if (!value || !control) return;
      if (control.tagName === 'SELECT') {
        var chosen = control.selectedOptions[0];
        if (chosen) value.textContent = chosen.textContent;
      } else if (control.value) {
        value.textContent = control.value;
      }
    });
  }

  function start() {
    document.querySelectorAll('select.fw-select[data-long-list]').forEach(function (select) { new LongList(select); });
    document.querySelectorAll('[data-count-for]').forEach(function (element) { watchCount(element); });
    document.querySelectorAll('button.fw-inline-toggle[aria-controls]').forEach(function (button) { new InlineRow(button); });
    document.querySelectorAll('fieldset.fw-sheet[data-sheet]').forEach(function (fieldset) { new Sheet(fieldset); });
    document.querySelectorAll('fieldset.fw-cascade[data-cascade]').forEach(function (fieldset) { watchCascade(fieldset); });
    document.querySelectorAll('form.fw-form').forEach(function (form) {
      var script = form.querySelector('script.fw-data');
      if (!script) return;
      var page;
      try { page = new Page(form, JSON.parse(script.textContent)); } catch (error) { return; }
      var update = function () { page.update(); };
      form.addEventListener('input', update);
      form.addEventListener('change', update);
      page.update();
      page.watchChecks();
    });
    var summary = document.getElementById('fw-error-summary');
    if (summary) summary.focus();
  }

  if (typeof module === 'object' && module.exports) {
    module.exports = { evaluate: evaluate, isoSeconds: isoSeconds, check: check, isEmail: isEmail };
  } else if (typeof document !== 'undefined') {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  }
})();
