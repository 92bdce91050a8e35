// gametree MCTS practice page: a student answers the next iteration of UCT — the
// selection's path, the node expanded, N and W after backpropagation — and has it
// marked item by item. The key, the UCB1 numbers and the reasons' data come from Rust
// (src/homework/mcts_practice.rs), computed by the code `gametree check --algorithm
// mcts` marks with; `parse` and `mark` below mirror src/homework/mcts_mark.rs's
// `parse` and `mark` line by line, and the items are worded with the binary's own
// messages (check-mcts-…, formatted by gtFormat, templates/messages.js).
// tests/browser/mcts_practice.rs compares the marks with `gametree check -f json` on
// the answer text the page composes. `window.gametree.practice` is the page's API.
(() => {
"use strict";
const D = JSON.parse(document.getElementById("gp-data").textContent);
const exercises = D.exercises;
let lang = D.lang;
let catalog = D.catalogs[lang];
const t = (id, args) => gtFormat(catalog, id, args);
// A UCB1 number Rust wrote in English (`0.58`): a decimal comma but in English
// (lang::decimal).
const dec = (s) => (lang === "en" ? s : s.replace(".", ","));

// ---- check's reading of an answer (mcts_mark.rs, parse and parse_stats) ----
// Rust's char::is_whitespace (Unicode White_Space).
const WS = "[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]";
const trim = (s) => s.replace(new RegExp("^" + WS + "+|" + WS + "+$", "g"), "");
const asciiLower = (s) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
// At most 30 characters, then `…` (mcts_mark.rs, short; game::file::quote adds `` ` ``).
function short(text) {
  const cs = Array.from(text);
  return cs.length > 30 ? cs.slice(0, 30).join("") + "\u2026" : text;
}
const quote = (text) => "`" + short(text) + "`";
// The path's names as check splits them.
const splitPath = (rest) => rest.split(new RegExp(WS + "|,|\u2192")).filter((s) => s && s !== "->");
// A whole number as Rust's u64/i64 parse reads it, or null.
function readInt(v, signed) {
  if (!(signed ? /^[+-]?\d+$/ : /^\+?\d+$/).test(v)) return null;
  const x = BigInt(v);
  const ok = signed ? x >= -(2n ** 63n) && x < 2n ** 63n : x < 2n ** 64n;
  return ok ? x : null;
}
function parseStats(body) {
  const m = new RegExp(WS).exec(body);
  if (!m) return null;
  const name = body.slice(0, m.index);
  const sq = body.slice(m.index + m[0].length).replace(new RegExp(WS, "g"), "");
  const parts = [];
  let start = 0;
  for (let i = 1; i < sq.length; i++) {
    if ("NWnw".includes(sq[i]) && sq[i + 1] === "=") { parts.push(sq.slice(start, i)); start = i; }
  }
  parts.push(sq.slice(start));
  let n = null, w = null;
  for (const p of parts) {
    const eq = p.indexOf("=");
    if (eq < 0) return null;
    const k = p.slice(0, eq), v = p.slice(eq + 1);
    if ((k === "N" || k === "n") && n === null) {
      if ((n = readInt(v, false)) === null) return null;
    } else if ((k === "W" || k === "w") && w === null) {
      if ((w = readInt(v.replaceAll("\u2212", "-"), true)) === null) return null;
    } else return null;
  }
  return n !== null || w !== null ? [name, n, w] : null;
}
function parse(text) {
  const a = { path: null, expand: null, stats: [], bad: [] };
  text.split("\n").forEach((raw, i) => {
    const line = i + 1;
    const body = trim((raw.endsWith("\r") ? raw.slice(0, -1) : raw).split("#")[0]);
    if (!body) return;
    const lower = asciiLower(body);
    if (lower.startsWith("path:")) a.path = [splitPath(body.slice(5)), line];
    else if (lower.startsWith("expand:")) a.expand = [trim(body.slice(7)), line];
    else {
      const s = parseStats(body);
      if (s) a.stats.push([s[0], s[1], s[2], line]);
      else a.bad.push([line, body]);
    }
  });
  return a;
}

// ---- check's marking (mcts_mark.rs, mark) over the key Rust embedded ----
const item = (what, got, expected, asked, correct, why) => ({ what, got, expected, asked, correct, why });
// The search tree's node a written name means, by its name (`root` is the root).
function nodeOf(ex, name) {
  if (name === "root") return ex.root;
  return ex.searchSet.has(name) ? name : null;
}
function stepReason(ex, step, got, sameParent) {
  const best = step.candidates.find((c) => c.name === step.expected);
  if (got === null) {
    return t('check-mcts-goes-on', { node: step.parent, expected: step.expected, ucb: best ? dec(best.ucb) : "-" });
  }
  if (!sameParent) return t('check-mcts-after-wrong', { parent: step.parent, expected: step.expected });
  const n = nodeOf(ex, got);
  const written = n === null ? undefined : step.candidates.find((c) => c.name === n);
  if (written && best) {
    return t('check-mcts-wrong-step', {
      got, got_ucb: dec(written.ucb), expected: step.expected, expected_ucb: dec(best.ucb),
      side: step.side, q: dec(best.q), bonus: dec(best.bonus),
    });
  }
  return t('check-mcts-not-child', { got: quote(got), parent: step.parent });
}
function markPath(ex, a, items) {
  const got = a.path ? a.path[0].slice() : [];
  if (got.length && (got[0] === ex.root || got[0] === "root")) got.shift();
  ex.steps.forEach((step, i) => {
    const g = i < got.length ? short(got[i]) : null;
    const sameParent = i === 0 || got[i - 1] === ex.path[i];
    const correct = sameParent && g === step.expected;
    let why = "";
    if (!correct && !sameParent && g !== null && g === step.expected) {
      why = t('check-mcts-not-child', { got: g, parent: got[i - 1] });
    } else if (!correct) why = stepReason(ex, step, g, sameParent);
    items.push(item(t('check-mcts-step', { n: i + 1 }), g, step.expected, true, correct, why));
  });
  if (got.length > ex.steps.length) {
    const why = ex.expanded !== null
      ? t('check-mcts-stops', { node: ex.end, untried: ex.expanded })
      : t('check-mcts-stops-leaf', { node: ex.end });
    items.push(item(t('check-mcts-step', { n: ex.steps.length + 1 }), short(got.slice(ex.steps.length).join(" ")), "", false, false, why));
  }
}
function markExpand(ex, a, items) {
  const got = a.expand ? short(a.expand[0]) : null;
  const correct = got !== null && asciiLower(got) === asciiLower(ex.expand);
  items.push(item(t('check-mcts-expand'), got, ex.expand, true, correct, correct ? "" : ex.expand_why[lang]));
}
function markStats(ex, a, items) {
  const seen = new Set();
  const find = (name) => a.stats.find((s) => nodeOf(ex, s[0]) === name || s[0] === name);
  for (const u of ex.updated) {
    const name = u.name;
    seen.add(name);
    const line = find(name);
    const [gn, gw] = line ? [line[1], line[2]] : [null, null];
    const nOk = gn !== null && gn === BigInt(u.after[0]);
    items.push(item(name + ": N", gn === null ? null : gn.toString(), String(u.after[0]), true, nOk,
      nOk ? "" : t('check-mcts-wrong-n', { node: name, before: String(u.before[0]), expected: String(u.after[0]) })));
    const wOk = gw !== null && gw === BigInt(u.after[1]);
    items.push(item(name + ": W", gw === null ? null : gw.toString(), String(u.after[1]), true, wOk,
      wOk ? "" : t('check-mcts-wrong-w', { node: name, before: String(u.before[1]), playout: String(ex.playout), expected: String(u.after[1]) })));
  }
  for (const [written, n, w, line] of a.stats) {
    const node = nodeOf(ex, written);
    const name = node === null ? written : node;
    if (seen.has(name)) {
      const f = find(name);
      if (f && f[3] === line) continue;
    }
    let why, correct = false;
    if (!ex.knownSet.has(name) && node === null) why = t('check-mcts-unknown', { node: quote(written) });
    else if (seen.has(name)) why = t('check-mcts-twice', { node: name });
    else {
      const [bn, bw] = Object.hasOwn(ex.before, name) ? ex.before[name] : [0, 0];
      correct = (n === null || n === BigInt(bn)) && (w === null || w === BigInt(bw));
      why = correct ? "" : t('check-mcts-off-path', { node: name, n: String(bn), w: String(bw) });
    }
    seen.add(name);
    const got = [n === null ? null : "N=" + n, w === null ? null : "W=" + w].filter((x) => x !== null).join(" ");
    items.push(item(t('check-line', { line }), short(written + " " + got), "", false, correct, why));
  }
}
function mark(ex, a) {
  const items = [];
  markPath(ex, a, items);
  markExpand(ex, a, items);
  markStats(ex, a, items);
  for (const [line, text] of a.bad) items.push(item(t('check-line', { line }), short(text), "", false, false, t('check-mcts-bad-line')));
  return items;
}
// 100 · right / asked to a whole number as Rust's `{:.0}` writes it (a tie to even).
function percent(right, asked) {
  if (asked === 0) return "100";
  const q = Math.floor((100 * right) / asked), rem = 100 * right - q * asked;
  return String(2 * rem > asked || (2 * rem === asked && q % 2 === 1) ? q + 1 : q);
}
// The one rule (mcts_mark.rs, Marking::total): a wrong extra line costs a mark.
function verdict(items) {
  const asked = items.filter((i) => i.asked).length;
  const right = items.filter((i) => i.asked && i.correct).length;
  const wrongOthers = items.filter((i) => !i.asked && !i.correct).length;
  if (items.every((i) => i.correct)) return t('check-mcts-all-correct', { n: asked });
  const others = wrongOthers === 0 ? "" : ", " + t('check-others-wrong', { n: wrongOthers });
  return t('check-mcts-verdict', { right, asked, others, percent: percent(right, asked + wrongOthers) });
}

// ---- The student's work, kept per exercise (and per seed in localStorage) ----
exercises.forEach((ex) => { ex.searchSet = new Set(ex.search); ex.knownSet = new Set(ex.known); });
// `stats` by node name has no prototype: a node written `constructor` or `__proto__`
// is a name like any other.
const blank = () => ({ path: "", expand: "", stats: Object.create(null), other: "", pick: false });
const state = exercises.map(blank);
const checked = exercises.map(() => null);
const views = [];
function storageKey(e) {
  let h = 0;
  for (const c of D.title + "\n" + exercises[e].position) h = (h * 31 + c.charCodeAt(0)) | 0;
  return "gametree-practice-mcts:" + (h >>> 0).toString(16) + ":" + exercises[e].seed;
}
function save(e) {
  try { localStorage.setItem(storageKey(e), JSON.stringify(state[e])); } catch (_) { /* storage off */ }
}
function load(e) {
  try {
    const s = JSON.parse(localStorage.getItem(storageKey(e)) || "null");
    if (s && typeof s === "object") {
      const stats = Object.create(null);
      const kept = s.stats && typeof s.stats === "object" ? s.stats : {};
      for (const k of Object.keys(kept)) stats[k] = { n: String((kept[k] || {}).n || ""), w: String((kept[k] || {}).w || "") };
      state[e] = { path: String(s.path || ""), expand: String(s.expand || ""), stats, other: String(s.other || ""), pick: false };
    }
  } catch (_) { /* nothing kept */ }
}

// The nodes the table asks N and W of: the root, the path's nodes, the node expanded.
function rows(e) {
  const ex = exercises[e], s = state[e];
  const names = splitPath(s.path).map((n) => (n === "root" ? ex.root : n));
  if (names.length && names[0] !== ex.root) names.unshift(ex.root);
  const x = trim(s.expand);
  // check reads the node expanded in any case (`m.2` is M.2): its row is the node's
  // own name, which check reads N and W under.
  if (x && asciiLower(x) !== "none") names.push(ex.known.find((k) => asciiLower(k) === asciiLower(x)) || x);
  return [...new Set(names)];
}
// The answer in check's text form (docs/homework.md).
function answerText(e) {
  const s = state[e];
  const lines = [];
  if (trim(s.path)) lines.push("path: " + trim(s.path));
  if (trim(s.expand)) lines.push("expand: " + trim(s.expand));
  for (const name of rows(e)) {
    const v = s.stats[name] || { n: "", w: "" };
    const parts = [trim(v.n) ? "N=" + trim(v.n) : "", trim(v.w) ? "W=" + trim(v.w) : ""].filter(Boolean);
    if (parts.length) lines.push(name + " " + parts.join(" "));
  }
  let text = lines.join("\n") + (lines.length ? "\n" : "");
  if (trim(s.other)) text += s.other.replace(/\n*$/, "\n");
  return text;
}
const marks = (e) => mark(exercises[e], parse(answerText(e)));

// ---- The page ----
function el(tag, attrs, text) {
  const x = document.createElement(tag);
  for (const k in attrs || {}) x.setAttribute(k, attrs[k]);
  if (text !== undefined) x.textContent = text;
  return x;
}
function treeOf(svg, width, height) {
  const wrap = el("div", { class: "tree-wrap" });
  const tree = el("div", { class: "tree" });
  tree.style.width = Math.ceil(width) + "px";
  tree.style.height = Math.ceil(height) + "px";
  tree.innerHTML = svg;
  wrap.appendChild(tree);
  return [wrap, tree];
}
function build(e) {
  const ex = exercises[e];
  const v = {};
  const sec = el("section", { class: "exercise", id: "gp-ex-" + e, "aria-label": ex.title });
  sec.appendChild(el("h2", {}, ex.title));
  v.question = sec.appendChild(el("p", { class: "question" }));
  const [wrap, tree] = treeOf(ex.svg, ex.width, ex.height);
  v.picks = ex.nodes.map((n) => {
    // Out of the Tab order (the path's box is the keyboard's way): a tree has dozens.
    const b = el("button", { type: "button", class: "pick", tabindex: "-1", "data-node": n.name, title: n.name, "aria-label": n.name });
    b.style.left = n.x - n.w / 2 - 3 + "px";
    b.style.top = n.y - n.h / 2 - 3 + "px";
    b.style.width = n.w + 6 + "px";
    b.style.height = n.h + 6 + "px";
    b.addEventListener("click", () => pick(e, n.name));
    tree.appendChild(b);
    return b;
  });
  sec.appendChild(wrap);
  sec.appendChild(form(e, v));
  const bar = el("div", { class: "toolbar", role: "toolbar" });
  v.buttons = {};
  for (const key of ["check", "clear", "download", "tree"]) {
    v.buttons[key] = bar.appendChild(el("button", { type: "button", "data-action": key }));
  }
  v.buttons.check.addEventListener("click", () => check(e));
  v.buttons.clear.addEventListener("click", () => { state[e] = blank(); checked[e] = null; edited(e); });
  v.buttons.download.addEventListener("click", () => download("answer-" + ex.seed + ".txt", answerText(e)));
  v.buttons.tree.addEventListener("click", () => download("tree-" + ex.seed + ".pos", ex.position));
  v.score = bar.appendChild(el("span", { class: "score verdict", "aria-live": "polite" }));
  sec.appendChild(bar);
  v.answerLabel = sec.appendChild(el("p", {}));
  v.answer = sec.appendChild(el("pre", { class: "answer-text", "data-role": "answer" }));
  v.command = sec.appendChild(el("p", { class: "command" }));
  v.feedback = sec.appendChild(el("div", { class: "feedback" }));
  v.solution = sec.appendChild(el("div", { class: "solution", hidden: "" }));
  document.getElementById("gp-exercises").appendChild(sec);
  views[e] = v;
}
// The answer's form: the path, the node expanded, N and W by node, other lines.
function form(e, v) {
  const f = el("div", { class: "form" });
  const field = (key, control) => {
    v[key + "Label"] = f.appendChild(el("label", { for: control.id }));
    return control;
  };
  const id = (k) => "gp-" + e + "-" + k;
  v.path = field("path", el("input", { type: "text", id: id("path"), "data-field": "path", autocomplete: "off", spellcheck: "false" }));
  const pathRow = f.appendChild(el("div", { class: "row" }));
  pathRow.appendChild(v.path);
  v.back = pathRow.appendChild(el("button", { type: "button", "data-action": "back" }, "\u232b"));
  v.back.addEventListener("click", () => { const p = splitPath(state[e].path); p.pop(); state[e].path = p.join(" "); edited(e); });
  v.path.addEventListener("input", () => { state[e].path = v.path.value; edited(e); });
  v.expand = field("expand", el("input", { type: "text", id: id("expand"), "data-field": "expand", autocomplete: "off", spellcheck: "false" }));
  const expandRow = f.appendChild(el("div", { class: "row" }));
  expandRow.appendChild(v.expand);
  const pickLabel = expandRow.appendChild(el("label", {}));
  v.pick = pickLabel.appendChild(el("input", { type: "checkbox", "data-action": "pick" }));
  v.pickText = pickLabel.appendChild(document.createTextNode(""));
  v.pick.addEventListener("change", () => { state[e].pick = v.pick.checked; });
  v.expand.addEventListener("input", () => { state[e].expand = v.expand.value; edited(e); });
  v.statsLabel = f.appendChild(el("span", {}));
  v.table = f.appendChild(el("table", { class: "stats" }));
  v.otherLabel = f.appendChild(el("label", { for: id("other") }));
  v.other = f.appendChild(el("textarea", { id: id("other"), "data-field": "other", rows: "2", spellcheck: "false" }));
  v.other.addEventListener("input", () => { state[e].other = v.other.value; edited(e); });
  return f;
}
// A click on a node: the next node of the path, or the node expanded.
function pick(e, name) {
  const s = state[e];
  if (s.pick) {
    s.expand = name;
    s.pick = false;
  } else s.path = trim(s.path) ? trim(s.path) + " " + name : name;
  edited(e);
}
// The table's rows, made again only when the nodes asked about change (a box being
// typed in keeps its focus).
function paintRows(e) {
  const v = views[e], names = rows(e);
  if (v.rowNames && v.rowNames.join("\n") === names.join("\n")) return;
  v.rowNames = names;
  v.table.replaceChildren();
  v.nodeHead = null;
  if (!names.length) return;
  const head = v.table.appendChild(el("tr", {}));
  v.nodeHead = head.appendChild(el("th", {}));
  head.appendChild(el("th", {}, "N"));
  head.appendChild(el("th", {}, "W"));
  for (const name of names) {
    const tr = v.table.appendChild(el("tr", { "data-node": name }));
    tr.appendChild(el("td", { class: "name" }, name));
    for (const k of ["n", "w"]) {
      const box = el("input", { type: "text", "data-node": name, "data-stat": k, autocomplete: "off", spellcheck: "false", "aria-label": name + " " + k.toUpperCase() });
      box.value = (state[e].stats[name] || {})[k] || "";
      box.addEventListener("input", () => {
        const s = (state[e].stats[name] = state[e].stats[name] || { n: "", w: "" });
        s[k] = box.value;
        edited(e);
      });
      tr.appendChild(el("td", {})).appendChild(box);
    }
  }
  v.nodeHead.textContent = t('check-mcts-practice-node');
}
function paint(e) {
  const v = views[e], s = state[e], ex = exercises[e];
  const put = (box, value) => { if (box.value !== value) box.value = value; };
  put(v.path, s.path);
  put(v.expand, s.expand);
  put(v.other, s.other);
  v.pick.checked = s.pick;
  paintRows(e);
  const onPath = new Set(rows(e));
  const x = trim(s.expand);
  v.picks.forEach((b, i) => {
    const name = ex.nodes[i].name;
    b.classList.toggle("on-path", onPath.has(name) && name !== x);
    b.classList.toggle("expanded", name === x);
  });
  const text = answerText(e);
  v.answer.textContent = text || t('check-mcts-practice-empty');
  paintMarks(e);
}
function edited(e) {
  checked[e] = null;
  save(e);
  paint(e);
}
function words(e) {
  const v = views[e], ex = exercises[e];
  v.question.textContent = ex.question[lang];
  v.pathLabel.textContent = t('check-mcts-practice-path');
  v.back.title = t('check-mcts-practice-back');
  v.back.setAttribute("aria-label", v.back.title);
  v.expandLabel.textContent = t('check-mcts-practice-expand');
  v.pickText.textContent = " " + t('check-mcts-practice-pick');
  v.statsLabel.textContent = t('check-mcts-practice-stats');
  v.otherLabel.textContent = t('check-mcts-practice-other');
  v.path.placeholder = ex.root + " \u2026";
  v.expand.placeholder = "none";
  v.other.placeholder = "NODE N=\u2026 W=\u2026";
  v.buttons.check.textContent = t('check-practice-check');
  v.buttons.clear.textContent = t('check-practice-clear');
  v.buttons.download.textContent = t('check-practice-download');
  v.buttons.tree.textContent = t('check-mcts-practice-tree');
  v.answerLabel.textContent = t('check-mcts-practice-answer');
  v.command.replaceChildren(el("code", {}, ex.check));
  if (v.nodeHead) v.nodeHead.textContent = t('check-mcts-practice-node');
}
// The marks of the last check, in the page's language, and then the solution.
function paintMarks(e) {
  const v = views[e], ex = exercises[e];
  v.feedback.replaceChildren();
  v.score.textContent = "";
  if (!checked[e]) {
    // Edited or cleared since the check: the solution waits for the next one.
    v.solution.hidden = true;
    return;
  }
  const items = marks(e);
  checked[e] = items;
  const ok = items.every((i) => i.correct);
  v.score.textContent = verdict(items);
  v.score.className = "score verdict " + (ok ? "right" : "wrong");
  const table = v.feedback.appendChild(el("table", { class: "marks" }));
  for (const i of items) {
    const tr = table.appendChild(el("tr", { class: i.correct ? "right" : "wrong" }));
    tr.appendChild(el("td", { class: "mark" }, i.correct ? "\u2713" : "\u2717"));
    tr.appendChild(el("td", {}, i.what));
    tr.appendChild(el("td", { class: "got" }, i.got === null ? "-" : i.got));
    const status = i.correct ? t('check-correct')
      : i.got === null ? t('check-missing-expected', { expected: i.expected }) : i.why;
    tr.appendChild(el("td", { class: "why" }, status));
  }
  v.solution.hidden = false;
  v.solution.replaceChildren(el("h3", {}, t('check-mcts-practice-solution', { next: ex.iterations + 1 })));
  const ol = v.solution.appendChild(el("ol", {}));
  for (const c of ex.solution.captions[lang]) ol.appendChild(el("li", {}, c));
  const fig = v.solution.appendChild(el("figure", {}));
  fig.appendChild(treeOf(ex.solution.svg, ex.solution.width, ex.solution.height)[0]);
  fig.appendChild(el("figcaption", {}, ex.solution.heading[lang]));
}
function check(e) {
  checked[e] = [];
  paint(e);
  return checked[e];
}
function download(name, text) {
  const blob = new Blob([text], { type: "text/plain" });
  const a = el("a", { href: URL.createObjectURL(blob), download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
}
function setLanguage(code) {
  if (!D.catalogs[code]) throw new Error("no language " + code);
  lang = code;
  catalog = D.catalogs[code];
  document.documentElement.lang = code;
  document.getElementById("gp-lang").value = code;
  document.getElementById("gp-lang-label").textContent = t('check-practice-language');
  document.getElementById("gp-how").textContent = t('check-mcts-practice-how');
  const ul = document.getElementById("gp-how-items");
  ul.replaceChildren();
  const how = [
    t('check-mcts-practice-how-path'),
    t('check-mcts-practice-how-expand', { pick: t('check-mcts-practice-pick') }),
    t('check-mcts-practice-how-stats'),
    t('check-mcts-practice-how-check', { check: t('check-practice-check'), download: t('check-practice-download') }),
  ];
  for (const h of how) ul.appendChild(el("li", {}, h));
  exercises.forEach((_, e) => { words(e); paint(e); });
}

exercises.forEach((_, e) => { load(e); build(e); });
setLanguage(lang);
document.getElementById("gp-lang").addEventListener("change", (ev) => setLanguage(ev.target.value));

// ---- The page's API: tests drive the page with it, an LMS may embed it ----
const set = (e, f) => { f(state[e]); edited(e); };
window.gametree = window.gametree || {};
window.gametree.practice = {
  exercises: exercises.map((ex) => ({ title: ex.title, seed: ex.seed, iterations: ex.iterations, position: ex.position, nodes: ex.nodes.map((n) => n.name) })),
  language: () => lang,
  setLanguage,
  // The form's fields as a student fills them in.
  setPath: (e, text) => set(e, (s) => { s.path = String(text); }),
  setExpand: (e, text) => set(e, (s) => { s.expand = String(text); }),
  setStats: (e, name, n, w) => set(e, (s) => { s.stats[name] = { n: String(n), w: String(w) }; }),
  setOther: (e, text) => set(e, (s) => { s.other = String(text); }),
  clear: (e) => set(e, (s) => Object.assign(s, blank())),
  rows,
  answerText,
  // The items as `gametree check -f json` has them: what, got, expected, asked,
  // correct, why; and the verdict.
  marks,
  verdict: (e) => verdict(marks(e)),
  // The verdict's share, 100 · right / asked, as check writes it (`62` for 5 of 8).
  percent,
  check,
};
})();
