/* gametree playground: the engine (the gametree library compiled to WebAssembly) in a
   Web Worker behind `window.gametree` (docs/browser.md), and the page's three panels.
   Every search, figure, exercise and mark is the engine's: this script only moves text
   between the form fields and the engine. */
(function () {
  "use strict";
  const $ = function (id) { return document.getElementById(id); };

  /* ---- The page's language: its texts (templates/messages.js formats the catalogues
     the binary embeds), and the language every request asks the engine for ---- */
  const catalogs = JSON.parse($("gt-catalogs").textContent);
  /** Whether plain object `o` has `key` of its own (never Object.prototype's:
      `constructor`, `__proto__`, … from a link are no keys of ours). */
  const owns = function (o, key) { return Object.prototype.hasOwnProperty.call(o, key); };
  /** The page's language of tag `code` (case-insensitive, as BCP 47 tags are: `CS`
      is `cs`), or null for a language the page has no catalogue of. */
  function known(code) {
    if (typeof code !== "string") return null;
    const c = code.toLowerCase();
    return owns(catalogs, c) ? c : null;
  }
  let lang = known(document.documentElement.lang) || "en";
  /** Message `id` in the page's language. */
  function t(id, args) { return gtFormat(catalogs[lang], id, args); }

  /* ---- The engine in a worker ---- */
  let compiled = null;   // the WebAssembly.Module, compiled once
  let worker = null;
  let workerReady = null;
  let serial = 0;
  const pending = new Map();   // id → {resolve, reject}: the requests the worker has
  let starting = null;         // the id of the worker's "init" while it loads
  let epoch = 0;               // stop() counts up: a call made before it is cancelled
  let progressListener = null;

  /** The module's bytes: base64 of gzip in the page. */
  async function moduleBytes() {
    const text = $("gt-module").textContent.trim();
    const raw = atob(text);
    const gz = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) gz[i] = raw.charCodeAt(i);
    const stream = new Blob([gz]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  }

  /** An Error with the engine's fields (kind, file, line, column). */
  function engineError(e) {
    const err = new Error(e.message);
    err.name = "GametreeError";
    err.kind = e.kind;
    if (e.line) { err.file = e.file; err.line = e.line; err.column = e.column; }
    return err;
  }

  function startWorker() {
    const url = URL.createObjectURL(new Blob([$("gt-worker").textContent], { type: "text/javascript" }));
    try {
      worker = new Worker(url);
    } catch (e) {
      return Promise.reject(engineError({ message: t('pages-worker-refused') + " (" + e.message + ")", kind: "crash" }));
    }
    worker.onmessage = function (event) {
      const m = event.data;
      if (m.progress) {
        if (progressListener) progressListener(m.progress);
        return;
      }
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.id === starting) starting = null;
      if (m.crashed) {
        m.error.message = t('pages-engine-crashed', { why: m.error.why });
        restart();
      }
      if (!p) return;
      if (m.error) p.reject(engineError(m.error)); else p.resolve(m.value);
    };
    worker.onerror = function (event) {
      event.preventDefault();
      const err = engineError({ message: event.message ? t('pages-engine-failed', { why: event.message }) : t('pages-worker-refused'), kind: "crash" });
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    };
    workerReady = post("init", [compiled]).then(function (version) {
      URL.revokeObjectURL(url);
      return version;
    });
    starting = serial;
    // Its failure is each call's (they wait for it), never an unhandled rejection.
    workerReady.catch(function () {});
    return workerReady;
  }

  function post(fn, args) {
    return new Promise(function (resolve, reject) {
      const id = ++serial;
      pending.set(id, { resolve: resolve, reject: reject });
      worker.postMessage({ id: id, fn: fn, args: args });
    });
  }

  /** The error of a call stopped by stop(). */
  function cancelled() { return engineError({ message: t('pages-cancelled'), kind: "cancelled" }); }

  /** Stops whatever the engine is doing: the worker is ended and a new one started. */
  function restart() {
    if (worker) worker.terminate();
    const err = cancelled();
    for (const p of pending.values()) p.reject(err);
    pending.clear();
    starting = null;
    return startWorker();
  }

  /** stop(): every call made before it is cancelled, also one not yet handed to the
      worker (made in the same tick, or waiting for the engine to load); the worker is
      restarted only when it is working on one. Resolves when the engine takes calls
      again; never rejects for the calls it cancels (they do, with kind "cancelled"). */
  function stop() {
    epoch++;
    const busy = worker && pending.size > (starting === null ? 0 : 1);
    const again = busy ? restart() : ready.then(function () { return workerReady; });
    return again.then(function () {}, function () {});
  }

  const ready = (async function () {
    if (typeof DecompressionStream === "undefined" || typeof WebAssembly === "undefined") {
      throw new Error(t('pages-no-engine'));
    }
    compiled = await WebAssembly.compile(await moduleBytes());
    return startWorker();
  })();

  /** Calls the engine's `fn` with the arguments `build` makes, once the engine is
      ready, unless stop() was called after this call was made. */
  function call(fn, build) {
    const mine = epoch;
    let args;
    try { args = build(); } catch (e) { return Promise.reject(e); }
    return ready.then(function () { return workerReady; }).then(function () {
      if (mine !== epoch) throw cancelled();
      return post(fn, args);
    });
  }

  /** JSON text of `value`, a BigInt in it written as its digits: a JSON number the
      engine reads exactly (a seed up to 2^64 − 1). `check(key, v)` sees each value. */
  function toJson(value, check) {
    const mark = "\u0000gametree-bigint:";
    const text = JSON.stringify(value, function (key, v) {
      if (check) check(key, v);
      return typeof v === "bigint" ? mark + v.toString() : v;
    });
    return text.replace(/"\\u0000gametree-bigint:(-?[0-9]+)"/g, "$1");
  }
  /** Refuses a whole JavaScript number past 2^53 (it has been rounded: give the
      digits as a string, or a BigInt). */
  function exactNumber(key, v) {
    if (typeof v === "number" && Number.isInteger(v) && !Number.isSafeInteger(v)) {
      throw engineError({ message: t('pages-unsafe-number', { option: key, value: String(v) }), kind: "bad_option" });
    }
  }
  /** Options as the engine reads them (JSON), in the page's language unless they
      name one (`lang`, any case); a seed or other whole number past 2^53 as a string
      or a BigInt. */
  const opts = function (o) { return toJson(Object.assign({ lang: lang }, o || {}), exactNumber); };
  /** Whole number `digits` exactly: a number, or a BigInt past 2^53. */
  function exact(digits) {
    const n = BigInt(digits);
    return n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n;
  }
  /** `{seed, …}` from the engine (the seed as digits), the seed exact. */
  function withSeed(text) {
    const made = JSON.parse(text);
    made.seed = exact(made.seed);
    return made;
  }
  /** A recording from its JSON, its MCTS seed exact (JSON.parse rounds it past
      2^53; the first `"seed":` of the text is it: every other is inside a string,
      where its quotes are escaped). */
  function recording(text) {
    const rec = JSON.parse(text);
    if (rec.mcts && typeof rec.mcts.seed === "number" && !Number.isSafeInteger(rec.mcts.seed)) {
      const digits = /"seed":\s*([0-9]+)/.exec(text);
      if (digits) rec.mcts.seed = exact(digits[1]);
    }
    return rec;
  }

  window.gametree = {
    /** Resolves (to the version) when the engine is loaded. */
    ready: ready,
    /** The recording as `gametree search -f json` writes it. */
    search: function (position, options) {
      return call("search", function () { return [String(position), opts(options)]; }).then(recording);
    },
    /** `recording` (an object or its JSON) in `format`, as `gametree render` writes it. */
    render: function (rec, format, options) {
      return call("render", function () {
        const text = typeof rec === "string" ? rec : toJson(rec);
        return [text, opts(Object.assign({}, options || {}, { format: format || "svg" }))];
      });
    },
    /** An exercise: {seed, position, answer, sheet}. */
    exercise: function (options) {
      return call("exercise", function () { return [opts(options)]; }).then(withSeed);
    },
    /** What `gametree check -f json` writes for one answer. */
    check: function (position, answer, options) {
      return call("check", function () { return [String(position), String(answer), opts(options)]; }).then(function (text) {
        return JSON.parse(text).report;
      });
    },
    /** `gametree compare`'s output: an object for json (the default), else text. */
    compare: function (position, options) {
      const o = options || {};
      return call("compare", function () { return [String(position), opts(o)]; }).then(function (text) {
        return (o.format || "json") === "json" ? JSON.parse(text) : text;
      });
    },
    /** Stops the running work and every call made before (their promises reject with
        kind "cancelled"); resolves when the engine takes calls again. */
    stop: stop,
    /** Called with {checks, ms} about every 100 ms while work runs (a check is 1,024 nodes). */
    set onprogress(f) { progressListener = typeof f === "function" ? f : null; },
    get onprogress() { return progressListener; },
    /** For the page: search and draw in one call. */
    _run: function (position, search, render) { return call("run", function () { return [position, opts(search), opts(render)]; }); },
    _renderLast: function (options) { return call("renderLast", function () { return [opts(options)]; }); },
    _checkFull: function (position, answer, options) { return call("check", function () { return [position, answer, opts(options)]; }).then(JSON.parse); },
    _validate: function (position) { return call("validate", function () { return [position, opts({})]; }); }
  };
  const gt = window.gametree;

  /* ---- The page ---- */
  const examples = JSON.parse($("gt-examples").textContent);
  const positionBox = $("gt-position");
  const exampleSelect = $("gt-example");
  let last = null;      // {search, render, svg}
  let exercise = null;  // {seed, position, answer, sheet}
  let busy = false;

  function setText(id, text) { $(id).textContent = text || ""; }
  /** An error for people: its place in words, then what is wrong (the message without
      its `file:LINE:COL: ` prefix, which the words replace). */
  function describe(err) {
    if (!err.line) return err.message;
    const prefix = (err.file || "position") + ":" + err.line + ":" + err.column + ": ";
    const what = err.message.indexOf(prefix) === 0 ? err.message.slice(prefix.length) : err.message;
    return t('pages-error-at', { file: err.file || "position", line: err.line, column: err.column, what: what });
  }

  // Examples
  for (const ex of examples) {
    const o = document.createElement("option");
    o.value = ex.name;
    o.textContent = ex.name + " (" + ex.game + ")";
    exampleSelect.appendChild(o);
  }
  exampleSelect.addEventListener("change", function () {
    const ex = examples.find(function (e) { return e.name === exampleSelect.value; });
    if (ex) { positionBox.value = ex.text; validateSoon(); }
  });

  // Errors located while typing
  let validateTimer = null;
  function validateSoon() {
    clearTimeout(validateTimer);
    validateTimer = setTimeout(validate, 250);
  }
  function validate() {
    if (busy) { validateSoon(); return; }
    const text = positionBox.value;
    gt._validate(text).then(function (game) {
      if (positionBox.value !== text) return;
      positionBox.setAttribute("aria-invalid", "false");
      $("gt-position-status").className = "status ok";
      setText("gt-position-status", t('pages-valid', { game: game }));
    }, function (err) {
      if (positionBox.value !== text) return;
      positionBox.setAttribute("aria-invalid", "true");
      $("gt-position-status").className = "error";
      setText("gt-position-status", describe(err));
    });
  }
  positionBox.addEventListener("input", validateSoon);

  // Tabs
  const tabs = ["search", "practise", "compare"];
  function showTab(name, focus) {
    for (const t of tabs) {
      const on = t === name;
      const tab = $("tab-" + t);
      tab.setAttribute("aria-selected", on ? "true" : "false");
      tab.tabIndex = on ? 0 : -1;
      $("panel-" + t).hidden = !on;
      if (on && focus) tab.focus();
    }
    $("panel-position").hidden = name === "practise";
    document.querySelector("main").classList.toggle("wide", name === "practise");
  }
  tabs.forEach(function (t, i) {
    const tab = $("tab-" + t);
    tab.addEventListener("click", function () { showTab(t, false); });
    tab.addEventListener("keydown", function (e) {
      const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
      if (step) { e.preventDefault(); showTab(tabs[(i + step + tabs.length) % tabs.length], true); }
    });
  });
  function currentTab() { return tabs.find(function (t) { return !$("panel-" + t).hidden; }); }

  // Form fields → options by the command line's long names; empty fields are left out.
  // The options a search reads (the library's list, request::search_options); the
  // others are the drawing's.
  const SEARCH_KEYS = $("gt-search-form").dataset.searchOptions.split(" ");
  function formOptions(form) {
    const o = {};
    for (const el of form.elements) {
      if (!el.name) continue;
      if (el.type === "checkbox") { if (el.checked) o[el.name] = true; continue; }
      const v = el.value.trim();
      if (v === "") continue;
      // A whole number as its digits, exact past 2^53 (a seed); others as numbers.
      o[el.name] = el.type === "number" && !/^[+-]?[0-9]+$/.test(v) ? Number(v) : v;
    }
    return o;
  }
  /** Fills `form`'s fields from a link's values `o`; returns why the page does not
      take some (fieldProblem), or those the fields dropped: a choice the page does
      not have, a number field's text that is no number. */
  function fillForm(form, o) {
    const refused = [];
    for (const el of form.elements) {
      if (!el.name || !owns(o, el.name)) continue;
      const given = String(o[el.name]).trim();
      if (el.type === "checkbox") { el.checked = given === "true"; continue; }
      el.value = given;
      const why = el.type !== "text" && el.value !== given
        ? t('pages-link-not-taken', { option: el.name, value: shortened(given) })
        : fieldProblem(el);
      if (why) refused.push({ field: el, why: why });
    }
    return refused;
  }
  /** `s`, its first 30 characters and `…` when longer (a link's value in a message). */
  function shortened(s) { const c = Array.from(s); return c.length > 30 ? c.slice(0, 30).join("") + "…" : s; }
  /** Why field `el`'s value is outside the page's limits (its `min` and `max`:
      src/playground.rs's, docs/security.md), or not a whole number; null when it
      is not. What a link brings is held to them as what is typed. */
  function fieldProblem(el) {
    const v = el.validity;
    const number = function (x) { return Number(x).toLocaleString(lang); };
    const said = { option: el.name, value: shortened(el.value), min: number(el.min), max: number(el.max) };
    if (v.badInput || v.stepMismatch) return t('pages-not-whole', said);
    if (v.rangeOverflow) return t('pages-over-limit', said);
    if (v.rangeUnderflow) return t('pages-under-limit', said);
    return null;
  }
  /** Whether field `el` is sent: not one of the options another algorithm's form
      hides (the Practise panel's). */
  function sent(el) { return !el.disabled && !el.closest("form [hidden]"); }
  /** `form`'s fields outside the page's limits: [{field, why}]. */
  function formProblems(form) {
    const refused = [];
    for (const el of form.elements) {
      const why = el.name && sent(el) ? fieldProblem(el) : null;
      if (why) refused.push({ field: el, why: why });
    }
    return refused;
  }
  /** Shows `refused` (from fillForm or formProblems) in the error element `errorId`,
      marks those fields invalid and opens the folded options that hold them; true
      when there was something to show (the form must not run). */
  function refuse(form, refused, errorId, lead) {
    for (const el of form.elements) if (el.name) el.removeAttribute("aria-invalid");
    if (!refused.length) return false;
    for (const r of refused) {
      r.field.setAttribute("aria-invalid", "true");
      const fold = r.field.closest("details");
      if (fold) fold.open = true;
    }
    const said = refused.map(function (r) { return r.why; });
    setText(errorId, (lead ? [lead] : []).concat(said).join(" "));
    return true;
  }
  function splitOptions(all) {
    const search = {}, render = {};
    for (const k in all) {
      if (SEARCH_KEYS.indexOf(k) >= 0) search[k] = all[k];
      if (SEARCH_KEYS.indexOf(k) < 0 || k === "boards") render[k] = all[k];
    }
    return { search: search, render: render };
  }

  // Busy state, progress and Stop
  function setBusy(on) {
    busy = on;
    $("gt-stop").disabled = !on;
    $("gt-run").disabled = on;
    if (!on) setText("gt-progress", "");
  }
  gt.onprogress = function (p) {
    const nodes = p.checks * 1024;
    const seconds = (p.ms / 1000).toFixed(1);
    setText("gt-progress", t('pages-searching-nodes', { nodes: nodes.toLocaleString(lang), count: nodes, seconds: lang === "en" ? seconds : seconds.replace(".", ",") }));
  };
  $("gt-stop").addEventListener("click", function () { gt.stop(); });

  // Search
  $("gt-search-form").addEventListener("submit", function (e) {
    e.preventDefault();
    runSearch();
  });
  function runSearch() {
    const form = $("gt-search-form");
    setText("gt-error", "");
    setText("gt-summary", "");
    $("gt-warnings").textContent = "";
    if (refuse(form, formProblems(form), "gt-error")) return Promise.resolve();
    const parts = splitOptions(formOptions(form));
    const render = Object.assign({ format: "svg" }, parts.render);
    setText("gt-progress", t('pages-searching'));
    setBusy(true);
    const position = positionBox.value;
    $("gt-figure").classList.add("stale");
    return gt._run(position, parts.search, render).then(function (r) {
      setBusy(false);
      $("gt-figure").classList.remove("stale");
      last = { position: position, search: parts.search, render: parts.render, svg: r.output };
      setText("gt-summary", r.summary);
      for (const w of r.warnings) {
        const li = document.createElement("li");
        li.textContent = w;
        $("gt-warnings").appendChild(li);
      }
      showFigure(r.output);
      $("gt-downloads").hidden = false;
      $("gt-replay-frame").hidden = true;
    }, function (err) {
      setBusy(false);
      $("gt-figure").classList.remove("stale");
      setText("gt-error", err.kind === "cancelled" ? t('pages-stopped') : describe(err));
    });
  }

  /** Puts the figure `svg` into the page, unless it is longer than the page's limit
      (`data-max-chars`, src/playground.rs): the main thread would not respond for
      seconds while it went in. Such a figure is said to be too large, and can be
      downloaded. */
  function showFigure(svg) {
    const figure = $("gt-figure");
    const max = Number(figure.getAttribute("data-max-chars"));
    if (svg.length <= max) { figure.innerHTML = svg; return; }
    figure.textContent = "";
    const mb = function (n) { return (n / 1e6).toLocaleString(lang, { maximumFractionDigits: 1 }); };
    setText("gt-error", t('pages-figure-too-large', { size: mb(svg.length), max: mb(max) }));
  }

  // Downloads
  function download(name, data, type) {
    const blob = data instanceof Blob ? data : new Blob([data], { type: type || "text/plain;charset=utf-8" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 10000);
  }
  function pngOf(svgText) {
    return new Promise(function (resolve, reject) {
      const img = new Image();
      const url = URL.createObjectURL(new Blob([svgText], { type: "image/svg+xml" }));
      img.onload = function () {
        const scale = 2;
        const canvas = document.createElement("canvas");
        canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
        canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
        const ctx = canvas.getContext("2d");
        ctx.scale(scale, scale);
        ctx.drawImage(img, 0, 0);
        URL.revokeObjectURL(url);
        canvas.toBlob(function (b) { if (b) resolve(b); else reject(new Error(t('pages-png-failed'))); }, "image/png");
      };
      img.onerror = function () { URL.revokeObjectURL(url); reject(new Error(t('pages-svg-failed'))); };
      img.src = url;
    });
  }
  const EXT = { svg: "svg", tikz: "tex", typst: "typ", forest: "tex", dot: "dot", json: "json", text: "txt", html: "html" };
  document.addEventListener("click", function (e) {
    const button = e.target.closest("[data-download]");
    if (!button) return;
    const what = button.getAttribute("data-download");
    const fail = function (err) { setText(currentTab() === "practise" ? "gt-exercise-error" : "gt-error", describe(err)); };
    if (what === "position") return download("position.pos", positionBox.value);
    if (what === "answer") return download("answer.txt", $("gt-answer").value);
    if (what === "exercise") return exercise && download("exercise-" + exercise.seed + ".pos", exercise.position);
    if (!last) return;
    if (what === "png") return pngOf(last.svg).then(function (b) { download("tree.png", b); }, fail);
    const o = Object.assign({}, last.render, { format: what });
    if (what === "json" || what === "text") { delete o.title; }
    gt._renderLast(o).then(function (text) { download("tree." + EXT[what], text); }, fail);
  });

  // The step-by-step replay: the HTML report in a sandboxed frame.
  // The report draws each node's board: a search that did not record them is run again
  // with them (as `gametree search -f html` records them).
  $("gt-replay").addEventListener("click", function () {
    if (!last) return;
    const o = Object.assign({}, last.render, { format: "html" });
    const html = last.search.boards ? gt._renderLast(o) : gt._run(last.position, Object.assign({}, last.search, { boards: true }), o).then(function (r) {
      last.search.boards = true;
      return r.output;
    });
    setText("gt-error", "");
    html.then(function (html) {
      const frame = $("gt-replay-frame");
      frame.srcdoc = html;
      frame.hidden = false;
      frame.focus();
    }, function (err) { setText("gt-error", describe(err)); });
  });

  // Practise
  // MCTS exercises take iterations and C, the minimax family's the conventions: each
  // form shows and sends only its own.
  function exerciseOptions() {
    const o = formOptions($("gt-exercise-form"));
    const own = o.algorithm === "mcts" ? ["convention", "prune-on", "deep-cutoff", "chance"] : ["iterations", "exploration"];
    for (const k of own) delete o[k];
    if (o.chance) delete o.algorithm;
    return o;
  }
  /** What the exercise asks, by its algorithm. */
  function exerciseStatus() {
    const id = exercise.options.algorithm === "mcts" ? "pages-exercise-status-mcts" : "pages-exercise-status";
    return t(id, { seed: exercise.seed });
  }
  function showAlgorithmFields() {
    const mcts = $("gt-exercise-form").elements.algorithm.value === "mcts";
    for (const el of document.querySelectorAll("#panel-practise [data-mcts]")) {
      el.hidden = (el.getAttribute("data-mcts") === "only") !== mcts;
    }
  }
  $("gt-exercise-form").elements.algorithm.addEventListener("change", showAlgorithmFields);
  function newExercise(seed) {
    setText("gt-exercise-error", "");
    const form = $("gt-exercise-form");
    if (refuse(form, formProblems(form), "gt-exercise-error")) return Promise.resolve();
    const o = exerciseOptions();
    if (seed !== undefined) o.seed = seed;
    return gt.exercise(o).then(function (ex) {
      exercise = ex;
      exercise.options = o;
      $("gt-exercise-form").elements.seed.value = ex.seed;
      $("gt-exercise").hidden = false;
      $("gt-sheet").innerHTML = ex.sheet;
      setText("gt-exercise-status", exerciseStatus());
      $("gt-answer").value = o.algorithm === "mcts" ? "path: \nexpand: \n" : blankAnswer(ex.answer);
      setText("gt-verdict", "");
      $("gt-marks").hidden = true;
      $("gt-marked").textContent = "";
      $("gt-model").hidden = true;
      $("gt-model").textContent = ex.answer;
      $("gt-first-frame").hidden = true;
    }, function (err) { setText("gt-exercise-error", describe(err)); });
  }
  /** One line per inner node (named A, B, …), nothing given away: leaves are left out. */
  function blankAnswer(model) {
    const names = [];
    for (const line of model.split("\n")) {
      const name = line.trim().split(/\s+/)[0];
      if (name && name.indexOf(".") < 0 && name[0] !== "#" && names.indexOf(name) < 0) names.push(name);
    }
    return names.map(function (n) { return n + " = "; }).join("\n") + "\n";
  }
  $("gt-exercise-form").addEventListener("submit", function (e) {
    e.preventDefault();
    const seed = $("gt-exercise-form").elements.seed.value.trim();
    newExercise(seed === "" ? undefined : seed);
  });
  $("gt-next").addEventListener("click", function () {
    const seed = exercise ? String(BigInt(exercise.seed) + 1n) : undefined;
    newExercise(seed);
  });
  $("gt-show-answer").addEventListener("click", function () { $("gt-model").hidden = !$("gt-model").hidden; });
  // `gametree check --format html`: the marked tree, each mistake's reason, and the
  // replay of the search up to the first mistake.
  $("gt-first").addEventListener("click", function () {
    if (!exercise) return;
    setText("gt-exercise-error", "");
    const o = Object.assign(checkOptions(), { format: "html" });
    gt._checkFull(exercise.position, $("gt-answer").value, o).then(function (r) {
      const frame = $("gt-first-frame");
      frame.srcdoc = r.report;
      frame.hidden = false;
      frame.focus();
    }, function (err) { setText("gt-exercise-error", describe(err)); });
  });
  // The options the exercise was made with that marking needs (MCTS: its seed too).
  function checkOptions() {
    const o = exercise.options;
    const keep = {};
    if (o.algorithm === "mcts") {
      for (const k of ["algorithm", "iterations", "exploration"]) if (k in o) keep[k] = o[k];
      keep.seed = exercise.seed;
      return keep;
    }
    for (const k of ["algorithm", "convention", "prune-on"]) if (k in o) keep[k] = o[k];
    if (o.chance) keep.algorithm = "expectiminimax";
    return keep;
  }
  $("gt-check").addEventListener("click", function () {
    if (!exercise) return;
    setText("gt-exercise-error", "");
    gt._checkFull(exercise.position, $("gt-answer").value, checkOptions()).then(showMarks, function (err) {
      setText("gt-exercise-error", describe(err));
    });
  });
  function markRow(body, cells, correct) {
    const tr = document.createElement("tr");
    cells.forEach(function (text, i) {
      const td = document.createElement("td");
      td.textContent = text;
      if (i === 2) td.className = correct ? "right" : "wrong";
      tr.appendChild(td);
    });
    body.appendChild(tr);
  }
  function showMarks(checked) {
    const result = checked.report.results[0];
    setText("gt-verdict", result.verdict);
    const body = $("gt-marks").tBodies[0];
    body.textContent = "";
    // An MCTS answer's marks: each step, the expansion, N and W (homework::mcts_mark).
    if (result.items) {
      for (const item of result.items) {
        const mark = item.correct ? t('pages-mark-right') : item.got !== null ? t('pages-mark-wrong') : t('pages-mark-missing');
        const why = item.got !== null || item.correct ? item.why : t('pages-no-answer') + " " + item.why;
        markRow(body, [item.what, item.got === null ? "—" : item.got, mark, why], item.correct);
      }
      $("gt-marks").hidden = false;
      $("gt-marked").textContent = "";
      return;
    }
    for (const node of result.nodes) {
      const why = node.mistakes.map(function (m) { return m.why; }).join(" ");
      const mark = node.correct ? t('pages-mark-right') : node.answer ? t('pages-mark-wrong') : t('pages-mark-missing');
      markRow(body, [node.node, node.answer || "—", mark, node.answer ? why : t('pages-no-answer')], node.correct);
    }
    for (const bad of result.bad_lines) {
      const m = bad.mistake || {};
      const said = { line: bad.line, column: m.column, expected: m.expected, found: m.found };
      const why = m.column ? t('pages-bad-line-column', said) : t('pages-bad-line', said);
      markRow(body, [bad.node || "", t('pages-line', { line: bad.line }), t('pages-mark-unreadable'), why], false);
    }
    $("gt-marks").hidden = false;
    if (checked.figure) $("gt-marked").innerHTML = checked.figure; else $("gt-marked").textContent = "";
  }

  // Compare
  $("gt-compare-form").addEventListener("submit", function (e) {
    e.preventDefault();
    const form = $("gt-compare-form");
    setText("gt-compare-error", "");
    if (refuse(form, formProblems(form), "gt-compare-error")) return;
    const o = Object.assign(formOptions(form), { format: "text" });
    setText("gt-compare", t('pages-comparing'));
    gt.compare(positionBox.value, o).then(function (text) { setText("gt-compare", text); }, function (err) {
      setText("gt-compare", "");
      setText("gt-compare-error", describe(err));
    });
  });

  // The whole state in the URL's fragment: #tab=…&position=…&algorithm=…
  function stateLink() {
    const p = new URLSearchParams();
    const tab = currentTab();
    p.set("tab", tab);
    p.set("lang", lang);
    if (tab === "practise") {
      const o = exerciseOptions();
      for (const k in o) p.set(k, String(o[k]));
      if (exercise) p.set("seed", String(exercise.seed));
      if ($("gt-answer").value.trim()) p.set("answer", $("gt-answer").value);
    } else {
      p.set("position", positionBox.value);
      const o = formOptions(tab === "compare" ? $("gt-compare-form") : $("gt-search-form"));
      for (const k in o) p.set(k, String(o[k]));
    }
    return location.href.split("#")[0] + "#" + p.toString();
  }
  $("gt-share").addEventListener("click", function () {
    const link = stateLink();
    history.replaceState(null, "", link);
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(link).then(function () { setText("gt-progress", t('pages-link-copied')); }, function () { setText("gt-progress", t('pages-link-in-bar')); });
    } else {
      setText("gt-progress", t('pages-link-in-bar'));
    }
  });
  function loadState() {
    const hash = location.hash.replace(/^#/, "");
    const p = new URLSearchParams(hash);
    const o = Object.create(null);
    p.forEach(function (v, k) { o[k] = v; });
    const tab = tabs.indexOf(o.tab) >= 0 ? o.tab : "search";
    const asked = known(o.lang);
    if (asked && asked !== lang) switchLanguage(asked);
    showTab(tab, false);
    if (o.position !== undefined) {
      positionBox.value = o.position;
      exampleSelect.value = "";
    } else {
      const first = examples.find(function (e) { return e.name === "aima-fig-5-2.pos"; }) || examples[0];
      exampleSelect.value = first.name;
      positionBox.value = first.text;
    }
    const form = $(tab === "practise" ? "gt-exercise-form" : tab === "compare" ? "gt-compare-form" : "gt-search-form");
    let refused = fillForm(form, o);
    if (tab === "practise") showAlgorithmFields();
    refused = refused.filter(function (r) { return sent(r.field); });
    return { tab: tab, form: form, refused: refused, answer: o.answer, fromLink: hash !== "" };
  }

  // The language switch: the page's texts, then what the engine wrote (the figure, the
  // summary, the marks, the table) asked for again in the new language.
  let started = false;
  function switchLanguage(code) {
    lang = code;
    document.documentElement.lang = code;
    $("gt-lang").value = code;
    for (const el of document.querySelectorAll("[data-msg]")) el.textContent = t(el.getAttribute("data-msg"));
    for (const attr of ["placeholder", "aria-label", "title"]) {
      for (const el of document.querySelectorAll("[data-msg-" + attr + "]")) el.setAttribute(attr, t(el.getAttribute("data-msg-" + attr)));
    }
    setText("gt-tagline", t('pages-tagline', { version: $("gt-tagline").getAttribute("data-version") }));
    if (!started) setText("gt-loading", t('pages-loading'));
  }
  function redo() {
    validate();
    const tab = currentTab();
    if (tab === "search" && last && !busy) return runSearch();
    if (tab === "practise" && exercise) {
      setText("gt-exercise-status", exerciseStatus());
      if (!$("gt-marks").hidden) $("gt-check").click();
    }
    if (tab === "compare" && $("gt-compare").textContent) $("gt-compare-form").requestSubmit();
  }
  $("gt-lang").addEventListener("change", function () {
    switchLanguage($("gt-lang").value);
    if (started) redo();
  });

  const state = loadState();
  ready.then(function (version) {
    started = true;
    setText("gt-loading", "");
    validate();
    // A link the page's limits refuse is shown, not run (docs/security.md).
    const errorId = { search: "gt-error", practise: "gt-exercise-error", compare: "gt-compare-error" }[state.tab];
    if (refuse(state.form, state.refused, errorId, t('pages-link-not-run'))) return version;
    if (state.tab === "search") return runSearch();
    if (state.tab === "compare" && state.fromLink) return $("gt-compare-form").requestSubmit();
    if (state.tab === "practise" && state.fromLink) {
      const seed = $("gt-exercise-form").elements.seed.value.trim();
      return newExercise(seed === "" ? undefined : seed).then(function () {
        if (state.answer !== undefined) $("gt-answer").value = state.answer;
      });
    }
    return version;
  }, function (err) {
    $("gt-loading").className = "error";
    setText("gt-loading", t('pages-engine-not-started', { why: err.message }));
  });
})();
